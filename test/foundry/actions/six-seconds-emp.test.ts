import { describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { EMP_STOPPED_STATUS, empAction } from "../../../module/rulesets/six-seconds/emp-actions";
import { actorFixture } from "../../browser/fixtures";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { SheetActionContext } from "../../../module/rulesets/adapter";

describe("six-seconds EMP exposure from the sheet", () => {
  it("the table: a robot (Advanced, EMP Toughness 3) hit by 4 EMP stops working and is Helpless", () => {
    const out = resolveAction(empAction, { name: "Robo", damage: 4, complexity: "advanced", device: "self" }, []);
    expect(out.card.target).toBe(3);
    expect(out.card.outcome).toEqual({ key: "FRAY.Action.SixSeconds.Emp.Stopped.self", data: { damage: 4, toughness: 3 }, success: false });
    expect(out.statuses?.on).toEqual([EMP_STOPPED_STATUS]);
  });

  it("only more than the EMP Toughness stops it: 8 against a flashlight's 8 does nothing", () => {
    const out = resolveAction(empAction, { name: "Jack", damage: 8, complexity: "very-simple", device: "carried" }, []);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Emp.Unaffected.carried");
    expect(out.update).toEqual({});
    expect(out.statuses).toBeUndefined();
  });

  it("a carried phone (Complicated, 4) hit by 5 stops, and the card says so without touching the actor", () => {
    const out = resolveAction(empAction, { name: "Jack", damage: 5, complexity: "complicated", device: "carried" }, []);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Emp.Stopped.carried");
    expect(out.statuses).toBeUndefined();
  });

  it("bad input is a clear error naming the field", async () => {
    const s = actorFixture("six-seconds", "character").system;
    const ctx: SheetActionContext = {
      name: "Jack",
      stats: s,
      derived: prepareActorDerived(s),
      statuses: [],
      data: {},
      options: {},
      ask: async () => null,
      askFields: async () => ({ damage: "-3", complexity: "advanced", device: "self" }),
      firstTarget: () => null,
      localize: (k) => k,
      checkPrefill: () => ({}),
      placeArea: async () => null,
      targetBlast: async () => null,
      items: [],
      targets: () => [],
    };
    await expect(empAction.prepare(ctx)).rejects.toThrow(/damage must be a whole number/);
  });
});

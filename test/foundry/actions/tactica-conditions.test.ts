/** A Panicked or Crushed creature's action from the sheet: from the dialog's answers to the card and the marker. */
import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { SheetActionContext } from "../../../module/rulesets/adapter";
import { actionContext } from "../action-context";
import { mentalConditionAction } from "../../../module/rulesets/tactica/mental-condition-actions";

function ctx(statuses: string[], fields: Record<string, string>, spirit = 0): SheetActionContext {
  const stats = initialOf(ACTOR_SYSTEM);
  // The SPIRIT rolled is the sheet's level.
  stats.tactica.spirit = spirit;
  return actionContext(stats, { name: "Gorm", statuses, askFields: async () => fields });
}

describe("tactica: acting while Panicked or Crushed", () => {
  it("the first action after the Panic: no roll, compulsory flight", async () => {
    const req = (await mentalConditionAction.prepare(ctx(["tactica.panicked"], { when: "initial", level: "0" })))!;
    expect(mentalConditionAction.dice(req)).toEqual([]);
    const out = resolveAction(mentalConditionAction, req, []);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.Tactica.Condition.flee", success: null });
    expect(out.statuses).toEqual({});
  });

  it("a later action: SPIRIT at level 0 rolls 4 dice; a success removes Panicked and frees the action, a miss is flight", async () => {
    const req = (await mentalConditionAction.prepare(ctx(["tactica.panicked"], { when: "later", level: "0" })))!;
    expect(mentalConditionAction.dice(req)).toEqual([{ count: 4, sides: 6, purpose: "FRAY.Roll.Pool" }]);
    const pass = resolveAction(mentalConditionAction, req, [5, 1, 2, 3]);
    expect(pass.card.outcome).toMatchObject({ key: "FRAY.Action.Tactica.Condition.free", success: true });
    expect(pass.statuses).toEqual({ off: ["tactica.panicked"] });
    expect(pass.card.odds).toBeCloseTo(1 - (4 / 6) ** 4);
    expect(resolveAction(mentalConditionAction, req, [4, 1, 2, 3]).card.outcome.key).toBe("FRAY.Action.Tactica.Condition.flee");
  });

  it("Crushed: a failed roll is no action at all; a 1 may not trigger its roll; neither condition: refused", async () => {
    const req = (await mentalConditionAction.prepare(ctx(["tactica.crushed"], { when: "later" }, -2)))!;
    expect(resolveAction(mentalConditionAction, req, [4, 1]).card.outcome.key).toBe("FRAY.Action.Tactica.Condition.nothing");
    await expect(mentalConditionAction.prepare(ctx(["tactica.crushed"], { when: "one-die", level: "0" }))).rejects.toThrow(/when must be one of initial, later/);
    await expect(mentalConditionAction.prepare(ctx([], { when: "later", level: "0" }))).rejects.toThrow(/neither Panicked nor Crushed/);
  });
});

describe("tactica: a Fell fear test rolls until passed or broken", () => {
  it("Fell at SPIRIT 0 rolls 3 dice (−1d) a time: a failed roll loses a mental rank and rolls again; the pass ends it", async () => {
    const { fearTestAction } = await import("../../../module/rulesets/tactica/state-actions");
    const c = ctx([], { fear: "fell", level: "0", choice: "rank" });
    const req = (await fearTestAction.prepare(c))!;
    // Mental rank 3 above the floor: up to 4 rolls of 3 dice, all in one Roll.
    expect(req.maxRolls).toBe(c.derived.tactica.mental.current - c.derived.tactica.mental.floor + 1);
    const faces = [1, 2, 3, 4, 4, 4, 5, 1, 1, ...Array<number>(3 * (req.maxRolls! - 3)).fill(2)];
    expect(fearTestAction.dice(req)[0]!.count).toBe(3 * req.maxRolls!);
    const out = resolveAction(fearTestAction, req, faces);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.Tactica.Fear.PassedAfter", data: { lost: 2 }, success: true });
    expect(out.update["system.tactica.mental.lost"]).toBe(2);
    expect(out.card.dice).toHaveLength(9);
  });

  it("a fear test rolls the sheet's SPIRIT level (4d + level), whatever a typed field would say: SPIRIT 2, Dread (−1d) rolls 5 dice", async () => {
    const { fearTestAction } = await import("../../../module/rulesets/tactica/state-actions");
    const req = (await fearTestAction.prepare(ctx([], { fear: "dread", level: "0", choice: "rank" }, 2)))!;
    expect(req.spirit).toBe(2);
    expect(fearTestAction.dice(req)[0]!.count).toBe(5);
  });
});

import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { choiceField, wholeField } from "../../../module/rulesets/action-fields";
import {
  brokenRoundAction,
  calmHourAction,
  moraleDamageAction,
  sixSecondsBrokenRequest,
  sixSecondsMorale,
} from "../../../module/rulesets/six-seconds/morale-actions";

/** Jack of the text's possession example: Will 9 (Spirit 3 + 6), Minimum Will 3. */
function jack(penalties = 0) {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.abilities.spirit = 3;
  s.sixSeconds.moralePenalties = penalties;
  return { s, d: prepareActorDerived(s) };
}

function damage(amount: number, type: "fear" | "insanity" | "rage" | "untyped", penalties = 0, statuses: string[] = []) {
  const { s, d } = jack(penalties);
  return resolveAction(moraleDamageAction, { name: "Jack", amount, type, state: sixSecondsMorale(s, d, statuses) }, []);
}

describe("six-seconds morale damage by type", () => {
  it("damage not above Minimum Will (3) does nothing; above it, one morale penalty", () => {
    expect(damage(3, "fear").update).toEqual({ "system.sixSeconds.moralePenalties": 0, "system.sixSeconds.brokenDc": 0 });
    const hit = damage(4, "fear");
    expect(hit.update["system.sixSeconds.moralePenalties"]).toBe(1);
    expect(hit.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Morale.WillAfter", value: "8/2" });
  });

  it("beating Will 9: fear panics, insanity confuses, rage enrages (one penalty each); untyped gives two penalties", () => {
    expect(damage(10, "fear").statuses?.on).toEqual(["six-seconds.panicked"]);
    expect(damage(10, "insanity").statuses?.on).toEqual(["six-seconds.confused"]);
    expect(damage(10, "rage").statuses?.on).toEqual(["six-seconds.raging"]);
    const untyped = damage(10, "untyped");
    expect(untyped.update["system.sixSeconds.moralePenalties"]).toBe(2);
    expect(untyped.statuses?.on).toEqual([]);
  });

  it("Will falling to 0 makes the character Broken and Helpless, with the recovery DC 10 stored", () => {
    const out = damage(10, "untyped", 8); // Will 1/−5 → 0
    expect(out.update).toEqual({ "system.sixSeconds.moralePenalties": 9, "system.sixSeconds.brokenDc": 10 });
    expect(out.statuses?.on).toEqual(["six-seconds.broken", "six-seconds.helpless"]);
  });

  it("the dialog's fields are read strictly", () => {
    expect(wholeField({ amount: "7" }, "amount", 0, 99)).toBe(7);
    expect(() => wholeField({ amount: "x" }, "amount", 0, 99)).toThrow(/amount/);
    expect(() => choiceField({ type: "sorrow" }, "type", ["fear", "untyped"])).toThrow(/type/);
  });
});

describe("six-seconds Broken recovery and the calm hour", () => {
  it("the text's DC 10 Spirit check: Spirit 3 cannot make it, the DC falls to 9; a 6 then recovers one penalty", () => {
    const { s, d } = jack(9);
    const req = sixSecondsBrokenRequest("Jack", s, d, []);
    const first = resolveAction(brokenRoundAction, req, [6]);
    expect(first.card.odds).toBe(0);
    expect(first.update).toEqual({ "system.sixSeconds.moralePenalties": 9, "system.sixSeconds.brokenDc": 9 });
    s.sixSeconds.brokenDc = 9;
    const second = sixSecondsBrokenRequest("Jack", s, d, ["six-seconds.broken", "six-seconds.helpless"]);
    const out = resolveAction(brokenRoundAction, second, [6]);
    expect(out.card.odds).toBeCloseTo(1 / 6);
    expect(out.update).toEqual({ "system.sixSeconds.moralePenalties": 8, "system.sixSeconds.brokenDc": 0 });
    expect(out.statuses?.off).toEqual(["six-seconds.broken", "six-seconds.helpless"]);
  });

  it("only a Broken character rolls; a calm hour removes every penalty and insanity's confusion", () => {
    const { s, d } = jack(2);
    expect(() => sixSecondsBrokenRequest("Jack", s, d, [])).toThrow(/not Broken/);
    const calm = resolveAction(calmHourAction, { name: "Jack", state: sixSecondsMorale(s, d, ["six-seconds.confused"]) }, []);
    expect(calm.update["system.sixSeconds.moralePenalties"]).toBe(0);
    expect(calm.statuses?.off).toEqual(["six-seconds.confused"]);
  });
});

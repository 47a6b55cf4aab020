import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { SheetActionContext } from "../../../module/rulesets/adapter";
import { possessionCheckAction, VETO_D6S, vetoAction } from "../../../module/rulesets/six-seconds/possession-actions";
import { actionContext } from "../action-context";

/** A mind whose Will is `will` (base Will 6 + Spirit). */
function mindWith(will: number) {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.abilities.spirit = will - prepareActorDerived(initialOf(ACTOR_SYSTEM)).sixSeconds.will.current;
  return s;
}

function ctx(will: number, otherWill: number | null, action = "turn"): SheetActionContext {
  const s = mindWith(will);
  const o = otherWill === null ? null : mindWith(otherWill);
  return actionContext(s, { name: "Jack", askFields: async () => ({ action }), firstTarget: () => (o ? { name: "Bal-Ziggaroth", system: o, derived: prepareActorDerived(o), statuses: [] } : null) });
}

describe("six-seconds possession: the veto from the sheet", () => {
  it("the text's example: Jack (Will 8) vetoes Bal-Ziggaroth (Will 11), 12 against 14: the veto fails and Jack takes a morale penalty", async () => {
    const req = (await vetoAction.prepare(ctx(8, 11)))!;
    expect(req).toMatchObject({ will: 8, other: { will: 11 } });
    expect(vetoAction.dice(req)).toEqual([{ count: VETO_D6S, sides: 6, purpose: "FRAY.Roll.Die" }]);
    const out = resolveAction(vetoAction, req, [4, 3, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect([out.card.total, out.card.target]).toEqual([12, 14]);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Possession.Failed.turn", success: false });
    expect(out.update).toMatchObject({ "system.sixSeconds.moralePenalties": 1 });
    const after = mindWith(8);
    after.sixSeconds.moralePenalties = 1;
    expect(prepareActorDerived(after).sixSeconds.will.current).toBe(7);
  });

  it("a tie rolls again; a won veto of an escape traps the leaver and costs the vetoer nothing", async () => {
    const req = (await vetoAction.prepare(ctx(9, 9, "leave")))!;
    const out = resolveAction(vetoAction, req, [3, 3, 5, 2, 1, 1, 1, 1, 1, 1]);
    expect(out.card.details).toHaveLength(2);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Vetoed.leave");
    expect(out.update).toEqual({});
  });

  it("the text's possession check: Bal-Ziggaroth (+4) rolls a 6 against Jack's Will 9/3: 10 beats 9, Jack is possessed and takes a morale penalty", async () => {
    const c = { ...ctx(9, 11), askFields: async () => ({ bonus: "4" }) };
    const req = (await possessionCheckAction.prepare(c))!;
    expect(req.creature).toBe("Bal-Ziggaroth");
    const out = resolveAction(possessionCheckAction, req, [6]);
    expect([out.card.total, out.card.target]).toEqual([10, 9]);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Possessed");
    // +4 needs more than 9: a 6 only.
    expect(out.card.odds).toBeCloseTo(1 / 6);
    expect(out.update).toMatchObject({ "system.sixSeconds.moralePenalties": 1 });
    // A 1 makes 5: above Minimum Will 3 but not Will 9, a morale penalty without possession.
    expect(resolveAction(possessionCheckAction, req, [1]).card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Shaken");
    const weak = resolveAction(possessionCheckAction, { ...req, bonus: 0 }, [2]);
    expect(weak.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Resisted");
    expect(weak.update).toEqual({});
  });

  it("refused without the other mind targeted", async () => {
    await expect(vetoAction.prepare(ctx(8, null))).rejects.toThrow("NeedsTarget");
  });
});

import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { SheetActionContext } from "../../../module/rulesets/adapter";
import { VETO_D6S, vetoAction } from "../../../module/rulesets/six-seconds/possession-actions";

/** A mind whose Will is `will` (base Will 6 + Spirit). */
function mindWith(will: number) {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.abilities.spirit = will - prepareActorDerived(initialOf(ACTOR_SYSTEM)).sixSeconds.will.current;
  return s;
}

function ctx(will: number, otherWill: number | null, action = "turn"): SheetActionContext {
  const s = mindWith(will);
  const o = otherWill === null ? null : mindWith(otherWill);
  return {
    name: "Jack",
    stats: s,
    derived: prepareActorDerived(s),
    statuses: [],
    data: {},
    options: {},
    ask: async () => null,
    askFields: async () => ({ action }),
    firstTarget: () => (o ? { name: "Bal-Ziggaroth", system: o, derived: prepareActorDerived(o), statuses: [] } : null),
    targets: () => [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
    items: [],
  };
}

describe("six-seconds possession: the veto from the sheet", () => {
  it("the text's example: Jack (Will 8) vetoes Bal-Ziggaroth (Will 11), 12 against 14: the veto fails and Jack takes a morale penalty", async () => {
    const req = (await vetoAction.prepare(ctx(8, 11)))!;
    expect(req).toMatchObject({ will: 8, other: { will: 11 } });
    expect(vetoAction.dice(req)).toEqual([{ count: VETO_D6S, sides: 6, purpose: "FRAY.Roll.Die" }]);
    const out = resolveAction(vetoAction, req, [4, 3, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect([out.card.total, out.card.target]).toEqual([12, 14]);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Possession.Failed.turn", success: false });
    expect(out.update).toEqual({ "system.sixSeconds.moralePenalties": 1 });
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

  it("refused without the other mind targeted", async () => {
    await expect(vetoAction.prepare(ctx(8, null))).rejects.toThrow("NeedsTarget");
  });
});

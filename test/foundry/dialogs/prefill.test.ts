/**
 * Issue 27 (5): dialogs prefill what the actors hold. Tactica: the special attempt's BODY levels come from both
 * sheets, and the attack dialog asks no Parry: "All defences require a full action dice … (so the attacker declares
 * the attack and before they roll any dice the defender declares a defence)": on the card, by the defender. The special attempt's DEX and Size are the sheets' too (issue 25).
 */
import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { specialAttemptAction } from "../../../module/rulesets/tactica/special-attempt-actions";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { blankSystem } from "../exchange/people";
import { actionContext } from "../action-context";

function troll() {
  const system = blankSystem();
  system.tactica.body = 4;
  system.tactica.size = 3;
  system.tactica.defences.parry = 3;
  return { name: "the Marsh Troll", system, derived: prepareActorDerived(system), statuses: [] as string[] };
}

function ilse() {
  const s = blankSystem();
  s.tactica.body = 2;
  s.tactica.dex = 1;
  return s;
}

describe("tactica dialogs prefill what the sheets hold", () => {
  it("the special attempt's BODY, DEX and Size are the attacker's and the target's sheets': the dialog asks none of them", async () => {
    let asked: ActionDialog | null = null;
    const ctx = actionContext<TacticaTypes>(ilse(), { firstTarget: () => troll(), askFields: async (d) => ((asked = d), { attempt: "disarm", leg: "left-leg" }) });
    const req = (await specialAttemptAction.prepare(ctx))!;
    expect(asked!.fields.map((f) => f.name)).toEqual(["attempt", "leg"]);
    expect(req.attacker).toMatchObject({ body: 2, dex: 1, size: 1 });
    expect(req.defender).toMatchObject({ body: 4, dex: 0, size: 3 });
  });

  it("the attack dialog asks no Parry for the target: the defender declares it on the card, paying its die", async () => {
    let asked: Record<string, unknown> = {};
    const ctx = actionContext<TacticaTypes>(ilse(), { firstTarget: () => troll(), ask: async (d) => ((asked = d), null) });
    await rollAttack(ctx, { name: "Spear", system: { tactica: { weightClass: "medium" } } });
    expect(asked["attack"]).toBe(true);
    expect(asked).not.toHaveProperty("targetParry");
    expect(asked).not.toHaveProperty("parryDice");
  });
});

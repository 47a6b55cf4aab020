/**
 * Issue 27 (5): dialogs prefill what the actors hold. Tactica: the special attempt's BODY levels come from both
 * sheets, and the attack dialog names the target's Parry dice (bounding the field; the defender still chooses on
 * the card). What no actor holds (tactica DEX, Size, passive armour) stays typed.
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
  system.tactica.defences.parry = 3;
  return { name: "the Marsh Troll", system, derived: prepareActorDerived(system), statuses: [] as string[] };
}

function ilse() {
  const s = blankSystem();
  s.tactica.body = 2;
  return s;
}

describe("tactica dialogs prefill what the sheets hold", () => {
  it("the special attempt's BODY levels are the attacker's and the target's", async () => {
    let asked: ActionDialog | null = null;
    const ctx = actionContext<TacticaTypes>(ilse(), { firstTarget: () => troll(), askFields: async (d) => ((asked = d), null) });
    expect(await specialAttemptAction.prepare(ctx)).toBeNull();
    const value = (name: string) => asked!.fields.find((f) => f.name === name)?.value;
    expect(value("body")).toBe(2);
    expect(value("targetBody")).toBe(4);
    // No DEX or Size on a tactica sheet: still typed.
    expect(value("dex")).toBe(0);
  });

  it("the attack dialog names the target's Parry dice and keeps the declaration 0 (the card offers the Parry)", async () => {
    let asked: Record<string, unknown> = {};
    const ctx = actionContext<TacticaTypes>(ilse(), { firstTarget: () => troll(), ask: async (d) => ((asked = d), null) });
    await rollAttack(ctx, { name: "Spear", system: { tactica: { weightClass: "medium" } } });
    expect(asked["targetParry"]).toEqual({ name: "the Marsh Troll", dice: 3 });
    expect(asked["parryDice"]).toBeUndefined();
    const none = actionContext<TacticaTypes>(ilse(), { ask: async (d) => ((asked = d), null) });
    await rollAttack(none, { name: "Spear", system: { tactica: { weightClass: "medium" } } });
    expect(asked["targetParry"]).toBeNull();
  });
});

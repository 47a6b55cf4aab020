/**
 * The unarmed attack (the stats tab's Unarmed button): "A melee attack can be made with a weapon or unarmed …
 * Humans have a natural reach of Close, meaning they can use unarmed attacks against targets in their occupied area
 * only." The text prints no unarmed damage die, so Fray invents none: the GM (or player) picks it each time, then the
 * attack runs through the weapon attack's own dialog and request as a Close-reach melee weapon.
 */
import { DAMAGE_DICE } from "../../schema/choices";
import type { SheetActionContext } from "./types";
import { rollItem } from "./attack-item";
import type { SixSecondsAttackRequest } from "./attack";
import { choiceField } from "../action-fields";
import { assertUnarmedLimb, UNARMED_LIMBS } from "./hurt-limbs";

const K = "FRAY.Action.SixSeconds.Unarmed";

export async function unarmedAttack(ctx: SheetActionContext): Promise<SixSecondsAttackRequest | null> {
  const fields = await ctx.askFields?.({
    title: `${K}.Title`,
    hint: { key: `${K}.Hint`, data: [] },
    fields: [
      { kind: "select", name: "die", label: `${K}.Die`, value: "", options: [{ value: "", label: `${K}.NoDie` }, ...DAMAGE_DICE.map((d) => ({ value: d, label: "", text: d }))] },
      // With what: a limb a called shot hurt "cannot be used to make unarmed attacks" (hurt-limbs.ts).
      { kind: "select", name: "limb", label: `${K}.With`, value: "arm", options: UNARMED_LIMBS.map((l) => ({ value: l, label: `${K}.Limb.${l}` })) },
    ],
  });
  if (!fields) return null;
  assertUnarmedLimb(ctx.stats, choiceField(fields, "limb", UNARMED_LIMBS));
  const die = fields["die"] ?? "";
  if (!(DAMAGE_DICE as readonly string[]).includes(die)) throw new RangeError(`${ctx.localize(`${K}.NeedDie`)} (damage die: ${JSON.stringify(die)})`);
  const build = await rollItem(ctx, { name: ctx.localize(`${K}.Name`), system: { sixSeconds: { damageDie: die, reach: 0, reload: false, damageTypes: [], lightWeapon: true } } });
  return build ? (build() as SixSecondsAttackRequest) : null;
}

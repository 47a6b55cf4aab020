/**
 * What an attack aimed at an item on the target's sheet writes when the card is applied (the adapter's targetOutcome):
 * the item is judged as an object against the Toughness the attack rolled at ("An object that takes more damage than
 * it's Toughness is destroyed"); a wound adds to the item's Wounds (a weapon then "deducts its wounds from damage"),
 * destroyed marks it Destroyed ("Destroyed weapons can't be used for their intended purpose") and takes destroyed
 * armour off (unequipped). The wearer itself takes nothing. Recorded and undone with the application.
 */
import { RulesError } from "../../engine/errors";
import { applyDamage } from "../../engine/rulesets/six-seconds/damage";
import type { AttackTarget, DamageApplication } from "../adapter";
import { sixSecondsHeldOf } from "./held-items";
import type { SixSecondsHit } from "./types";

export function itemHitApplication(target: AttackTarget<object>, damage: number, item: NonNullable<SixSecondsHit["item"]>): DamageApplication {
  const onSheet = sixSecondsHeldOf(target.held)?.items.find((i) => i.id === item.id);
  if (!onSheet) throw new RulesError("item-gone", { item: item.name, target: target.name }, `${target.name} no longer carries ${item.name}`);
  const o = applyDamage({ toughness: item.toughness, isObject: true }, { amount: damage });
  const update: Record<string, number | boolean> = {};
  if (o.wounds > 0) update["system.sixSeconds.wounds"] = onSheet.wounds + o.wounds;
  if (o.result === "destroyed") {
    update["system.sixSeconds.destroyed"] = true;
    if (onSheet.kind === "armour") update["system.equipped"] = false;
  }
  const result = o.result === "destroyed" && onSheet.kind === "armour" ? "armour-destroyed" : o.result;
  return {
    update: {},
    summary: { key: `FRAY.Damage.SixSeconds.Item.${result}`, data: { item: item.name, amount: damage, toughness: o.toughness, minimum: o.minimum } },
    statuses: [],
    itemWrites: Object.keys(update).length ? [{ id: item.id, update }] : [],
  };
}

/** The same hit applied outside the exchange (a card's damage on a selected token): it never wounds the wearer. */
export function unboundItemHit(item: NonNullable<SixSecondsHit["item"]>): DamageApplication {
  return { update: {}, summary: { key: "FRAY.Damage.SixSeconds.Item.unbound", data: { item: item.name } }, statuses: [] };
}

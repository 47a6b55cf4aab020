/**
 * Attacking a worn or held item ("much like a called shot"): the dialog names the item's row of the text's chart, and
 * the attack aims at that item instead of the creature: the item's Target (the chart's, −1 per scale of the wearer
 * above 0) and its Toughness (+3 per scale) from the engine's itemDefences, damage judged as against an object.
 * The wearer takes nothing: when the target carries the aimed item on its sheet (held-items.ts), the card's Apply
 * writes what the item took on that item (item-damage.ts), where the attack button reads it (attack.ts); otherwise the
 * card only says what the item took. An item's wounds lower its Toughness as a character's do.
 */
import { RulesError } from "../../engine/errors";
import type { Modifier } from "../../engine/modifiers";
import { itemDefences, type ItemKind } from "../../engine/rulesets/six-seconds/called-shots";
import { scaleTarget } from "../../engine/rulesets/six-seconds/scale";
import { HELD_ITEM_CLASSES } from "../../schema/choices";

export { HELD_ITEM_CLASSES };

/** What the dialog's *Attack an item* may aim at: a held weapon's row of the chart, or the armour the target wears. */
export const ITEM_TARGETS = [...HELD_ITEM_CLASSES, "armour"] as const;
export type ItemTarget = (typeof ITEM_TARGETS)[number];

/**
 * The aimed item as the attack's defender: its Toughness and the Target modifier that turns the wearer's Target into
 * the item's. Armour is hit "as wearer", its Toughness "(Wearer's scale x3) + Defence bonus + 3" from `armourDefence`
 * (the worn armour's bonus; null: the wearer wears none, refused).
 */
export function itemAsDefender(item: ItemTarget, wearerScale: number, toughness: number | null, armourDefence: number | null = null, wounds = 0): { toughness: number; targetModifier: Modifier } {
  if (item === "armour") {
    if (armourDefence === null) throw new RulesError("item-no-armour", {}, "the target wears no armour to attack");
    const d = itemDefences({ kind: "armour", wearerScale, wearerTarget: scaleTarget(wearerScale), armourDefence });
    return { toughness: d.toughness - wounds, targetModifier: { value: 0, reason: "held item: armour", code: "held-item.armour" } };
  }
  if (!HELD_ITEM_CLASSES.includes(item)) throw new RangeError(`unknown held-item class "${String(item)}"`);
  const kind = `${item}-weapon` as ItemKind;
  let d: ReturnType<typeof itemDefences>;
  try {
    d = itemDefences({ kind, scale: wearerScale, ...(toughness !== null ? { toughness } : {}) });
  } catch (e) {
    if (e instanceof TypeError) throw new RulesError("item-needs-toughness", { itemKey: `FRAY.Dialog.SixSeconds.Items.${item}` }, e.message);
    throw e;
  }
  // "A wound decreases the character's Toughness (and therefore Minimum Toughness) by 1": an item's wounds too.
  return { toughness: d.toughness - wounds, targetModifier: { value: d.target - scaleTarget(wearerScale), reason: `held item: ${item}`, code: `held-item.${item}` } };
}

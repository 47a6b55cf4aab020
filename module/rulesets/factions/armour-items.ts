/**
 * A factions actor's armour value: the actor's own `armour` field (what it has without items: a creature's hide, or
 * a value the GM typed on the sheet) plus its equipped armour and shields ("holding a shield and wearing light
 * armour, so he has an armour value of 2"), never above 3 ("as usual never above 3"). A broken piece ("destroyed",
 * Combat gear degradation) gives nothing; a damaged one still protects until it breaks.
 */
import { DEFAULT_OPTIONS } from "../../engine/rulesets/factions/options";
import { equippedArmour, wholeOrZero, type OwnedItemData } from "../../data/actor/owned-item";

export interface FactionsArmour {
  /** The sheet's own field. */
  own: number;
  /** Equipped, unbroken armour items, added up. */
  worn: number;
  /** own + worn, never above 3: the armour value a hit meets (cover may add 1, still never above 3). */
  total: number;
}

/** The armour the actor's equipped, unbroken armour items give. */
export function wornArmour(items: readonly OwnedItemData[]): number {
  return equippedArmour(items, "factions").reduce((n, { block }) => n + (block["broken"] === true ? 0 : wholeOrZero(block["armour"])), 0);
}

/**
 * Own and worn armour together. The total is not floored: a bad own value (negative) reaches the engine, which
 * refuses it by name, rather than being hidden here.
 */
export function factionsArmour(own: number, worn: number): FactionsArmour {
  return { own, worn, total: Math.min(DEFAULT_OPTIONS.maxArmour, own + worn) };
}

/** The armour value of a target or an attacker as the rules read it: its stored own value and its worn items. */
export function armourOf(who: { system: { factions: { armour: number } }; derived: { factions: { armour: FactionsArmour } } }): number {
  return factionsArmour(who.system.factions.armour, who.derived.factions.armour.worn).total;
}

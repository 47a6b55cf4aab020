/**
 * A frozen-lands actor's armour: "after reducing the damage by his defense and armor". The actor's own `armour` field
 * is what it has without items (a creature's hide, or a value the GM typed on the sheet); each equipped armour item
 * adds its `frozenLands.armour`. The text prints no armour table and no limit, so the values add up.
 */
import { equippedArmour, wholeOrZero, type OwnedItemData } from "../../data/actor/owned-item";

export interface FrozenLandsArmour {
  /** The sheet's own field. */
  own: number;
  /** Equipped armour items, added up. */
  worn: number;
  /** What a hit loses (with the pre-calculated defence: damage.ts). */
  total: number;
}

/** The armour the actor's equipped armour items give. */
export function wornArmour(items: readonly OwnedItemData[]): number {
  return equippedArmour(items, "frozenLands").reduce((n, { block }) => n + wholeOrZero(block["armour"]), 0);
}

/** Own and worn armour together. */
export function frozenLandsArmour(own: number, worn: number): FrozenLandsArmour {
  return { own, worn, total: own + worn };
}

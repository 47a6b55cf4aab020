/**
 * A frozen-lands actor's armour: "after reducing the damage by his defense and armor". The actor's own `armour` field
 * is what it has without items (a creature's hide, or a value the GM typed on the sheet); each equipped armour item
 * adds its `frozenLands.armour`. The text prints no armour table and no limit, so the values add up.
 */
import type { OwnedItemData } from "../../data/actor/owned-item";

export interface FrozenLandsArmour {
  /** The sheet's own field. */
  own: number;
  /** Equipped armour items, added up. */
  worn: number;
  /** What a hit loses (with the pre-calculated defence: damage.ts). */
  total: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const whole = (v: unknown): number => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : 0);

/** The armour the actor's equipped armour items give. */
export function wornArmour(items: readonly OwnedItemData[]): number {
  let worn = 0;
  for (const item of items) {
    if (item.type !== "armour" || !isRecord(item.system) || item.system["equipped"] === false) continue;
    const block = item.system["frozenLands"];
    if (isRecord(block)) worn += whole(block["armour"]);
  }
  return worn;
}

/** Own and worn armour together. */
export function frozenLandsArmour(own: number, worn: number): FrozenLandsArmour {
  return { own, worn, total: own + worn };
}

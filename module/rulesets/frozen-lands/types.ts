/** The frozen-lands types the adapter contract is generic over (contract/types.ts). */
import { hasFeature, weaponFromItem, type Weapon, type WeaponItemBlock } from "../../engine/rulesets/frozen-lands/weapons";
import type { HealthOptions } from "../../engine/rulesets/frozen-lands/health";
import type { HeldItem } from "../contract/target";
import type * as Contract from "../adapter";
import type { FrozenLandsDialog } from "./dialog-fields";

/** The world's frozen-lands rules readings. */
export type FrozenLandsOptions = { frozenLands?: HealthOptions };

/** What a frozen-lands block needs of the target: a shield, a Parrying weapon. */
export type FrozenLandsHeld = { shield?: boolean; parrying?: Weapon };

export interface FrozenLandsTypes {
  /** A frozen-lands hit says nothing beyond its damage. */
  hit: object;
  options: FrozenLandsOptions;
  held: FrozenLandsHeld;
  /** What its roll dialog asks (dialog-fields.ts). */
  dialog: FrozenLandsDialog;
}

export type AttackTarget = Contract.AttackTarget<FrozenLandsHeld>;
export type DamageContext = Contract.DamageContext<FrozenLandsTypes>;
export type SheetActionContext = Contract.SheetActionContext<FrozenLandsTypes>;

/** A shield (an item named so) and the first Parrying weapon the target owns. */
export function frozenLandsHeld(items: readonly HeldItem[]): FrozenLandsHeld {
  const shield = items.some((i) => /shield/i.test(i.name));
  for (const item of items) {
    const block = item.system["frozenLands"];
    if (item.type !== "weapon" || !block || typeof block !== "object") continue;
    try {
      const weapon = weaponFromItem(item.name, block as WeaponItemBlock);
      if (hasFeature(weapon, "Parrying")) return { shield, parrying: weapon };
    } catch {
      // A malformed weapon block parries nothing.
    }
  }
  return { shield };
}

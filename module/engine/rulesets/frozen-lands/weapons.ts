/**
 * Weapon stats as the engine reads them: from an input object built from the item (the tables live in the
 * compendium packs, never copied here). Features are the table's words: "Light", "Heavy", "Parrying",
 * "Two-handed", "Throw", "Reload", damage types "B", "S", "P", "S/P".
 */
import type { RangeBand } from "./range";
import { checkRangeBand } from "./range";
import { nonNegative } from "../../validate";

export interface Weapon {
  name: string;
  /** Bonus dice added to the attack pool. */
  bonus: number;
  /** Base damage added to the successes on a hit. */
  damage: number;
  /** Maximum range band; absent: close only. */
  range?: RangeBand;
  features?: readonly string[];
  /**
   * For "Reload" weapons: true if it stays loaded while the wielder does other things. The rule is the text's
   * "For crossbows, you can keep your weapon loaded": set from the item when it says so (see weaponFromItem);
   * absent, the documented fallback reads the name (a crossbow keeps its load, bows and slings do not).
   */
  keepsLoaded?: boolean;
}

export function checkWeapon(weapon: Weapon): Weapon {
  if (!weapon || typeof weapon !== "object") throw new TypeError("a weapon object is required");
  if (typeof weapon.name !== "string" || weapon.name === "") throw new TypeError("a weapon needs a name");
  nonNegative(weapon.bonus, `${weapon.name} bonus`);
  nonNegative(weapon.damage, `${weapon.name} damage`);
  if (weapon.range !== undefined) checkRangeBand(weapon.range, `${weapon.name} range`);
  if (weapon.features !== undefined && !Array.isArray(weapon.features)) throw new TypeError(`${weapon.name} features must be a list`);
  return weapon;
}

export function hasFeature(weapon: Weapon, feature: string): boolean {
  const want = feature.toLowerCase();
  return (weapon.features ?? []).some((f) => f.trim().toLowerCase() === want);
}

/** The farthest band the weapon reaches (close when the table gives no range). */
export function maxRange(weapon: Weapon): RangeBand {
  return weapon.range ?? "close";
}

export type ReloadKind = "none" | "every-turn" | "keeps-loaded";

/** Fallback when neither the weapon nor its item says: the text names crossbows as the weapons that keep their load. */
export const KEEPS_LOADED_BY_NAME = /crossbow/i;

export function reloadKind(weapon: Weapon): ReloadKind {
  if (!hasFeature(weapon, "Reload")) return "none";
  const keeps = weapon.keepsLoaded ?? KEEPS_LOADED_BY_NAME.test(weapon.name);
  return keeps ? "keeps-loaded" : "every-turn";
}

/** The unarmed "weapon" of the table, for attacks without one (bonus 0, damage 1, bludgeoning). */
export const UNARMED: Weapon = { name: "Unarmed", bonus: 0, damage: 1, features: ["B"] };

/** A frozen-lands weapon block as items and the compendium pack store it (module/schema's weapon `frozenLands`). */
export interface WeaponItemBlock {
  bonus: number;
  damage: number;
  range: RangeBand;
  damageTypes?: readonly ("bludgeoning" | "piercing" | "slashing")[];
  features?: readonly string[];
  /**
   * The item says whether a Reload weapon keeps its load (true for crossbows). The packs do not carry it yet; when
   * absent, the feature "keeps-loaded" in `features` also says so, and failing both the name fallback applies.
   */
  keepsLoaded?: boolean;
}

const DAMAGE_LETTER = { bludgeoning: "B", piercing: "P", slashing: "S" } as const;

/**
 * The engine's Weapon from an item's stored block: what the Foundry layer and the pack tests call, so the
 * table's numbers are read from the item and never copied into the engine.
 */
export function weaponFromItem(name: string, block: WeaponItemBlock): Weapon {
  if (!block || typeof block !== "object") throw new TypeError(`${name}: a frozen-lands weapon block is required`);
  const types = (block.damageTypes ?? []).map((t) => {
    const letter = DAMAGE_LETTER[t];
    if (!letter) throw new RangeError(`${name}: unknown damage type "${String(t)}"`);
    return letter;
  });
  const weapon: Weapon = {
    name,
    bonus: block.bonus,
    damage: block.damage,
    features: [...types, ...(block.features ?? [])],
  };
  if (block.range !== "close") weapon.range = block.range;
  if (block.keepsLoaded !== undefined) {
    if (typeof block.keepsLoaded !== "boolean") throw new TypeError(`${name}: keepsLoaded must be true or false, got ${String(block.keepsLoaded)}`);
    weapon.keepsLoaded = block.keepsLoaded;
  } else if (hasFeature(weapon, "keeps-loaded") || hasFeature(weapon, "keeps loaded")) weapon.keepsLoaded = true;
  return checkWeapon(weapon);
}

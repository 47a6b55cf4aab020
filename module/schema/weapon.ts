/**
 * The `weapon` item: one type for all four rulesets. `ruleset` says which text the entry comes from; each
 * ruleset keeps its stats in its own block so switching the world's ruleset never loses a field.
 * A block is absent (or null) when the weapon has no stats in that ruleset; a key inside a block is absent
 * when the rules text does not state that stat. Nothing here is ever filled in by guesswork.
 */
import {
  ATTACK_KINDS,
  DAMAGE_DICE,
  DAMAGE_TYPES,
  FEATURES,
  HELD_ITEM_CLASSES,
  RANGE_BANDS,
  RULESETS,
  WEIGHT_CLASSES,
  type AttackKind,
  type DamageDie,
  type DamageType,
  type Feature,
  type HeldItemClass,
  type RangeBand,
  type RulesetId,
  type WeightClass,
} from "./choices";
import type { ObjectSpec } from "./spec";

/** frozen-lands "Weapons" tables: Bonus, Damage, Range, Features (damage types split out). */
export interface FrozenLandsWeapon {
  /** Melee table (Melee skill) or Ranged table (Marksmanship skill). */
  category: AttackKind;
  /** Extra dice added to the attack pool; the table's "-" is 0. */
  bonus: number;
  /** Base damage added to the attack's successes. */
  damage: number;
  /** Maximum range; the table's "-" is "close" ("If not defined you must be at close range"). */
  range: RangeBand;
  damageTypes: DamageType[];
  features: Feature[];
}

/** six-seconds: held-item chart (target, toughness) and the weapon stats the text gives. */
export interface SixSecondsWeapon {
  /** Row of the "Attacking a Worn or Held Item" chart the weapon belongs to. */
  itemClass?: HeldItemClass;
  /** Target score when the weapon itself is attacked (scale 0). */
  target?: number;
  /** Toughness of the weapon (scale 0); its minimum toughness is always toughness − 6. */
  toughness?: number;
  /** Damage die, rolled and added to Strength ("1d8+3 damage with an arming sword"). */
  damageDie?: DamageDie;
  /** Range increment in metres (ranged weapons); −1/0 per doubling. */
  rangeIncrement?: number;
  /** Needs reloading after each shot (4SA at the wielder's scale). */
  reload: boolean;
  damageTypes: DamageType[];
  /** A firearm: once wounded it jams when its attack die shows 1. */
  firearm?: boolean;
  /** Wounds the weapon has taken (a melee weapon loses them from damage; a ranged one from damage and attacks). */
  wounds?: number;
  /** Destroyed: it can no longer be used for its intended purpose (the attack button refuses it). */
  destroyed?: boolean;
  /** The weapon's own scale (a siege weapon): its reload takes +4 s a scale above the wielder's; areas scatter in its squares. */
  scale?: number;
  /** Melee reach in squares of the wielder's scale: 0 Close, 1 Standard (the default), 2 Long, X Long X. */
  reach?: number;
  /** Made of a lighter material (aluminium, titanium, mithril): a bludgeoning weapon deals one die smaller. */
  lightMaterial?: boolean;
  /** A light weapon, the GM's call (the text prints no weight classes): the only kind a Disabled character can use. */
  lightWeapon?: boolean;
}

/** factions: damage die and range in zones, plus the blast and impaired properties. */
export interface FactionsWeapon {
  attack: AttackKind;
  damageDie: DamageDie;
  /** Maximum range in zones; absent for melee weapons and for ranged weapons whose range the text omits. */
  range?: number;
  /** Hits a zone and everyone in it and on its borders. */
  blast: boolean;
  /** Always inflicts impaired damage (unarmed attacks). */
  impaired: boolean;
}

/** Swift Swords Tactica: weight class (damage code), reach and natural weapons. */
export interface TacticaWeapon {
  /** Absent when the text names the weapon without a weight (reach weapons: spears, polearms, pikes). */
  weightClass?: WeightClass;
  /** Attacks from StandAlone without moving InContact; cannot normally be used InContact. */
  reach: boolean;
  /** A natural weapon (hands and feet count as Light without the InClose bonus SL). */
  natural: boolean;
}

export interface WeaponSystem {
  ruleset: RulesetId;
  description: string;
  frozenLands?: FrozenLandsWeapon | null;
  sixSeconds?: SixSecondsWeapon | null;
  factions?: FactionsWeapon | null;
  tactica?: TacticaWeapon | null;
}

const damageTypes = {
  kind: "array",
  unique: true,
  element: { kind: "choice", choices: DAMAGE_TYPES, noun: "damage type" },
} as const;

export const FROZEN_LANDS_WEAPON_SPEC: ObjectSpec = {
  kind: "object",
  optional: true,
  nullable: true,
  fields: {
    category: { kind: "choice", choices: ATTACK_KINDS, noun: "weapon category" },
    bonus: { kind: "number", integer: true, min: 0, doc: "weapon bonus dice; '-' in the table is 0" },
    damage: { kind: "number", integer: true, min: 0, doc: "base damage" },
    range: { kind: "choice", choices: RANGE_BANDS, noun: "range band", doc: "'-' in the table is close" },
    damageTypes: { ...damageTypes, minLength: 1 },
    features: {
      kind: "array",
      unique: true,
      element: { kind: "choice", choices: FEATURES, noun: "feature" },
    },
  },
};

export const SIX_SECONDS_WEAPON_SPEC: ObjectSpec = {
  kind: "object",
  optional: true,
  nullable: true,
  fields: {
    itemClass: { kind: "choice", choices: HELD_ITEM_CLASSES, noun: "held-item class", optional: true },
    target: { kind: "number", integer: true, min: 0, optional: true },
    toughness: { kind: "number", integer: true, min: 0, optional: true, doc: "minimum toughness = toughness - 6" },
    damageDie: { kind: "choice", choices: DAMAGE_DICE, noun: "damage die", optional: true },
    rangeIncrement: { kind: "number", min: 0, optional: true, doc: "metres" },
    reload: { kind: "boolean" },
    damageTypes,
    firearm: { kind: "boolean", optional: true },
    wounds: { kind: "number", integer: true, min: 0, max: 99, optional: true, doc: "wounds the weapon has taken" },
    destroyed: { kind: "boolean", optional: true, doc: "a destroyed weapon cannot attack" },
    scale: { kind: "number", integer: true, min: -1, max: 10, optional: true, doc: "the weapon's own scale (reloads, area scatter)" },
    reach: { kind: "number", integer: true, min: 0, max: 20, optional: true, doc: "squares: 0 Close, 1 Standard, 2 Long, X Long X" },
    lightMaterial: { kind: "boolean", optional: true, doc: "a lighter material: bludgeoning deals one die smaller" },
    lightWeapon: { kind: "boolean", optional: true, doc: "a light weapon: a Disabled character may still use it" },
  },
};

export const FACTIONS_WEAPON_SPEC: ObjectSpec = {
  kind: "object",
  optional: true,
  nullable: true,
  fields: {
    attack: { kind: "choice", choices: ATTACK_KINDS, noun: "attack kind" },
    damageDie: { kind: "choice", choices: DAMAGE_DICE, noun: "damage die" },
    range: { kind: "number", integer: true, min: 1, optional: true, doc: "zones" },
    blast: { kind: "boolean" },
    impaired: { kind: "boolean" },
  },
};

export const TACTICA_WEAPON_SPEC: ObjectSpec = {
  kind: "object",
  optional: true,
  nullable: true,
  fields: {
    weightClass: { kind: "choice", choices: WEIGHT_CLASSES, noun: "weight class", optional: true },
    reach: { kind: "boolean" },
    natural: { kind: "boolean" },
  },
};

export const WEAPON_SYSTEM_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    ruleset: { kind: "choice", choices: RULESETS, noun: "ruleset", doc: "the rules text the entry comes from" },
    description: { kind: "string", html: true, blank: true },
    frozenLands: FROZEN_LANDS_WEAPON_SPEC,
    sixSeconds: SIX_SECONDS_WEAPON_SPEC,
    factions: FACTIONS_WEAPON_SPEC,
    tactica: TACTICA_WEAPON_SPEC,
  },
};

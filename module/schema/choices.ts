/**
 * Closed vocabularies shared by the pack sources, the validator and the Foundry data models.
 * Each list is the complete set of values a field may hold; the rules text each comes from is noted.
 * Plain data only: this module is imported both by Node build scripts and by the browser bundle.
 */

import { RULESET_IDS } from "../engine/rulesets/ids";

/**
 * The rulesets Fray runs: the world setting's choices, one id per engine folder and adapter folder. The engine's
 * list (a leaf, so the Node build scripts read it without loading any ruleset); test/foundry/registry.test.ts checks
 * the adapters follow it.
 */
export const RULESETS = RULESET_IDS;
export type RulesetId = (typeof RULESETS)[number];

/** The world's ruleset until a GM picks another: the first one. */
export const DEFAULT_RULESET: RulesetId = RULESETS[0];

/** A ruleset id in camelCase: frozen-lands → frozenLands. */
type CamelCase<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<CamelCase<B>>}` : S;

function camelCase<S extends string>(id: S): CamelCase<S> {
  return id.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()) as CamelCase<S>;
}

/** Where a ruleset keeps its stat block inside an actor's or item's `system` (camelCase of the ruleset id). */
export const RULESET_BLOCK_KEYS = Object.fromEntries(RULESETS.map((id) => [id, camelCase(id)])) as { readonly [I in RulesetId]: CamelCase<I> };
export type RulesetBlockKey = (typeof RULESET_BLOCK_KEYS)[RulesetId];

/** Actor and Item subtypes declared in system.json `documentTypes`. */
export const ACTOR_TYPES = ["character", "npc"] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];
export const ITEM_TYPES = [
  "weapon",
  "armour",
  "poison",
  "combo",
  "technique",
  "talent",
  "injury",
  "condition",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Die sizes a weapon's damage die may name (factions: "sword d6"; six-seconds: "arming sword ... d8"). */
export const DAMAGE_DICE = ["d4", "d6", "d8", "d10", "d12"] as const;
export type DamageDie = (typeof DAMAGE_DICE)[number];

/** Melee or ranged: which attack skill a weapon uses (frozen-lands: Melee vs Marksmanship tables). */
export const ATTACK_KINDS = ["melee", "ranged"] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

// ---- frozen-lands -------------------------------------------------------------------------

/** frozen-lands range categories, nearest first ("Zone & Range"). */
export const RANGE_BANDS = ["close", "short", "medium", "long", "distant"] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** Damage types: frozen-lands features "B/P/S"; six-seconds Bludgeoning/Piercing/Slashing. */
export const DAMAGE_TYPES = ["bludgeoning", "piercing", "slashing"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** frozen-lands weapon features other than damage types (weapon tables, "Features" column). */
export const FEATURES = ["light", "heavy", "two-handed", "parrying", "throw", "reload"] as const;
export type Feature = (typeof FEATURES)[number];

// ---- six-seconds --------------------------------------------------------------------------

/** Rows of the six-seconds "Attacking a Worn or Held Item" chart (weapons made for scale 0). */
export const HELD_ITEM_CLASSES = ["small-metal", "metal", "large-metal", "wooden-hafted"] as const;
export type HeldItemClass = (typeof HELD_ITEM_CLASSES)[number];

/** What a six-seconds syndrome is: the "Poison and Disease" table mixes poisons, diseases and radiation. */
export const SYNDROME_CATEGORIES = ["poison", "disease", "radiation"] as const;
export type SyndromeCategory = (typeof SYNDROME_CATEGORIES)[number];

/**
 * Primary transmission routes. injury, inhalation, ingestion and vector are the four the text defines;
 * contact (tear gas: "Contact with eyes"), exposure (radiation) and surgery (infection) are named in the table rows.
 */
export const TRANSMISSIONS = [
  "injury",
  "inhalation",
  "ingestion",
  "vector",
  "contact",
  "exposure",
  "surgery",
] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Secondary transmission ("Airborne Secondary", "Waterborne Secondary", or None). */
export const SECONDARY_TRANSMISSIONS = ["none", "airborne", "waterborne"] as const;
export type SecondaryTransmission = (typeof SECONDARY_TRANSMISSIONS)[number];

/** The unit of a syndrome's check rate ("1/round", "1/day", "1/second (6/round)", "1/drink"). */
export const CHECK_RATE_UNITS = ["second", "round", "hour", "day", "drink"] as const;
export type CheckRateUnit = (typeof CHECK_RATE_UNITS)[number];

// ---- factions -----------------------------------------------------------------------------
// (attack kind and damage dice above)

// ---- tactica ------------------------------------------------------------------------------

/** Swift Swords Tactica weapon weights ("Damage"). */
export const WEIGHT_CLASSES = ["light", "medium", "heavy", "large", "huge", "massive"] as const;
export type WeightClass = (typeof WEIGHT_CLASSES)[number];

/**
 * Damage code per weight class: `base` damage on the first success, then +1 damage per `successesPerExtra`
 * further successes ("1+2d" = base 1, one more per 2 successes). Massive weapons roll on the Massive Damage
 * Table on a single success, so they have no code (`null`).
 */
export const WEIGHT_CLASS_DAMAGE: Readonly<
  Record<WeightClass, { readonly base: number; readonly successesPerExtra: number; readonly code: string } | null>
> = {
  light: { base: 1, successesPerExtra: 2, code: "1+2d" },
  medium: { base: 1, successesPerExtra: 1, code: "1+1d" },
  heavy: { base: 2, successesPerExtra: 1, code: "2+1d" },
  large: { base: 3, successesPerExtra: 1, code: "3+1d" },
  huge: { base: 4, successesPerExtra: 1, code: "4+1d" },
  massive: null,
};

// ---- compendium folders -------------------------------------------------------------------

/** Compendium folder colours are free; folder sorting modes are Foundry's ("a" alphabetical, "m" manual). */
export const FOLDER_SORTING = ["a", "m"] as const;

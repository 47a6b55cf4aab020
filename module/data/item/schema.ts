/**
 * Item system data for every item type. Weapons and poisons come from the pack specs (module/schema) so
 * they match the pack YAML; the other types are defined here. Like actors, items keep one block per
 * ruleset where the ruleset gives the item stats, so switching the world ruleset loses nothing.
 */
import { defaultRulesetOf, RULESETS } from "../../rulesets/registry";
import { ARMOUR_FIELDS } from "../../schema/armour";
import { POISON_SYSTEM_SPEC } from "../../schema/poison";
import { WEAPON_SYSTEM_SPEC } from "../../schema/weapon";
import { INJURY_LOCATIONS, WEAPON_BLOCK_EXTRAS } from "../../rulesets/item-blocks";
import { arr, bool, choice, html, int, obj, text, type DataOf, type ObjSpec } from "../shared/spec";
import { fromPackObject } from "./from-pack-spec";

/** The item's ruleset; a new one belongs to the ruleset that brings its type (module/rulesets/<id>, ownItemTypes). */
const ruleset = (type: string) => choice(RULESETS, defaultRulesetOf(type), "FRAY.Ruleset");

const PACK_WEAPON = fromPackObject(WEAPON_SYSTEM_SPEC).fields;

/** The pack's weapon blocks, each with the fields its ruleset stores on the item besides (rulesets/item-blocks.ts). */
const WEAPON_BLOCKS = Object.fromEntries(
  Object.entries(WEAPON_BLOCK_EXTRAS).map(([key, extra]) => {
    const block = PACK_WEAPON[key] as ObjSpec;
    return [key, { ...block, fields: { ...block.fields, ...extra } }];
  }),
);

export const WEAPON_ITEM: ObjSpec = {
  kind: "object",
  fields: {
    ...PACK_WEAPON,
    ...WEAPON_BLOCKS,
    equipped: bool(false),
  },
};
const PACK_POISON = fromPackObject(POISON_SYSTEM_SPEC);
/**
 * The pack's poison, with the doses later exposures add to its running affliction (a second poisoned hit): play
 * state, so not in the pack; 0 on an item stored before the field existed.
 */
export const POISON_ITEM: ObjSpec = { ...PACK_POISON, fields: { ...PACK_POISON.fields, addedDoses: int(0, { min: 0 }) } };

/** Armour and shields: the fields the rules read are module/schema/armour.ts (shared with the pack validator). */
export const ARMOUR_ITEM = obj({ ruleset: ruleset("armour"), ...ARMOUR_FIELDS });

/** six-seconds combo: components (techniques) each adding a Combo Rating; the total must fit the owner's limit. */
export const COMBO_ITEM = obj({
  ruleset: ruleset("combo"),
  description: html(),
  // Charge is rated −1 ("Attack (+1) and Charge (−1) are known to everyone").
  components: arr(obj({ name: text(), rating: int(0, { min: -1, max: 20 }) })),
});

/** six-seconds technique; a combo component when it carries [Attack Combo +X]. */
export const TECHNIQUE_ITEM = obj({
  ruleset: ruleset("technique"),
  description: html(),
  component: bool(false),
  comboRating: int(0, { min: -1, max: 20 }),
});

/** frozen-lands talent. */
export const TALENT_ITEM = obj({ ruleset: ruleset("talent"), description: html(), rank: int(1, { min: 1, max: 5 }) });

/** A lasting injury (tactica hit location results, frozen-lands critical injuries, six-seconds wounds with effects). */
export const INJURY_ITEM = obj({
  ruleset: ruleset("injury"),
  description: html(),
  location: choice(["none", ...INJURY_LOCATIONS], "none", "FRAY.Tactica.Location"),
  /** Which arm or leg ("none": not recorded, as on an injury made by hand): two bleeders on both arms are two. */
  side: choice(["none", "left", "right"], "none", "FRAY.Tactica.Side"),
  effect: text(),
  /** Dice penalty the injury imposes on rolls (−2d …). */
  dicePenalty: int(0, { min: -10, max: 0 }),
});

/** A condition with a level (frozen-lands levels 1–3; six-seconds conditions are on/off: level 1). */
export const CONDITION_ITEM = obj({
  ruleset: ruleset("condition"),
  description: html(),
  /** Status effect id it mirrors (CONFIG.statusEffects), so the token shows it. */
  statusId: text(),
  level: int(1, { min: 0, max: 4 }),
});

export const ITEM_SPECS = {
  weapon: WEAPON_ITEM,
  armour: ARMOUR_ITEM,
  poison: POISON_ITEM,
  combo: COMBO_ITEM,
  technique: TECHNIQUE_ITEM,
  talent: TALENT_ITEM,
  injury: INJURY_ITEM,
  condition: CONDITION_ITEM,
} as const satisfies Record<string, ObjSpec>;

export type ArmourSystem = DataOf<typeof ARMOUR_ITEM>;
export type ComboSystem = DataOf<typeof COMBO_ITEM>;
export type TechniqueSystem = DataOf<typeof TECHNIQUE_ITEM>;
export type ConditionSystem = DataOf<typeof CONDITION_ITEM>;

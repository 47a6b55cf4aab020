/**
 * frozen-lands attributes and the skills the combat rules name. Every roll is made with a skill but the
 * attribute behind it decides which condition a critical failure gives, so a roll always names its attribute.
 */
export const ATTRIBUTES = ["body", "agility", "mind", "awareness", "soul"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** Skills the combat text uses; sheets may add others (any string is accepted where a skill is named). */
export const COMBAT_SKILLS = ["melee", "marksmanship", "mobility", "athletics", "perception"] as const;
export type CombatSkill = (typeof COMBAT_SKILLS)[number];

export function checkAttribute(value: unknown): Attribute {
  if (typeof value !== "string" || !(ATTRIBUTES as readonly string[]).includes(value)) {
    throw new TypeError(`attribute must be one of ${ATTRIBUTES.join(", ")}, got ${String(value)}`);
  }
  return value as Attribute;
}

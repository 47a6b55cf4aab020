/**
 * Combos: a character builds attack combos from known Combo Components, each tagged "[Attack Combo +X]".
 * A combo's Combo Rating is the sum of its components' ratings; it may hold at most (highest of Weapon Skill /
 * Ranged Skill ranks) + 1 components, and is usable while its rating is within the character's Combo Rating.
 * Combat Expertise sets how many combos a character knows. Attack (+1) and Charge (−1) are known to everyone;
 * more than one Attack needs the Weapon Skill technique Extra Attack. Using a combo is a 4-second action.
 */

export interface ComboComponent {
  /** Stable key ("attack", "charge", "trip"). */
  id: string;
  name: string;
  /** The X of "[Attack Combo +X]". */
  rating: number;
  /** Complexity when the technique states one; complexity-1 components can stand in for a single attack. */
  complexity?: number;
  /** Where it comes from ("Weapon Finesse", "known to all"). */
  source?: string;
}

export const ATTACK_COMPONENT: ComboComponent = Object.freeze({ id: "attack", name: "Attack", rating: 1, source: "known to all" });
/** Must immediately follow a straight move of at least 6 m. */
export const CHARGE_COMPONENT: ComboComponent = Object.freeze({ id: "charge", name: "Charge", rating: -1, source: "known to all" });
export const UNIVERSAL_COMPONENTS: readonly ComboComponent[] = Object.freeze([ATTACK_COMPONENT, CHARGE_COMPONENT]);

export const COMBO_SECONDS = 4;
/** "All characters start the game knowing one combo." */
export const STARTING_COMBOS = 1;

/**
 * How many combos a character may know. The text: Combat Expertise determines it (its table is in Chapter 2, not
 * in this chapter, so the number it gives is an input) and every character starts knowing one, so never fewer.
 */
export function combosKnownAllowed(fromCombatExpertise = 0): number {
  return Math.max(STARTING_COMBOS, whole(fromCombatExpertise, "combos from Combat Expertise"));
}
export const CHARGE_MIN_METRES = 6;

/** Read the X of a technique's "[Attack Combo +X]" tag; null when the text has no tag. */
export function parseComboTag(text: string): number | null {
  const m = /\[\s*Attack\s+Combo\s*([+\-−]?\s*\d+)\s*\]/i.exec(text);
  if (!m) return null;
  return Number(m[1]!.replace(/\s/g, "").replace("−", "-"));
}

export interface Combo {
  name: string;
  /** Component ids, in order; "attack" may repeat with Extra Attack. */
  components: readonly string[];
}

export interface ComboOwner {
  weaponSkillRanks: number;
  rangedSkillRanks: number;
  /** The character's Combo Rating: the most a usable combo may total. */
  comboRating: number;
  /** Components learned from skills (Attack and Charge are added automatically). */
  knownComponents?: readonly ComboComponent[];
  /** Attacks one combo may hold: 1, more with Weapon Skill: Extra Attack. */
  maxAttacks?: number;
  /** Combos the character may know, from Combat Expertise (never fewer than the 1 everyone starts with; unchecked when omitted). */
  combosAllowed?: number;
}

export type ComboIssueCode =
  | "empty" | "unknown-component" | "too-many-components" | "rating-too-high" | "too-many-attacks" | "repeated-charge" | "too-many-combos";

export interface ComboIssue {
  code: ComboIssueCode;
  message: string;
}

export interface ComboCheck {
  valid: boolean;
  /** Total Combo Rating (sum of known components). */
  rating: number;
  componentCount: number;
  maxComponents: number;
  components: ComboComponent[];
  issues: ComboIssue[];
}

function whole(value: unknown, name: string, min = 0): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min) throw new RangeError(`${name} must be a whole number ≥ ${min}, got ${String(value)}`);
  return value;
}

/** (highest of Weapon Skill / Ranged Skill ranks) + 1. */
export function maxComponents(owner: Pick<ComboOwner, "weaponSkillRanks" | "rangedSkillRanks">): number {
  return Math.max(whole(owner.weaponSkillRanks, "weaponSkillRanks"), whole(owner.rangedSkillRanks, "rangedSkillRanks")) + 1;
}

/** Every component the owner can use: Attack, Charge and the ones learned. */
export function knownComponents(owner: Pick<ComboOwner, "knownComponents">): Map<string, ComboComponent> {
  const map = new Map<string, ComboComponent>();
  for (const c of UNIVERSAL_COMPONENTS) map.set(c.id, c);
  for (const c of owner.knownComponents ?? []) {
    if (typeof c?.id !== "string" || c.id === "") throw new TypeError(`a combo component needs an id, got ${JSON.stringify(c)}`);
    if (!Number.isInteger(c.rating)) throw new TypeError(`combo component "${c.id}" needs a whole-number rating, got ${String(c.rating)}`);
    map.set(c.id, c);
  }
  return map;
}

/** Check one combo against its owner's limits: what the combo item sheet calls on every change. */
export function validateCombo(combo: Combo, owner: ComboOwner): ComboCheck {
  const comboRating = whole(owner.comboRating, "comboRating", -100);
  const maxAttacks = whole(owner.maxAttacks ?? 1, "maxAttacks", 1);
  const max = maxComponents(owner);
  const known = knownComponents(owner);
  const issues: ComboIssue[] = [];
  const components: ComboComponent[] = [];
  if (!Array.isArray(combo?.components)) throw new TypeError(`combo "${combo?.name}" needs a list of component ids`);
  if (combo.components.length === 0) issues.push({ code: "empty", message: "a combo needs at least one component" });
  for (const id of combo.components) {
    const c = known.get(id);
    if (!c) issues.push({ code: "unknown-component", message: `"${id}" is not a component this character knows` });
    else components.push(c);
  }
  const rating = components.reduce((sum, c) => sum + c.rating, 0);
  if (combo.components.length > max) {
    issues.push({ code: "too-many-components", message: `${combo.components.length} components, but ranks allow ${max}` });
  }
  if (rating > comboRating) issues.push({ code: "rating-too-high", message: `Combo Rating ${rating} is above the character's ${comboRating}` });
  const attacks = combo.components.filter((id) => id === ATTACK_COMPONENT.id).length;
  if (attacks > maxAttacks) {
    issues.push({ code: "too-many-attacks", message: `${attacks} attacks need Extra Attack (this character may make ${maxAttacks})` });
  }
  if (combo.components.filter((id) => id === CHARGE_COMPONENT.id).length > 1) {
    issues.push({ code: "repeated-charge", message: "a combo can follow only one charge" });
  }
  return { valid: issues.length === 0, rating, componentCount: combo.components.length, maxComponents: max, components, issues };
}

/** Check every combo a character knows, and that there are no more than Combat Expertise allows. */
export function validateComboList(combos: readonly Combo[], owner: ComboOwner): { valid: boolean; combos: ComboCheck[]; issues: ComboIssue[] } {
  const checks = combos.map((c) => validateCombo(c, owner));
  const issues: ComboIssue[] = [];
  if (owner.combosAllowed !== undefined) {
    const allowed = combosKnownAllowed(whole(owner.combosAllowed, "combosAllowed"));
    if (combos.length > allowed) issues.push({ code: "too-many-combos", message: `${combos.length} combos known, Combat Expertise allows ${allowed}` });
  }
  return { valid: issues.length === 0 && checks.every((c) => c.valid), combos: checks, issues };
}

/** A combo with Charge must immediately follow a straight move of at least 6 m. */
export function chargeAllowed(straightMetresJustMoved: number): boolean {
  if (typeof straightMetresJustMoved !== "number" || !Number.isFinite(straightMetresJustMoved) || straightMetresJustMoved < 0) {
    throw new RangeError(`metres moved must be a finite number ≥ 0, got ${String(straightMetresJustMoved)}`);
  }
  return straightMetresJustMoved >= CHARGE_MIN_METRES;
}

/** Whether a combo can be used now: valid, and a Charge combo only right after its 6 m straight move. */
export function canUseCombo(combo: Combo, owner: ComboOwner, straightMetresJustMoved = 0): { allowed: boolean; seconds: number; reasons: string[] } {
  const check = validateCombo(combo, owner);
  const reasons = check.issues.map((i) => i.message);
  if (combo.components.includes(CHARGE_COMPONENT.id) && !chargeAllowed(straightMetresJustMoved)) {
    reasons.push(`Charge needs a straight move of at least ${CHARGE_MIN_METRES} m just before (moved ${straightMetresJustMoved} m)`);
  }
  return { allowed: reasons.length === 0, seconds: COMBO_SECONDS, reasons };
}

/**
 * What a "single attack" (the Nick technique …) may be: an Attack, or any one component of complexity 1.
 */
export function singleAttackOptions(owner: Pick<ComboOwner, "knownComponents">): ComboComponent[] {
  return [...knownComponents(owner).values()].filter((c) => c.id === ATTACK_COMPONENT.id || c.complexity === 1);
}

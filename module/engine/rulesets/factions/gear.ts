/**
 * Combat gear degradation. After a fight, every weapon and armour used at least once makes a durability roll.
 * The text names the roll but not its die; its only die for gear wear is "a 1 ... on the damage die", so the
 * default (DEFAULT_DURABILITY_RULE) rolls each weapon's own damage die and damages it on a 1, and shields and armour,
 * which have no damage die, roll a d6 (1: damaged). A GM may set any other `{ sides, damagedOn }`. Damaged weapons
 * and shields break when they attack and a 1 shows on the damage dice. Damaged shields and armour break under an
 * attack of 8+ damage before armour, the shield first. Improvised weapons count as damaged from the start.
 */
import type { DiceSource } from "../../dice/source";
import { nonNegative } from "../../validate";

export const BREAKING_DAMAGE = 8;

export interface Gear {
  id: string;
  kind: "weapon" | "shield" | "armour";
  damaged: boolean;
  improvised?: boolean;
  /** Used at least once in the fight. */
  used?: boolean;
  /** Weapons: sides of the damage die (a d6 sword → 6), rolled by the default durability rule. */
  damageDie?: number;
}

export function isDamaged(gear: Gear): boolean {
  return gear.damaged || gear.improvised === true;
}

/** The durability roll as the GM sets it: roll a die, the item is damaged on the listed faces. */
export interface DurabilityRule {
  sides: number;
  damagedOn: readonly number[];
}

/** The default reading: a weapon rolls its own damage die; shields and armour roll `otherSides`. */
export interface DamageDieDurabilityRule {
  kind: "damage-die";
  /** Die for shields and armour (they have no damage die). */
  otherSides: number;
  damagedOn: readonly number[];
}

export const DEFAULT_DURABILITY_RULE: Readonly<DamageDieDurabilityRule> = Object.freeze({ kind: "damage-die", otherSides: 6, damagedOn: Object.freeze([1]) });

export interface DurabilityResult {
  id: string;
  /** The die rolled (null: not used in the fight, no roll). */
  sides?: number;
  roll: number | null;
  /** Damaged after the roll (an already damaged item stays damaged). */
  damaged: boolean;
}

function checkFaces(damagedOn: readonly number[], sides: number): void {
  for (const f of damagedOn) if (!Number.isInteger(f) || f < 1 || f > sides) throw new RangeError(`a d${sides} cannot show ${f}`);
}

function dieFor(g: Gear, rule: DurabilityRule | DamageDieDurabilityRule): number {
  if (!("kind" in rule)) return rule.sides;
  if (g.kind !== "weapon") return rule.otherSides;
  if (g.damageDie === undefined) throw new TypeError(`weapon "${g.id}" needs its damageDie for the durability roll (the default rolls the weapon's damage die)`);
  const sides = nonNegative(g.damageDie, `${g.id} damage die`);
  if (sides < 2) throw new RangeError(`${g.id} damage die needs at least 2 sides, got ${sides}`);
  return sides;
}

/** One durability roll for each item used in the fight; an item already damaged stays damaged. */
export function durabilityRolls(dice: DiceSource, gear: readonly Gear[], rule: DurabilityRule | DamageDieDurabilityRule = DEFAULT_DURABILITY_RULE): DurabilityResult[] {
  if (!rule || typeof rule !== "object" || !Array.isArray(rule.damagedOn)) {
    throw new TypeError("a durability rule is { sides, damagedOn } or { kind: \"damage-die\", otherSides, damagedOn }");
  }
  if ("kind" in rule) {
    if (rule.kind !== "damage-die") throw new TypeError(`unknown durability rule kind "${String(rule.kind)}"`);
    const other = nonNegative(rule.otherSides, "durability die for shields and armour");
    checkFaces(rule.damagedOn, other);
  } else checkFaces(rule.damagedOn, nonNegative(rule.sides, "durability die"));
  return gear.map((g) => {
    if (!g.used) return { id: g.id, roll: null, damaged: isDamaged(g) };
    const sides = dieFor(g, rule);
    checkFaces(rule.damagedOn, sides);
    const roll = dice.roll(sides);
    return { id: g.id, sides, roll, damaged: isDamaged(g) || rule.damagedOn.includes(roll) };
  });
}

/** A damaged weapon or shield used to attack breaks when any damage die shows a 1. */
export function breaksOnAttack(gear: Gear, damageDice: readonly (readonly number[])[]): boolean {
  if (gear.kind === "armour") throw new RangeError("armour does not attack");
  return isDamaged(gear) && damageDice.some((roll) => roll.includes(1));
}

/** Which of a damaged shield or damaged armour an attack destroys (8+ damage before armour; the shield first). */
export function breaksUnderHit(damageBeforeArmour: number, shield: Gear | null, armour: Gear | null): string | null {
  if (nonNegative(damageBeforeArmour, "damage") < BREAKING_DAMAGE) return null;
  if (shield && isDamaged(shield)) return shield.id;
  if (armour && isDamaged(armour)) return armour.id;
  return null;
}

/**
 * Combat gear degradation. After a fight, every weapon and armour used at least once makes a durability roll
 * (the text gives no die or threshold, so the GM supplies the rule). Damaged weapons and shields break when they
 * attack and a 1 shows on the damage dice. Damaged shields and armour break under an attack of 8+ damage before
 * armour, the shield first. Improvised weapons count as damaged from the start.
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
}

export function isDamaged(gear: Gear): boolean {
  return gear.damaged || gear.improvised === true;
}

/** The durability roll as the GM sets it: roll a die, the item is damaged on the listed faces. */
export interface DurabilityRule {
  sides: number;
  damagedOn: readonly number[];
}

export interface DurabilityResult {
  id: string;
  roll: number | null;
  /** Damaged after the roll (an already damaged item stays damaged). */
  damaged: boolean;
}

export function durabilityRolls(dice: DiceSource, gear: readonly Gear[], rule: DurabilityRule): DurabilityResult[] {
  if (!rule || !Array.isArray(rule.damagedOn)) throw new TypeError("durability rolls need a rule: the text gives no die or threshold, so the GM must set one");
  const sides = nonNegative(rule.sides, "durability die");
  for (const f of rule.damagedOn) if (!Number.isInteger(f) || f < 1 || f > sides) throw new RangeError(`a d${sides} cannot show ${f}`);
  return gear.map((g) => {
    if (!g.used) return { id: g.id, roll: null, damaged: isDamaged(g) };
    const roll = dice.roll(sides);
    return { id: g.id, roll, damaged: isDamaged(g) || rule.damagedOn.includes(roll) };
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

/**
 * InClose (hand to hand). Everyone InClose is prone unless 3× the Size of every opponent (legs add Stability: +1 Size
 * for four legs, +2 for eight). Only Light, Medium and natural weapons work; Heavy ones are dropped. Light weapons and
 * natural weapons built for combat gain +1 SL; human hands and feet count as Light without the SL unless a skill says so.
 * Holds (on creatures less than 3× your Size) start at Light damage and improve a class at a time; the held may break
 * (each net success lowers the hold a level), reverse (win by 2+), or yield. Subdual and knock-down are opposed rolls.
 */
import type { DiceSource } from "../../dice/source";
import type { Modifier } from "../../modifiers";
import type { OpposedRoll } from "./opposed-roll";
import { opposedRoll } from "./opposed-roll";
import { wholeAtLeast } from "./options";
import type { WeaponClass } from "./weapon-damage";
import { weaponDamage } from "./weapon-damage";

export type Legs = 2 | 4 | 6 | 8;

/** Size counted for staying upright: +1 for four legs, +2 for eight or more (six legs: our reading, +1). */
export function stabilitySize(size: number, legs: Legs = 2): number {
  if (!Number.isFinite(size) || size <= 0) throw new RangeError(`size must be a number > 0, got ${size}`);
  return size + (legs >= 8 ? 2 : legs >= 4 ? 1 : 0);
}

/** Prone InClose unless 3× the Size of all opponents (or a skill/advantage says otherwise). */
export function proneInClose(size: number, opponentSizes: readonly number[], legs: Legs = 2, keepsFooting = false): boolean {
  if (keepsFooting) return false;
  if (opponentSizes.length === 0) throw new RangeError("InClose needs at least one opponent");
  const mine = stabilitySize(size, legs);
  return !opponentSizes.every((s) => mine >= 3 * s);
}

export type NaturalWeapon = "human" | "combat" | null;

export interface InCloseWeapon {
  allowed: boolean;
  /** Heavy (or bigger) weapons are dropped on going InClose. */
  dropped: boolean;
  slModifiers: Modifier[];
}

export function inCloseWeapon(weapon: WeaponClass, natural: NaturalWeapon = null, skillGrantsSl = false): InCloseWeapon {
  if (natural === "human") {
    return { allowed: true, dropped: false, slModifiers: skillGrantsSl ? [{ value: 1, reason: "inclose.light", code: "inclose.light" }] : [] };
  }
  if (natural === "combat" && (weapon === "light" || weapon === "medium")) {
    return { allowed: true, dropped: false, slModifiers: weapon === "light" ? [{ value: 1, reason: "inclose.light", code: "inclose.light" }] : [] };
  }
  if (natural === "combat") return { allowed: true, dropped: false, slModifiers: [] };
  if (weapon === "light") return { allowed: true, dropped: false, slModifiers: [{ value: 1, reason: "inclose.light", code: "inclose.light" }] };
  if (weapon === "medium") return { allowed: true, dropped: false, slModifiers: [] };
  return { allowed: false, dropped: true, slModifiers: [] };
}

/** Hold levels follow the weapon classes: a base hold is Light, improving to Medium, Heavy … */
export const HOLD_LEVELS: readonly WeaponClass[] = ["light", "medium", "heavy", "large", "huge"];

export interface Hold {
  holder: string;
  held: string;
  /** Index into HOLD_LEVELS; 0 = Light. */
  level: number;
}

/**
 * Holds work on creatures less than 3× the holder's Size. A target knocked prone "loses any protections they had due
 * to Size and may now suffer Holds" (`targetProne`).
 */
export function canHold(holderSize: number, targetSize: number, targetProne = false): boolean {
  return targetProne || targetSize < 3 * holderSize;
}

export function startHold(holder: string, held: string, holderSize: number, targetSize: number, targetProne = false): Hold {
  if (!canHold(holderSize, targetSize, targetProne)) throw new RangeError(`${held} is 3× or more the Size of ${holder}: no hold possible`);
  return { holder, held, level: 0 };
}

/** Improve the hold one damage class after a successful new attack. */
export function improveHold(hold: Hold, attackSucceeded: boolean): Hold {
  if (!attackSucceeded) return hold;
  return { ...hold, level: Math.min(HOLD_LEVELS.length - 1, hold.level + 1) };
}

/** Damage the holder inflicts with the hold from an attack's successes (a base hold does Light damage). */
export function holdDamage(hold: Hold, successes: number): number {
  return weaponDamage(HOLD_LEVELS[hold.level]!, successes).damage;
}

export type HoldEscape = "break" | "reverse";

/** The held creature yields: the hold ends and the victim submits (the holder decides its fate). */
export function yieldToHold(hold: Hold): { hold: null; yielded: Hold } {
  return { hold: null, yielded: hold };
}

export interface HoldEscapeOutcome {
  roll: OpposedRoll;
  /** The hold after the attempt; null when broken. */
  hold: Hold | null;
  reversed: boolean;
}

/**
 * The held victim's options: "break" (BODY vs BODY; each net success lowers the hold a level, below Light it breaks)
 * or "reverse" (wins by 2 or more: the victim now holds the holder at the base level). Victim's dice roll first.
 */
export function escapeHold(source: DiceSource, hold: Hold, how: HoldEscape, victimBody: number, holderBody: number): HoldEscapeOutcome {
  const roll = opposedRoll(source, victimBody, holderBody);
  if (how === "reverse") {
    if (roll.margin >= 2) return { roll, hold: { holder: hold.held, held: hold.holder, level: 0 }, reversed: true };
    return { roll, hold, reversed: false };
  }
  if (how !== "break") throw new RangeError(`a held creature may "break" or "reverse" (or yield), got "${String(how)}"`);
  if (roll.margin <= 0) return { roll, hold, reversed: false };
  const level = hold.level - roll.margin;
  return { roll, hold: level < 0 ? null : { ...hold, level }, reversed: false };
}

/**
 * Subdual: the hold's damage from the attacker's roll against the target's BODY successes plus any Size advantage the
 * target has; more damage than that resistance puts the target OoA.
 */
export function subdue(source: DiceSource, hold: Hold, attackDice: number, targetBody: number, targetSizeEdge: number): { damage: number; resistance: number; subdued: boolean; roll: OpposedRoll } {
  wholeAtLeast(attackDice, 0, "subdual dice");
  const roll = opposedRoll(source, attackDice, targetBody, -targetSizeEdge);
  const damage = holdDamage(hold, roll.active.successes);
  const resistance = roll.passive.total;
  return { damage, resistance, subdued: damage > resistance, roll };
}

/** Knock-down of a target standing InClose thanks to Size: BODY vs BODY plus the Size difference. */
export function knockDown(source: DiceSource, attackerBody: number, targetBody: number, sizeEdge: number): { roll: OpposedRoll; knockedDown: boolean } {
  const roll = opposedRoll(source, attackerBody, targetBody, sizeEdge);
  return { roll, knockedDown: roll.activeWins };
}

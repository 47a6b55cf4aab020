/**
 * Size in combat. Sizes are ordered; the difference in steps drives everything: a larger attacker doubles its
 * damage dice per step and may spread melee dice over several smaller targets, a smaller attacker halves damage
 * per step (rounding up: the text's roll of 3 deals 2), ranged maximum range halves per step smaller the target is
 * and doubles per step larger. Blast attacks ignore size.
 */
import { nonNegative } from "../../validate";

export const SIZES = ["tiny", "small", "medium", "large", "massive"] as const;
export type Size = (typeof SIZES)[number];

export function checkSize(value: unknown, name = "size"): Size {
  if (typeof value !== "string" || !(SIZES as readonly string[]).includes(value)) throw new TypeError(`${name} must be one of ${SIZES.join(", ")}, got ${String(value)}`);
  return value as Size;
}

/** Steps from `b` to `a`: positive when `a` is larger. */
export function sizeSteps(a: Size, b: Size): number {
  return SIZES.indexOf(checkSize(a)) - SIZES.indexOf(checkSize(b));
}

/** Halve once per step, rounding up (a roll of 3 against a one-step-larger target deals 2). */
export function halveBySteps(damage: number, steps: number): number {
  let d = nonNegative(damage, "damage");
  for (let i = 0; i < nonNegative(steps, "size steps"); i++) d = Math.ceil(d / 2);
  return d;
}

/** Damage dice a (possibly larger) attacker rolls against one target: doubled per step larger; blasts unchanged. */
export function damageDiceAgainst(baseDice: number, attacker: Size, target: Size, blast = false): number {
  const base = nonNegative(baseDice, "damage dice");
  const steps = sizeSteps(attacker, target);
  return blast || steps <= 0 ? base : base * 2 ** steps;
}

/** Damage a smaller attacker's rolled damage comes to against a larger target (blasts unchanged). */
export function scaleRolledDamage(rolled: number, attacker: Size, target: Size, blast = false): number {
  const steps = sizeSteps(target, attacker);
  return blast || steps <= 0 ? nonNegative(rolled, "damage") : halveBySteps(rolled, steps);
}

/** Maximum range of a ranged attack against a target of another size (halved per step smaller, doubled per step larger). */
export function rangeAgainst(range: number, attacker: Size, target: Size, blast = false): number {
  const r = nonNegative(range, "range");
  if (blast) return r;
  const steps = sizeSteps(target, attacker);
  return r * 2 ** steps;
}

/** Massive characters reach range 1 with melee attacks; everyone else only nearby (range 0). */
export function meleeReach(size: Size): number {
  return checkSize(size) === "massive" ? 1 : 0;
}

export interface DiceShare {
  target: string;
  size: Size;
  dice: number;
}

/**
 * Check how a larger attacker spreads one melee attack over several smaller targets. Against a target n steps
 * smaller the whole attack is base × 2ⁿ dice; each share is that fraction of the attack, and the fractions may add
 * up to at most the whole attack (wyrm: d8 bite → two medium targets d8 each, or three small ones d8, d8, 2d8).
 */
export function checkDiceSpread(baseDice: number, attacker: Size, shares: readonly DiceShare[]): DiceShare[] {
  const base = nonNegative(baseDice, "damage dice");
  if (base === 0) throw new RangeError("an attack without damage dice cannot be spread");
  if (shares.length === 0) throw new RangeError("spreading an attack needs at least one target");
  let maxSteps = 0;
  for (const s of shares) {
    const steps = sizeSteps(attacker, s.size);
    if (steps <= 0) throw new RangeError(`only smaller targets can share an attack's dice; ${s.target} is ${s.size}`);
    if (nonNegative(s.dice, `dice for ${s.target}`) < 1) throw new RangeError(`${s.target} needs at least one die`);
    maxSteps = Math.max(maxSteps, steps);
  }
  // Sum of dice_i / (base × 2^steps_i) ≤ 1, in whole numbers: Σ dice_i × 2^(max − steps_i) ≤ base × 2^max.
  let used = 0;
  for (const s of shares) used += s.dice * 2 ** (maxSteps - sizeSteps(attacker, s.size));
  const whole = base * 2 ** maxSteps;
  if (used > whole) throw new RangeError(`the shares use more than the whole attack (${used}/${whole} of it)`);
  return [...shares];
}

/**
 * Collisions (something moving into another's occupied square):
 * 1. Every creature may dodge: DC 4 + largest scale − smallest scale.
 * 2. Whoever fails takes 1d6 + 3 × (smallest scale involved) + 1 per 5 squares/second of the fastest mover's
 *    speed. Someone crushed against a hard surface uses the largest scale involved (the surface aside) instead.
 *
 * Readings (see docs/rules-notes): one damage die for the whole collision (as for area attacks); squares of speed
 * are counted at the scale of the one taking damage (the Speed section's rule); objects cannot dodge.
 */
import { rollCheck, type CheckResult } from "../../dice/check";
import type { DiceSource } from "../../dice/source";
import type { Modifier } from "../../modifiers";
import { checkScale, metresToSquares } from "./scale";

export interface Collider {
  id: string;
  scale: number;
  /** Speed at impact in metres per second (0 if standing still). */
  speed: number;
  /** Dodge (Reflex) bonus; absent for objects and anyone who cannot make defence rolls. */
  dodgeBonus?: number;
  /** Squashed against a hard surface (a wall, the ground) by the collision. */
  crushed?: boolean;
}

export interface ColliderResult {
  id: string;
  dodge?: CheckResult;
  hit: boolean;
  modifiers: Modifier[];
  damage?: number;
}

export interface CollisionOutcome {
  dodgeDc: number;
  /** The shared damage die, rolled if anyone failed to dodge. */
  damageRoll?: number;
  results: ColliderResult[];
  explanation: string[];
}

export const SQUARES_PER_SECOND_PER_POINT = 5;

/** DC 4 + the largest scale involved − the smallest. */
export function collisionDodgeDc(scales: readonly number[]): number {
  if (scales.length < 2) throw new RangeError("a collision needs at least two participants");
  scales.forEach((s) => checkScale(s));
  return 4 + Math.max(...scales) - Math.min(...scales);
}

/** +1 per full 5 squares a second, squares measured at `scale` (also the Speed section's melee bonus). */
export function speedDamageBonus(metresPerSecond: number, scale: number): number {
  return Math.floor(metresToSquares(metresPerSecond, scale) / SQUARES_PER_SECOND_PER_POINT);
}

/** Resolve a collision. Dice order: each dodger in the given order, then the one damage d6. */
export function resolveCollision(dice: DiceSource, colliders: readonly Collider[]): CollisionOutcome {
  const ids = new Set<string>();
  for (const c of colliders) {
    if (!c.id) throw new TypeError("every collider needs an id");
    if (ids.has(c.id)) throw new RangeError(`collider "${c.id}" is listed twice`);
    ids.add(c.id);
    if (typeof c.speed !== "number" || !Number.isFinite(c.speed) || c.speed < 0) {
      throw new RangeError(`${c.id}'s speed must be a finite number of m/s ≥ 0, got ${String(c.speed)}`);
    }
  }
  const scales = colliders.map((c) => c.scale);
  const dodgeDc = collisionDodgeDc(scales);
  const smallest = Math.min(...scales);
  const largest = Math.max(...scales);
  const fastest = Math.max(...colliders.map((c) => c.speed));
  const explanation = [`dodge DC 4 + ${largest} − ${smallest} = ${dodgeDc}`];
  const results: ColliderResult[] = colliders.map((c) => {
    if (c.dodgeBonus === undefined) return { id: c.id, hit: true, modifiers: [] };
    const dodge = rollCheck(dice, c.dodgeBonus, dodgeDc);
    explanation.push(`${c.id} dodges ${dodge.roll} + ${c.dodgeBonus} = ${dodge.total}: ${dodge.success ? "avoids it" : "fails"}`);
    return { id: c.id, dodge, hit: !dodge.success, modifiers: [] };
  });
  if (!results.some((r) => r.hit)) return { dodgeDc, results, explanation };
  const damageRoll = dice.roll(6);
  colliders.forEach((c, i) => {
    const r = results[i]!;
    if (!r.hit) return;
    const sizeScale = c.crushed ? largest : smallest;
    r.modifiers.push({ value: 3 * sizeScale, reason: c.crushed ? `crushed: largest scale ${largest}` : `smallest scale ${smallest}`, code: c.crushed ? "collision.crushed" : "collision.smallest", data: { scale: sizeScale } });
    r.modifiers.push({ value: speedDamageBonus(fastest, c.scale), reason: `${fastest} m/s`, code: "speed", data: { speed: fastest } });
    r.damage = Math.max(0, damageRoll + r.modifiers.reduce((s, m) => s + m.value, 0));
    explanation.push(`${c.id} takes d6 ${damageRoll} ${r.modifiers.map((m) => `${m.value >= 0 ? "+" : "−"}${Math.abs(m.value)} (${m.reason})`).join(" ")} = ${r.damage}`);
  });
  return { dodgeDc, damageRoll, results, explanation };
}

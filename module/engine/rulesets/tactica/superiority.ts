/**
 * Superiority Level (SL): which faces of an attack die succeed. The standard level succeeds on 5–6; each SL gained
 * lowers the threshold by one (5–6 → 4–6) and each SL lost raises it. A 1 never succeeds: it is always a miss and an
 * exposure candidate, so the threshold stops at 2; at worst only 6s succeed.
 */
import type { Modifier } from "../../modifiers";
import { total } from "../../modifiers";

export const STANDARD_THRESHOLD = 5;

/** The lowest succeeding face for a net SL shift (positive = better for the roller). */
export function superiorityThreshold(shift: number): number {
  if (!Number.isInteger(shift)) throw new RangeError(`an SL shift must be a whole number, got ${shift}`);
  return Math.min(6, Math.max(2, STANDARD_THRESHOLD - shift));
}

/** The threshold from a list of SL modifiers, each with its reason (fumbled target, Light weapon InClose …). */
export function superiorityFrom(mods: readonly Modifier[]): { shift: number; threshold: number; modifiers: Modifier[] } {
  const shift = total(mods);
  return { shift, threshold: superiorityThreshold(shift), modifiers: mods.slice() };
}

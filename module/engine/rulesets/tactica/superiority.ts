/**
 * Superiority Level (SL): which faces of an attack die succeed. The standard level succeeds on 5–6; each SL gained
 * lowers the threshold by one (5–6 → 4–6) and each SL lost raises it. A 1 never succeeds: it is always a miss and an
 * exposure candidate, so the threshold stops at 2; at worst only 6s succeed.
 */
import type { Modifier } from "../../modifiers";
import { total } from "../../modifiers";

export const STANDARD_THRESHOLD = 5;

/** What one d6 face reads as at a threshold: a success, a 1 (never a success: a miss, an exposure candidate) or a miss. */
export type FaceReading = "success" | "one" | "failure";

/**
 * One die of a roll read at `threshold` (the standard 5–6 unless an SL shifts it): every tactica pool, characteristic
 * rolls and opposed rolls included, succeeds on the same faces.
 */
export function readFace(face: number, threshold = STANDARD_THRESHOLD): FaceReading {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new RangeError(`a d6 face must be 1–6, got ${face}`);
  if (!Number.isInteger(threshold) || threshold < 2 || threshold > 6) throw new RangeError(`a success threshold must be 2–6, got ${threshold}`);
  return face >= threshold ? "success" : face === 1 ? "one" : "failure";
}

/** Whether a face succeeds at `threshold` (5–6 unless an SL shifts it). */
export function isSuccessFace(face: number, threshold = STANDARD_THRESHOLD): boolean {
  return readFace(face, threshold) === "success";
}

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

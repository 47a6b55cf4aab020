/**
 * Stress: up to SOUL without effect; each point above SOUL adds one Stress die to every roll. A Stress die that
 * succeeds gives 1 WP instead of a success; one that fails is a critical failure. Resting resets Stress to 0.
 */
import { nonNegative } from "../../validate";

/** Stress dice added to every roll: Stress above SOUL. */
export function stressDice(stress: number, soul: number): number {
  return Math.max(0, nonNegative(stress, "stress") - nonNegative(soul, "soul"));
}

/** Which Stress-die faces count as a critical failure. */
export type CriticalFailureRule =
  /** The text's words: any Stress die that is not a success (1–4 at the usual threshold). */
  | "failure"
  /** A gentler house reading: only a 1. */
  | "one";

export function isCriticalFailure(face: number, threshold: number, rule: CriticalFailureRule = "failure"): boolean {
  return rule === "one" ? face === 1 : face < threshold;
}

export interface StressChange {
  stressBefore: number;
  stressAfter: number;
}

export function addStress(stress: number, amount: number): StressChange {
  const before = nonNegative(stress, "stress");
  return { stressBefore: before, stressAfter: before + nonNegative(amount, "stress gained") };
}

/** After resting, Stress always resets to 0. */
export function restStress(stress: number): StressChange {
  return { stressBefore: nonNegative(stress, "stress"), stressAfter: 0 };
}

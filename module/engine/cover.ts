/**
 * Cover as ordered steps: none → light → medium → heavy → total. Effects that "improve cover by one step" raise it
 * (never past total); effects that ignore cover lower it (never below none). What each step is worth is a
 * ruleset's table, applied through `coverModifier` so the reason travels with the number.
 */
import type { Modifier } from "./modifiers";

export const COVER_STEPS = ["none", "light", "medium", "heavy", "total"] as const;
export type CoverStep = (typeof COVER_STEPS)[number];

export function isCoverStep(value: unknown): value is CoverStep {
  return typeof value === "string" && (COVER_STEPS as readonly string[]).includes(value);
}

/** Position of a step: none = 0 … total = 4. */
export function coverIndex(step: CoverStep): number {
  const i = (COVER_STEPS as readonly string[]).indexOf(step);
  if (i < 0) throw new RangeError(`unknown cover step "${String(step)}"; expected one of ${COVER_STEPS.join(", ")}`);
  return i;
}

/** Raise (by > 0) or lower (by < 0) cover by whole steps, clamped to none…total. */
export function raiseCover(step: CoverStep, by: number): CoverStep {
  if (!Number.isInteger(by)) throw new RangeError(`cover changes by whole steps, got ${by}`);
  const i = Math.min(COVER_STEPS.length - 1, Math.max(0, coverIndex(step) + by));
  return COVER_STEPS[i]!;
}

/** Negative when a is less cover than b, 0 when equal, positive when more. */
export function compareCover(a: CoverStep, b: CoverStep): number {
  return coverIndex(a) - coverIndex(b);
}

/** The best of several covers (a target behind two obstacles uses the better one). */
export function bestCover(...steps: CoverStep[]): CoverStep {
  let best: CoverStep = "none";
  for (const s of steps) if (compareCover(s, best) > 0) best = s;
  return best;
}

/** Total cover blocks attacks outright in every ruleset that names it (a barrier). */
export function blocksAttacks(step: CoverStep): boolean {
  return step === "total";
}

/**
 * The modifier a ruleset's table gives for a cover step, with reason "cover.<step>"; null when the table gives
 * nothing (no cover, or a step the ruleset does not use).
 */
export function coverModifier(step: CoverStep, table: Partial<Record<CoverStep, number>>): Modifier | null {
  coverIndex(step);
  const value = table[step];
  if (value === undefined || value === 0) return null;
  return { value, reason: `cover.${step}`, code: `cover.${step}` };
}

/** Exact odds of a roll-under save. */
import type { SaveOptions } from "../dice/save";

export function saveOdds(score: number, opts: SaveOptions = {}): number {
  if (!Number.isInteger(score)) throw new TypeError(`a save score must be a whole number, got ${score}`);
  const sides = opts.sides ?? 20;
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`a die needs a whole number of sides ≥ 2, got ${sides}`);
  const inclusive = opts.inclusive ?? true;
  const passing = Math.min(sides, Math.max(0, inclusive ? score : score - 1));
  return passing / sides;
}

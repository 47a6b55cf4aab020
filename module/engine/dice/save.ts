/**
 * Roll-under saves: a d20 (by default) against a score; the save passes when the die is at most the score
 * (inclusive, the default) or strictly below it (`inclusive: false`, for texts that say "lower than").
 */
import type { DiceSource } from "./source";

export interface SaveOptions {
  /** Die size, 20 by default. */
  sides?: number;
  /** true (default): roll ≤ score passes; false: roll < score passes. */
  inclusive?: boolean;
}

export interface SaveResult {
  roll: number;
  score: number;
  success: boolean;
  sides: number;
  inclusive: boolean;
}

function options(score: number, opts: SaveOptions): { sides: number; inclusive: boolean } {
  if (!Number.isInteger(score)) throw new TypeError(`a save score must be a whole number, got ${score}`);
  const sides = opts.sides ?? 20;
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`a die needs a whole number of sides ≥ 2, got ${sides}`);
  return { sides, inclusive: opts.inclusive ?? true };
}

/** Resolve a save from a known die. */
export function resolveSave(roll: number, score: number, opts: SaveOptions = {}): SaveResult {
  const { sides, inclusive } = options(score, opts);
  if (!Number.isInteger(roll) || roll < 1 || roll > sides) throw new RangeError(`a d${sides} cannot show ${roll}`);
  return { roll, score, success: inclusive ? roll <= score : roll < score, sides, inclusive };
}

export function rollSave(dice: DiceSource, score: number, opts: SaveOptions = {}): SaveResult {
  const { sides, inclusive } = options(score, opts);
  const roll = dice.roll(sides);
  return { roll, score, success: inclusive ? roll <= score : roll < score, sides, inclusive };
}

/**
 * Dice sources: where every die the engine rolls comes from.
 *
 * The engine never calls Math.random. It asks a DiceSource for one die at a time, so the same inputs and the
 * same source always give the same outcome: a seeded generator in tests and simulations, or the results of a
 * Foundry Roll (fed in order through `queuedDice`) in play.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

export interface DiceSource {
  /** One die with `sides` faces: an integer from 1 to `sides`. */
  roll(sides: number): number;
}

export const DIE_SIZES = [4, 6, 8, 10, 12, 20] as const;
export type DieSize = (typeof DIE_SIZES)[number];

function checkSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`a die needs a whole number of sides ≥ 2, got ${sides}`);
}

/** A reproducible source for tests and simulations (xoroshiro128+ from pure-rand). */
export function seededDice(seed: number): DiceSource {
  const rng = xoroshiro128plus(seed);
  return {
    roll(sides) {
      checkSides(sides);
      return uniformInt(rng, 1, sides);
    },
  };
}

/** Error thrown when a queued source runs out: the caller rolled fewer dice than the engine needed. */
export class DiceExhaustedError extends Error {
  constructor(readonly needed: number) {
    super(`the dice source ran out: ${needed} given, at least one more needed`);
    this.name = "DiceExhaustedError";
  }
}

/**
 * A source that hands out given results in order: a Foundry Roll's dice in play, or a worked example's dice in a
 * test. A result that cannot come from the requested die is an error, not silently used.
 */
export function queuedDice(results: readonly number[]): DiceSource & { readonly used: number; readonly remaining: number } {
  let next = 0;
  return {
    roll(sides) {
      checkSides(sides);
      if (next >= results.length) throw new DiceExhaustedError(results.length);
      const value = results[next++]!;
      if (!Number.isInteger(value) || value < 1 || value > sides) {
        throw new RangeError(`die ${next} is ${value}, which a d${sides} cannot roll`);
      }
      return value;
    },
    get used() {
      return next;
    },
    get remaining() {
      return results.length - next;
    },
  };
}

/** Roll `count` dice of `sides` faces. */
export function rollDice(dice: DiceSource, count: number, sides: number): number[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`cannot roll ${count} dice`);
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) out[i] = dice.roll(sides);
  return out;
}

/** One die as a recording source saw it. */
export interface RolledDie {
  sides: number;
  value: number;
}

/**
 * Wrap a source and keep every die it hands out, in order: for a chat card that lists the dice, or to replay the
 * same outcome later through `queuedDice(log.map((d) => d.value))`.
 */
export function recordingDice(inner: DiceSource): DiceSource & { readonly log: readonly RolledDie[] } {
  const log: RolledDie[] = [];
  return {
    roll(sides) {
      const value = inner.roll(sides);
      log.push({ sides, value });
      return value;
    },
    log,
  };
}

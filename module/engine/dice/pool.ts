/**
 * d6 success pools: roll a handful of d6, each die at or above the threshold is a success (5–6 by default).
 * Ones and sixes are counted too because rulesets hang effects on them (tactica's limited options on a 1,
 * extra dice on a 6). Counting is a plain loop over the values: no per-die objects.
 */
import type { DiceSource } from "./source";

export interface PoolOptions {
  /** Lowest face that counts as a success; default 5 (5–6 succeed). A shifted pool uses 4 (4–6) or 6 (only 6). */
  threshold?: number;
  /**
   * Each 6 among the rolled dice adds one extra die, rolled at once and counted like the others; the extra dice do
   * not explode again (tactica: "rerolls do not give you further rerolls").
   */
  explode?: boolean;
}

export interface PoolResult {
  /** Every die in roll order: the pool first, then any extra dice from exploding sixes. */
  dice: number[];
  /** Dice showing at least `threshold`. */
  successes: number;
  ones: number;
  sixes: number;
  /** The threshold used. */
  threshold: number;
  /** How many dice at the end of `dice` were extra dice from exploding sixes (0 without `explode`). */
  extra: number;
}

export function checkThreshold(threshold: number): void {
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > 7) {
    throw new RangeError(`a pool success threshold must be a whole number from 1 to 7 (7: nothing succeeds), got ${threshold}`);
  }
}

export function checkCount(count: number, what = "pool size"): void {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`${what} must be a whole number ≥ 0, got ${count}`);
}

/** Count successes, ones and sixes of known d6 values (a worked example's dice or a Foundry Roll's). */
export function countPool(values: readonly number[], threshold = 5): PoolResult {
  checkThreshold(threshold);
  let successes = 0;
  let ones = 0;
  let sixes = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isInteger(v) || v < 1 || v > 6) throw new RangeError(`pool die ${i + 1} is ${v}, which a d6 cannot show`);
    if (v >= threshold) successes++;
    if (v === 1) ones++;
    else if (v === 6) sixes++;
  }
  return { dice: values.slice(), successes, ones, sixes, threshold, extra: 0 };
}

/** Roll `count` d6 and count them. */
export function rollPool(dice: DiceSource, count: number, opts: PoolOptions = {}): PoolResult {
  checkCount(count);
  const threshold = opts.threshold ?? 5;
  checkThreshold(threshold);
  const values = new Array<number>(count);
  let successes = 0;
  let ones = 0;
  let sixes = 0;
  for (let i = 0; i < count; i++) {
    const v = dice.roll(6);
    values[i] = v;
    if (v >= threshold) successes++;
    if (v === 1) ones++;
    else if (v === 6) sixes++;
  }
  let extra = 0;
  if (opts.explode) {
    extra = sixes;
    for (let i = 0; i < extra; i++) {
      const v = dice.roll(6);
      values.push(v);
      if (v >= threshold) successes++;
      if (v === 1) ones++;
      else if (v === 6) sixes++;
    }
  }
  return { dice: values, successes, ones, sixes, threshold, extra };
}

/** Which dice to roll again: a face test (e.g. every failure) or explicit positions in `dice`. */
export type RerollSelector = ((value: number, index: number) => boolean) | readonly number[];

export interface RerolledPool extends PoolResult {
  /** Positions in `dice` that were rolled again (each once). */
  rerolled: number[];
  /** The values those positions showed before the reroll. */
  before: number[];
}

/**
 * Roll selected dice of a pool once more and count again; the new value stands even if worse. Extra dice are kept
 * as they were (a reroll never adds or removes exploding dice).
 */
export function rerollPool(dice: DiceSource, pool: PoolResult, which: RerollSelector): RerolledPool {
  const values = pool.dice.slice();
  const picked: number[] = [];
  if (typeof which === "function") {
    for (let i = 0; i < values.length; i++) if (which(values[i]!, i)) picked.push(i);
  } else {
    const seen = new Set<number>();
    for (const i of which) {
      if (!Number.isInteger(i) || i < 0 || i >= values.length) {
        throw new RangeError(`cannot reroll die at position ${i}: the pool has ${values.length} dice`);
      }
      if (seen.has(i)) throw new RangeError(`die at position ${i} is selected twice for a reroll`);
      seen.add(i);
      picked.push(i);
    }
  }
  const before = picked.map((i) => values[i]!);
  for (const i of picked) values[i] = dice.roll(6);
  const counted = countPool(values, pool.threshold);
  return { ...counted, extra: pool.extra, rerolled: picked, before };
}

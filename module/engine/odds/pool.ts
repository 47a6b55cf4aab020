/**
 * Exact distribution of successes in a d6 pool, by convolution of per-die distributions (O(n²), no sampling).
 */
import { checkCount, checkThreshold } from "../dice/pool";

export interface PoolOddsOptions {
  /** As in rollPool: each 6 adds one extra die that does not explode. */
  explode?: boolean;
  /**
   * Every die that fails is rolled once more and the new face stands (rerollPool with "every failure"); the
   * exploding extra dice, if any, are not rerolled.
   */
  rerollFailures?: boolean;
}

/** P(success) of one d6 at a threshold. */
export function dieSuccessChance(threshold = 5): number {
  checkThreshold(threshold);
  return (7 - threshold) / 6;
}

/**
 * result[k] = P(exactly k successes) for `count` d6 at `threshold`. With `explode`, a die can give 2 successes
 * (a 6 plus a successful extra die), so the array runs to 2 × count.
 */
export function poolDistribution(count: number, threshold = 5, opts: PoolOddsOptions = {}): number[] {
  checkCount(count);
  const base = dieSuccessChance(threshold);
  if (opts.rerollFailures && opts.explode) {
    throw new RangeError("poolDistribution: rerollFailures with explode is ambiguous (does a rerolled 6 explode?); resolve them separately");
  }
  const p = opts.rerollFailures ? base + (1 - base) * base : base;
  // One die's successes: [P0, P1, P2].
  let perDie: [number, number, number];
  if (!opts.explode) {
    perDie = [1 - p, p, 0];
  } else {
    const six = 1 / 6;
    const sixSucceeds = threshold <= 6;
    const nonSixSuccess = Math.max(0, p - (sixSucceeds ? six : 0)); // faces threshold..5
    const nonSixFail = 5 / 6 - nonSixSuccess;
    const base = sixSucceeds ? 1 : 0; // the six itself
    perDie = [nonSixFail, nonSixSuccess, 0];
    perDie[base] += six * (1 - p); // six, extra die fails
    perDie[base + 1] += six * p; // six, extra die succeeds
  }
  const width = opts.explode ? 2 : 1;
  let dist = new Float64Array(count * width + 1);
  let next = new Float64Array(count * width + 1);
  dist[0] = 1;
  for (let n = 0; n < count; n++) {
    next.fill(0);
    const top = n * width;
    for (let k = 0; k <= top; k++) {
      const q = dist[k]!;
      if (q === 0) continue;
      next[k]! += q * perDie[0];
      next[k + 1]! += q * perDie[1];
      if (width === 2) next[k + 2]! += q * perDie[2];
    }
    const t = dist;
    dist = next;
    next = t;
  }
  return Array.from(dist);
}

/** P(at least `needed` successes). */
export function poolAtLeast(count: number, needed: number, threshold = 5, opts: PoolOddsOptions = {}): number {
  const dist = poolDistribution(count, threshold, opts);
  let sum = 0;
  for (let k = Math.max(0, needed); k < dist.length; k++) sum += dist[k]!;
  return sum;
}

/** One joint outcome of a pool: successes, ones and sixes together. */
export interface PoolOutcome {
  successes: number;
  ones: number;
  sixes: number;
  p: number;
}

/**
 * The joint distribution of (successes, ones, sixes) for `count` d6, exact (multinomial over four kinds of face:
 * a one, a six, another success, another failure). Tactica hangs limited options on 1s and extra dice on 6s.
 * Sorted by successes, then ones, then sixes.
 */
export function poolOutcomeDistribution(count: number, threshold = 5): PoolOutcome[] {
  checkCount(count);
  checkThreshold(threshold);
  const n = count + 1;
  // state index: (s * n + o) * n + x
  let dist = new Map<number, number>([[0, 1]]);
  for (let d = 0; d < count; d++) {
    const next = new Map<number, number>();
    for (const [key, q] of dist) {
      const x = key % n;
      const o = Math.floor(key / n) % n;
      const s = Math.floor(key / (n * n));
      for (let face = 1; face <= 6; face++) {
        const k = ((s + (face >= threshold ? 1 : 0)) * n + (o + (face === 1 ? 1 : 0))) * n + (x + (face === 6 ? 1 : 0));
        next.set(k, (next.get(k) ?? 0) + q / 6);
      }
    }
    dist = next;
  }
  return [...dist.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([key, p]) => ({ successes: Math.floor(key / (n * n)), ones: Math.floor(key / n) % n, sixes: key % n, p }));
}

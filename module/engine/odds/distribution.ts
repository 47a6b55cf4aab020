/**
 * A small exact discrete-distribution toolkit: outcomes with probabilities (doubles), built by enumeration and
 * combined by map / flatMap / convolve. Rulesets compose these into attack odds (hit chance × damage, …).
 * Outcomes are primitives so equal outcomes merge by Map key.
 */
export type Outcome = number | string | boolean;

/** Tolerance for "sums to 1": enumeration over a few dozen dice keeps rounding far below this. */
export const SUM_TOLERANCE = 1e-12;

export class Distribution<T extends Outcome> {
  private constructor(readonly probs: ReadonlyMap<T, number>) {}

  /**
   * From (outcome, weight) pairs; equal outcomes merge. Weights are normalised when `normalise` is set, otherwise
   * they must already sum to 1 (a wrong table is an error, not a silently skewed answer).
   */
  static from<T extends Outcome>(entries: Iterable<readonly [T, number]>, normalise = false): Distribution<T> {
    const probs = new Map<T, number>();
    let sum = 0;
    for (const [value, p] of entries) {
      if (!Number.isFinite(p) || p < 0) throw new RangeError(`probability of ${String(value)} must be a finite number ≥ 0, got ${p}`);
      if (p === 0) continue;
      probs.set(value, (probs.get(value) ?? 0) + p);
      sum += p;
    }
    if (probs.size === 0) throw new RangeError("a distribution needs at least one outcome with a probability above 0");
    if (normalise) {
      for (const [k, p] of probs) probs.set(k, p / sum);
    } else if (Math.abs(sum - 1) > 1e-9) {
      throw new RangeError(`probabilities sum to ${sum}, not 1`);
    }
    return new Distribution(probs);
  }

  /** Every value equally likely (a die's faces, a list of neighbouring zones). */
  static uniform<T extends Outcome>(values: readonly T[]): Distribution<T> {
    if (values.length === 0) throw new RangeError("a uniform distribution needs at least one value");
    return Distribution.from(values.map((v) => [v, 1] as const), true);
  }

  /** One die: faces 1..sides. */
  static die(sides: number): Distribution<number> {
    if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`a die needs a whole number of sides ≥ 1, got ${sides}`);
    const faces = new Array<number>(sides);
    for (let i = 0; i < sides; i++) faces[i] = i + 1;
    return Distribution.uniform(faces);
  }

  /** A certain outcome. */
  static always<T extends Outcome>(value: T): Distribution<T> {
    return new Distribution(new Map([[value, 1]]));
  }

  /** From a probability array indexed by outcome (poolDistribution's shape). */
  static fromArray(probs: readonly number[]): Distribution<number> {
    return Distribution.from(probs.map((p, k) => [k, p] as const));
  }

  p(value: T): number {
    return this.probs.get(value) ?? 0;
  }

  get outcomes(): T[] {
    return [...this.probs.keys()];
  }

  map<U extends Outcome>(f: (value: T) => U): Distribution<U> {
    const out = new Map<U, number>();
    for (const [v, p] of this.probs) {
      const u = f(v);
      out.set(u, (out.get(u) ?? 0) + p);
    }
    return new Distribution(out);
  }

  /** Each outcome leads to a further distribution (roll to hit, then roll damage only on a hit). */
  flatMap<U extends Outcome>(f: (value: T) => Distribution<U>): Distribution<U> {
    const out = new Map<U, number>();
    for (const [v, p] of this.probs) {
      for (const [u, q] of f(v).probs) out.set(u, (out.get(u) ?? 0) + p * q);
    }
    return new Distribution(out);
  }

  /** Independent combination; by default the sum of two numeric outcomes. */
  convolve<U extends Outcome, R extends Outcome>(other: Distribution<U>, combine: (a: T, b: U) => R): Distribution<R> {
    return this.flatMap((a) => other.map((b) => combine(a, b)));
  }

  probability(predicate: (value: T) => boolean): number {
    let sum = 0;
    for (const [v, p] of this.probs) if (predicate(v)) sum += p;
    return sum;
  }

  /** Sum of all probabilities (1 within SUM_TOLERANCE for any distribution built here). */
  total(): number {
    let sum = 0;
    for (const p of this.probs.values()) sum += p;
    return sum;
  }

  /** Outcomes sorted ascending (numbers) or by insertion (others), with their probabilities. */
  entries(): Array<[T, number]> {
    const list = [...this.probs.entries()];
    if (list.every(([v]) => typeof v === "number")) list.sort((a, b) => (a[0] as number) - (b[0] as number));
    return list;
  }
}

/** Sum of two independent numeric distributions. */
export function convolve(a: Distribution<number>, b: Distribution<number>): Distribution<number> {
  return a.convolve(b, (x, y) => x + y);
}

/** The mean of a numeric distribution. */
export function expectation(d: Distribution<number>): number {
  let sum = 0;
  for (const [v, p] of d.probs) sum += v * p;
  return sum;
}

/** Sum of `count` independent copies of a numeric distribution (2d6 = sumOf(die(6), 2)). */
export function sumOf(d: Distribution<number>, count: number): Distribution<number> {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`cannot sum ${count} copies of a distribution`);
  let acc: Distribution<number> = Distribution.always<number>(0);
  for (let i = 0; i < count; i++) acc = convolve(acc, d);
  return acc;
}

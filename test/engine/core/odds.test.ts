import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countPool, rollPool } from "../../../module/engine/dice/pool";
import { seededDice } from "../../../module/engine/dice/source";
import { checkDistribution } from "../../../module/engine/odds/check";
import { Distribution, convolve, expectation, sumOf, SUM_TOLERANCE } from "../../../module/engine/odds/distribution";
import { poolAtLeast, poolDistribution } from "../../../module/engine/odds/pool";
import { saveOdds } from "../../../module/engine/odds/save";
import { chiSquare } from "./chi-square";

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Every sequence of `n` d6 faces. */
function* allFaces(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of allFaces(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

/** Brute force: enumerate every pool (and every extra die for each six) and count successes. */
function bruteForcePool(count: number, threshold: number, explode: boolean): number[] {
  const out = new Array<number>(2 * count + 1).fill(0);
  for (const faces of allFaces(count)) {
    const base = countPool(faces, threshold);
    const p = 6 ** -count;
    if (!explode || base.sixes === 0) {
      out[base.successes]! += p;
      continue;
    }
    for (const extra of allFaces(base.sixes)) out[base.successes + countPool(extra, threshold).successes]! += p * 6 ** -base.sixes;
  }
  return out;
}

describe("poolDistribution", () => {
  it("2d6 at 5+: 4/9, 4/9, 1/9", () => {
    const d = poolDistribution(2);
    expect(d[0]).toBeCloseTo(4 / 9, 15);
    expect(d[1]).toBeCloseTo(4 / 9, 15);
    expect(d[2]).toBeCloseTo(1 / 9, 15);
  });

  it("property: sums to 1 within 1e-12 for any size, threshold and explosion", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 7 }), fc.boolean(), (n, t, explode) => {
        expect(Math.abs(sum(poolDistribution(n, t, { explode })) - 1)).toBeLessThan(SUM_TOLERANCE);
      }),
    );
  });

  it("property: equals brute-force enumeration of every face (up to 4 dice, with and without explosion)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 7 }), fc.boolean(), (n, t, explode) => {
        const exact = poolDistribution(n, t, { explode });
        const brute = bruteForcePool(n, t, explode);
        for (let k = 0; k < brute.length; k++) expect(exact[k] ?? 0).toBeCloseTo(brute[k]!, 12);
      }),
      { numRuns: 60 },
    );
  });

  it("poolAtLeast sums the tail", () => {
    expect(poolAtLeast(3, 1)).toBeCloseTo(1 - (2 / 3) ** 3, 15);
    expect(poolAtLeast(3, 0)).toBeCloseTo(1, 15);
    expect(poolAtLeast(3, 4)).toBe(0);
  });

  it("the statistics test can fail: 5+ pools rejected against the 4+ distribution", () => {
    const dice = seededDice(9);
    const observed = new Array<number>(7).fill(0);
    for (let i = 0; i < 20_000; i++) observed[rollPool(dice, 6).successes]!++;
    expect(chiSquare(observed, poolDistribution(6, 4)).pValue).toBeLessThan(1e-6);
  });

  it("rejects bad input", () => {
    expect(() => poolDistribution(-1)).toThrow(RangeError);
    expect(() => poolDistribution(3, 8)).toThrow(/threshold/);
  });
});

describe("checkDistribution and saveOdds", () => {
  it("d6+1 against 5: success on 4, 5, 6", () => {
    const d = checkDistribution(1, 5);
    expect(d.success).toBeCloseTo(1 / 2, 15);
    expect(d.failure).toBeCloseTo(1 / 2, 15);
    expect([...d.byMargin.keys()].sort((a, b) => a - b)).toEqual([-3, -2, -1, 0, 1, 2]);
  });

  it("property: a check's margins and success/failure each sum to 1 and agree", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 40 }), fc.constantFrom(4, 6, 8, 10, 12, 20), (b, t, s) => {
        const d = checkDistribution(b, t, s);
        expect(Math.abs(d.success + d.failure - 1)).toBeLessThan(SUM_TOLERANCE);
        expect(Math.abs(sum([...d.byMargin.values()]) - 1)).toBeLessThan(SUM_TOLERANCE);
        let hit = 0;
        for (const [m, p] of d.byMargin) if (m >= 0) hit += p;
        expect(Math.abs(hit - d.success)).toBeLessThan(SUM_TOLERANCE);
      }),
    );
  });

  it("saves: d20 under AGI 8 passes 8 times in 20 (7 when strict); clamped at 0 and 1", () => {
    expect(saveOdds(8)).toBe(8 / 20);
    expect(saveOdds(8, { inclusive: false })).toBe(7 / 20);
    expect(saveOdds(25)).toBe(1);
    expect(saveOdds(-3)).toBe(0);
    expect(saveOdds(3, { sides: 6 })).toBe(0.5);
  });
});

describe("Distribution toolkit", () => {
  it("2d6 by convolution: 7 is 6/36, total 1", () => {
    const twoD6 = convolve(Distribution.die(6), Distribution.die(6));
    expect(twoD6.p(7)).toBeCloseTo(6 / 36, 15);
    expect(twoD6.p(2)).toBeCloseTo(1 / 36, 15);
    expect(expectation(twoD6)).toBeCloseTo(7, 12);
    expect(sumOf(Distribution.die(6), 2).p(12)).toBeCloseTo(1 / 36, 15);
  });

  it("flatMap composes hit and damage: hit on 5+ then d6 damage, else 0", () => {
    const hit = Distribution.fromArray(poolDistribution(1)).map((s) => s > 0);
    const damage = hit.flatMap((h) => (h ? Distribution.die(6) : Distribution.always(0)));
    expect(damage.p(0)).toBeCloseTo(2 / 3, 15);
    expect(damage.p(6)).toBeCloseTo(1 / 18, 15);
    expect(damage.probability((d) => d >= 5)).toBeCloseTo(2 / 18, 15);
    expect(Math.abs(damage.total() - 1)).toBeLessThan(SUM_TOLERANCE);
  });

  it("property: map, flatMap and convolve keep the total at 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 5 }), (a, b, k) => {
        const d = convolve(Distribution.die(a), Distribution.die(b)).map((v) => v % k);
        const e = d.flatMap((v) => sumOf(Distribution.die(b), v));
        expect(Math.abs(d.total() - 1)).toBeLessThan(SUM_TOLERANCE);
        expect(Math.abs(e.total() - 1)).toBeLessThan(SUM_TOLERANCE);
      }),
    );
  });

  it("rejects tables that do not sum to 1 unless asked to normalise", () => {
    expect(() => Distribution.from([[1, 0.5], [2, 0.4]])).toThrow(/sum to 0.9/);
    expect(Distribution.from([[1, 1], [2, 3]], true).p(2)).toBeCloseTo(0.75, 15);
    expect(() => Distribution.from([[1, -1]])).toThrow(RangeError);
    expect(() => Distribution.uniform([])).toThrow(RangeError);
  });
});

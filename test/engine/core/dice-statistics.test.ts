/**
 * Seeded dice against the exact odds: 100,000 rolls per distribution, Pearson chi-square at α = 0.001.
 * The seeds are fixed, so each test is deterministic; the critical value is a real chi-square tail, not a guess.
 */
import { describe, expect, it } from "vitest";
import { rollCheck } from "../../../module/engine/dice/check";
import { rollPool } from "../../../module/engine/dice/pool";
import { rollSave } from "../../../module/engine/dice/save";
import { seededDice } from "../../../module/engine/dice/source";
import { checkDistribution } from "../../../module/engine/odds/check";
import { poolDistribution } from "../../../module/engine/odds/pool";
import { saveOdds } from "../../../module/engine/odds/save";
import { chiSquare, chiSquarePValue } from "./chi-square";

const ROLLS = 100_000;
const ALPHA = 0.001;

describe("chi-square helper", () => {
  it("matches published critical values", () => {
    // Standard table: χ²(0.95; 1) = 3.841, χ²(0.95; 5) = 11.070, χ²(0.999; 10) = 29.588, χ²(0.999; 20) = 45.315.
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 3);
    expect(chiSquarePValue(11.0705, 5)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(29.588, 10)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(45.315, 20)).toBeCloseTo(0.001, 5);
  });
  it("rejects a loaded die", () => {
    // 100,000 rolls of a die that shows 6 one time in five instead of six.
    const observed = [16000, 16000, 16000, 16000, 16000, 20000];
    expect(chiSquare(observed, Array(6).fill(1 / 6)).pValue).toBeLessThan(1e-10);
  });
});

describe("success pools match poolDistribution", () => {
  const cases: Array<{ count: number; threshold: number; explode?: boolean; seed: number }> = [
    { count: 1, threshold: 5, seed: 101 },
    { count: 4, threshold: 5, seed: 102 },
    { count: 10, threshold: 5, seed: 103 },
    { count: 6, threshold: 4, seed: 104 },
    { count: 6, threshold: 6, seed: 105 },
    { count: 5, threshold: 5, explode: true, seed: 106 },
  ];
  for (const c of cases) {
    it(`${c.count}d6, successes on ${c.threshold}+${c.explode ? ", exploding sixes" : ""}`, () => {
      const probs = poolDistribution(c.count, c.threshold, { explode: c.explode });
      const observed = new Array<number>(probs.length).fill(0);
      const dice = seededDice(c.seed);
      for (let i = 0; i < ROLLS; i++) observed[rollPool(dice, c.count, { threshold: c.threshold, explode: c.explode }).successes]!++;
      const result = chiSquare(observed, probs);
      expect(result.df).toBeGreaterThan(0);
      expect(result.pValue).toBeGreaterThan(ALPHA);
    });
  }
});

describe("checks match checkDistribution", () => {
  for (const [bonus, target, sides, seed] of [
    [1, 5, 6, 201],
    [3, 15, 20, 202],
  ] as const) {
    it(`d${sides}+${bonus} against ${target}: margins`, () => {
      const odds = checkDistribution(bonus, target, sides);
      const margins = [...odds.byMargin.keys()].sort((a, b) => a - b);
      const observed = new Array<number>(margins.length).fill(0);
      const dice = seededDice(seed);
      let successes = 0;
      for (let i = 0; i < ROLLS; i++) {
        const r = rollCheck(dice, bonus, target, sides);
        observed[margins.indexOf(r.margin)]!++;
        if (r.success) successes++;
      }
      expect(chiSquare(observed, margins.map((m) => odds.byMargin.get(m)!)).pValue).toBeGreaterThan(ALPHA);
      expect(chiSquare([successes, ROLLS - successes], [odds.success, odds.failure]).pValue).toBeGreaterThan(ALPHA);
    });
  }
});

describe("saves match saveOdds", () => {
  it("d20 under 8 (inclusive) and under 13 (strict)", () => {
    for (const [score, inclusive, seed] of [
      [8, true, 301],
      [13, false, 302],
    ] as const) {
      const p = saveOdds(score, { inclusive });
      const dice = seededDice(seed);
      let pass = 0;
      for (let i = 0; i < ROLLS; i++) if (rollSave(dice, score, { inclusive }).success) pass++;
      expect(chiSquare([pass, ROLLS - pass], [p, 1 - p]).pValue).toBeGreaterThan(ALPHA);
    }
  });
});

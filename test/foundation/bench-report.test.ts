/** The pure parts of `npm run bench`: spreads, target verdicts, and the Foundry-like roll that feeds the engine. */
import { describe, expect, it } from "vitest";
import { FoundryLikeRoll, facesOfRoll } from "../../bench/foundry-roll";
import { spreadOf } from "../../bench/measure";
import { formatFigure, formatNs, meetsTarget, type Figure } from "../../bench/report";
import { formulaFor } from "../../module/dice/requests";
import { queuedDice } from "../../module/engine/dice/source";

describe("spreadOf", () => {
  it("gives min, median and max whatever the order, averaging the middle pair of an even count", () => {
    expect(spreadOf([5, 1, 3])).toEqual({ min: 1, median: 3, max: 5 });
    expect(spreadOf([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4 });
    expect(() => spreadOf([])).toThrow(RangeError);
  });
});

describe("targets", () => {
  const time = (median: number, target: number | null): Figure => ({ name: "x", spread: { min: 0, median, max: 9e9 }, unit: "time", target });
  it("judges times as at most and ratios as at least the target, on the median", () => {
    expect(meetsTarget(time(1000, 1000))).toBe(true);
    expect(meetsTarget(time(1001, 1000))).toBe(false);
    expect(meetsTarget({ name: "r", spread: { min: 0.5, median: 2, max: 3 }, unit: "ratio", target: 1 })).toBe(true);
    expect(meetsTarget({ name: "r", spread: { min: 0.5, median: 0.9, max: 3 }, unit: "ratio", target: 1 })).toBe(false);
    expect(meetsTarget(time(5, null))).toBeNull();
  });

  it("prints all three figures and the verdict", () => {
    const line = formatFigure({ name: "pool", spread: { min: 90, median: 1500, max: 2.5e6 }, unit: "time", target: 1000 });
    expect(line).toMatch(/^pool\s+90 ns\s+1\.50 µs\s+2\.50 ms\s+≤ 1\.00 µs\s+NOT MET$/);
    expect(formatFigure({ name: "lib", spread: { min: 1, median: 2, max: 3 }, unit: "time", target: null })).toMatch(/reference$/);
    expect(formatNs(3.2e9)).toBe("3.20 s");
  });
});

describe("FoundryLikeRoll", () => {
  it("rolls each term of the Foundry layer's formula and hands the faces over in formula order", () => {
    const formula = formulaFor([
      { count: 2, sides: 6, purpose: "a" },
      { count: 0, sides: 20, purpose: "b" },
      { count: 1, sides: 20, purpose: "c" },
    ]);
    const roll = new FoundryLikeRoll(formula).evaluate(queuedDice([3, 5, 17]));
    expect(roll.dice.map((t) => [t.number, t.faces])).toEqual([
      [2, 6],
      [1, 20],
    ]);
    expect(facesOfRoll(roll)).toEqual([3, 5, 17]);
    expect(facesOfRoll(new FoundryLikeRoll("0").evaluate(queuedDice([])))).toEqual([]);
    expect(() => new FoundryLikeRoll("2d6kh1")).toThrow(RangeError);
  });
});

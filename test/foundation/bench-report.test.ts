/** The pure parts of `npm run bench`: spreads, target verdicts, and the Foundry-like roll that feeds the engine. */
import { describe, expect, it } from "vitest";
import { FoundryLikeRoll, facesOfRoll } from "../../bench/foundry-roll";
import { spreadOf } from "../../bench/measure";
import { REFERENCE_MACHINE_NS, onReferenceMachine } from "../../bench/reference";
import { formatFigure, formatNs, formatSection, judgedValue, meetsTarget, type Figure } from "../../bench/report";
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

  it("judges a figure whose target belongs to one environment only there (the attack's 10 µs is Chromium's)", () => {
    const attack: Figure = { ...time(20_000, 10_000), judgedIn: "chromium" };
    expect(meetsTarget(attack, "node")).toBeNull();
    expect(meetsTarget(attack, "chromium")).toBe(false);
    expect(formatFigure(attack, "node")).toMatch(/≤ 10\.00 µs\s+\(judged in chromium\)$/);
    expect(formatFigure(attack, "chromium")).toMatch(/NOT MET$/);
  });

  it("prints all three figures and the verdict", () => {
    const line = formatFigure({ name: "pool", spread: { min: 90, median: 1500, max: 2.5e6 }, unit: "time", target: 1000 });
    expect(line).toMatch(/^pool\s+node\s+90 ns\s+1\.50 µs\s+2\.50 ms\s+≤ 1\.00 µs\s+NOT MET$/);
    expect(formatFigure({ name: "lib", spread: { min: 1, median: 2, max: 3 }, unit: "time", target: null })).toMatch(/reference$/);
    expect(formatFigure({ name: "size", spread: { min: 2048, median: 2048, max: 2048 }, unit: "bytes", target: 1024 })).toMatch(/2\.0 KiB\s+≤ 1\.0 KiB\s+NOT MET$/);
    expect(formatNs(3.2e9)).toBe("3.20 s");
  });

  it("judges a timed figure by its ratio to the reference loop, as it would read on the reference machine", () => {
    // Measured on a machine twice as busy: 1.5 µs raw, but 1/1000 of a reference loop that ran twice its time on the reference machine.
    const busy: Figure = { name: "busy", spread: { min: 1e3, median: 1.5e3, max: 9e3 }, unit: "time", target: 1e3, ref: { min: 0.0005, median: 0.001, max: 0.01 } };
    expect(judgedValue(busy, "node")).toBeCloseTo(REFERENCE_MACHINE_NS.node / 1000, 9);
    expect(meetsTarget(busy, "node")).toBe(REFERENCE_MACHINE_NS.node / 1000 <= 1e3);
    expect(onReferenceMachine(0.5, "chromium")).toBe(REFERENCE_MACHINE_NS.chromium / 2);
    // Without a reference (a size, a ratio) the median itself is judged.
    expect(judgedValue({ ...busy, unit: "bytes", ref: undefined }, "node")).toBe(1.5e3);
  });

  it("puts each figure's Chromium line under its Node line", () => {
    const f = (median: number): Figure => ({ name: "odds", spread: { min: median, median, max: median }, unit: "time", target: 1e6 });
    const lines = formatSection({ title: "Odds", figures: [f(2e6)] }, { title: "Odds", figures: [f(5e5)] });
    expect(lines.slice(1, 2)).toEqual(["Odds"]);
    expect(lines[3]).toMatch(/^odds\s+node\s.*NOT MET$/);
    expect(lines[4]).toMatch(/^\s+chromium\s.*met$/);
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

import { describe, expect, it } from "vitest";
import { resolveCheck, rollCheck } from "../../../module/engine/dice/check";
import { resolveSave, rollSave } from "../../../module/engine/dice/save";
import { rollScatterDirection, scatterDirection } from "../../../module/engine/dice/scatter";
import { queuedDice, rollDice, seededDice, DIE_SIZES } from "../../../module/engine/dice/source";

describe("checks (die + bonus ≥ target)", () => {
  it("succeeds on reaching the target exactly, margin 0", () => {
    expect(rollCheck(queuedDice([3]), 2, 5)).toEqual({ roll: 3, bonus: 2, total: 5, target: 5, success: true, margin: 0, sides: 6 });
  });
  it("fails below the target with a negative margin", () => {
    const r = rollCheck(queuedDice([1]), 2, 5);
    expect(r.success).toBe(false);
    expect(r.margin).toBe(-2);
  });
  it("uses other die sizes", () => {
    expect(rollCheck(queuedDice([17]), 0, 15, 20).margin).toBe(2);
    expect(() => rollCheck(queuedDice([17]), 0, 15, 6)).toThrow(/d6 cannot roll/);
  });
  it("resolveCheck takes a known die and rejects impossible ones", () => {
    expect(resolveCheck(6, -1, 5).success).toBe(true);
    expect(() => resolveCheck(0, 0, 5)).toThrow(RangeError);
    expect(() => resolveCheck(3, 0.5, 5)).toThrow(TypeError);
  });
});

describe("roll-under saves", () => {
  // factions: "He rolls 5 on a d20, a pass" (WIT save); "He rolls a 20 on the d20, a miss".
  it("factions worked examples: 5 passes, 20 misses a WIT save", () => {
    expect(rollSave(queuedDice([5]), 10).success).toBe(true);
    expect(rollSave(queuedDice([20]), 10).success).toBe(false);
  });
  // factions: "He rolls a 2 on a d20, lower than their AGI [8]".
  it("factions dodge: 2 against AGI 8 passes", () => {
    expect(resolveSave(2, 8).success).toBe(true);
  });
  it("inclusive by default, strict when asked", () => {
    expect(resolveSave(8, 8).success).toBe(true);
    expect(resolveSave(8, 8, { inclusive: false }).success).toBe(false);
    expect(resolveSave(7, 8, { inclusive: false }).success).toBe(true);
  });
  it("rejects bad input", () => {
    expect(() => resolveSave(21, 8)).toThrow(/d20 cannot show 21/);
    expect(() => resolveSave(2, 8.5)).toThrow(TypeError);
  });
});

describe("dice of every size and the scatter die", () => {
  it("rolls d4–d20 within range from a seeded source", () => {
    const src = seededDice(42);
    for (const sides of DIE_SIZES) {
      const values = rollDice(src, 500, sides);
      expect(Math.min(...values)).toBe(1);
      expect(Math.max(...values)).toBe(sides);
    }
  });
  it("the same seed gives the same dice", () => {
    expect(rollDice(seededDice(7), 20, 6)).toEqual(rollDice(seededDice(7), 20, 6));
  });
  it("scatter maps a d8 to eight compass directions clockwise from north", () => {
    expect(scatterDirection(1)).toEqual({ roll: 1, direction: "N", degrees: 0, dx: 0, dy: -1 });
    expect(scatterDirection(4)).toMatchObject({ direction: "SE", dx: 1, dy: 1 });
    expect(rollScatterDirection(queuedDice([7]))).toMatchObject({ direction: "W", degrees: 270 });
    expect(() => scatterDirection(9)).toThrow(RangeError);
  });
});

describe("recording and replaying dice", () => {
  it("records every die in order; replaying them through queuedDice gives the same outcome", async () => {
    const { recordingDice } = await import("../../../module/engine/dice/source");
    const { rollPool } = await import("../../../module/engine/dice/pool");
    const rec = recordingDice(seededDice(5));
    const first = rollPool(rec, 6, { explode: true });
    const check = rollCheck(rec, 1, 4, 20);
    expect(rec.log).toHaveLength(first.dice.length + 1);
    expect(rec.log.at(-1)).toEqual({ sides: 20, value: check.roll });
    const replay = queuedDice(rec.log.map((d) => d.value));
    expect(rollPool(replay, 6, { explode: true })).toEqual(first);
    expect(rollCheck(replay, 1, 4, 20)).toEqual(check);
    expect(replay.remaining).toBe(0);
  });
  it("a queued source that runs out says so", () => {
    expect(() => rollDice(queuedDice([1]), 2, 6)).toThrow(/ran out: 1 given/);
  });
});

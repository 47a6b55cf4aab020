import { describe, expect, it } from "vitest";
import { countPool, rerollPool, rollPool } from "../../../module/engine/dice/pool";
import { queuedDice, seededDice } from "../../../module/engine/dice/source";

describe("d6 success pools", () => {
  it("counts successes at 5–6 by default, plus ones and sixes", () => {
    const r = rollPool(queuedDice([1, 5, 6, 3, 6, 1]), 6);
    expect(r).toEqual({ dice: [1, 5, 6, 3, 6, 1], successes: 3, ones: 2, sixes: 2, threshold: 5, extra: 0 });
  });

  it("shifts the threshold", () => {
    expect(rollPool(queuedDice([4, 4, 3]), 3, { threshold: 4 }).successes).toBe(2);
    expect(rollPool(queuedDice([5, 6, 5]), 3, { threshold: 6 }).successes).toBe(1);
    expect(countPool([6, 6], 7).successes).toBe(0);
  });

  it("countPool gives the same counts from known dice", () => {
    expect(countPool([2, 5, 6])).toEqual({ dice: [2, 5, 6], successes: 2, ones: 0, sixes: 1, threshold: 5, extra: 0 });
  });

  it("an exploding six adds one die that does not explode again", () => {
    const src = queuedDice([6, 2, 6, 6, 5]);
    const r = rollPool(src, 3, { explode: true });
    // pool 6,2,6 → two extra dice 6,5; the extra 6 adds nothing more.
    expect(r.dice).toEqual([6, 2, 6, 6, 5]);
    expect(r.extra).toBe(2);
    expect(r.successes).toBe(4);
    expect(r.sixes).toBe(3);
    expect(src.remaining).toBe(0);
  });

  it("rerolls chosen dice once, by face test or by position", () => {
    const pool = countPool([1, 5, 2, 6]);
    const r = rerollPool(queuedDice([5, 1]), pool, (v) => v < pool.threshold);
    expect(r.rerolled).toEqual([0, 2]);
    expect(r.before).toEqual([1, 2]);
    expect(r.dice).toEqual([5, 5, 1, 6]);
    expect(r.successes).toBe(3);
    expect(r.ones).toBe(1);
    const byIndex = rerollPool(queuedDice([3]), pool, [3]);
    expect(byIndex.dice).toEqual([1, 5, 2, 3]);
    expect(byIndex.successes).toBe(1);
  });

  it("rejects bad input with clear errors", () => {
    expect(() => rollPool(seededDice(1), -1)).toThrow(RangeError);
    expect(() => rollPool(seededDice(1), 2.5)).toThrow(/pool size/);
    expect(() => rollPool(seededDice(1), 3, { threshold: 0 })).toThrow(/threshold/);
    expect(() => countPool([7])).toThrow(/d6 cannot show/);
    expect(() => rerollPool(seededDice(1), countPool([1, 2]), [2])).toThrow(/position 2/);
    expect(() => rerollPool(seededDice(1), countPool([1, 2]), [1, 1])).toThrow(/twice/);
  });

  it("an empty pool has no successes", () => {
    expect(rollPool(seededDice(3), 0).successes).toBe(0);
  });
});

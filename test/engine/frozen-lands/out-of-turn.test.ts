import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { resolveOutOfTurnCheck, rollOutOfTurnCheck } from "../../../module/engine/rulesets/frozen-lands/out-of-turn";

describe("frozen-lands Awareness check for an out-of-turn action", () => {
  it("one success on the Awareness dice lets the action go first; no Stress", () => {
    const check = rollOutOfTurnCheck(queuedDice([2, 5, 1]), { awareness: 3 });
    expect(check.roll.attribute).toBe("awareness");
    expect(check.roll.poolSize).toBe(3);
    expect(check.success).toBe(true);
    expect(check.changes).toMatchObject({ stressGained: 0, willpowerGained: 0, broken: false });
  });

  it("a failed check gives one Stress", () => {
    const check = rollOutOfTurnCheck(queuedDice([1, 4]), { awareness: 2 });
    expect(check.success).toBe(false);
    expect(check.changes.stressGained).toBe(1);
  });

  it("Stress above SOUL adds Stress dice: a Stress success is 1 WP, a Stress failure raises Dazed (Awareness → Dazed)", () => {
    // Stress 4, SOUL 2 → 2 Stress dice. Pool [6, 3]: 1 success. Stress dice [5, 2]: 1 WP and 1 critical failure.
    const check = resolveOutOfTurnCheck({ awareness: 2, stress: 4, soul: 2 }, { pool: [6, 3], stress: [5, 2] });
    expect(check.success).toBe(true);
    expect(check.roll.stressPool.dice).toEqual([5, 2]);
    expect(check.changes).toMatchObject({ stressGained: 0, willpowerGained: 1, conditions: { dazed: 1 } });
  });

  it("a failed check with a critical failure not above the Dazed level: 1 Stress for failing + 1 extra", () => {
    const check = resolveOutOfTurnCheck({ awareness: 1, stress: 3, soul: 2, conditions: { dazed: 1 } }, { pool: [4], stress: [3] });
    expect(check.success).toBe(false);
    expect(check.changes.stressGained).toBe(2);
    expect(check.changes.conditions).toEqual({ dazed: 1 });
  });

  it("Fear takes a success away from the check too", () => {
    expect(resolveOutOfTurnCheck({ awareness: 2, conditions: { fear: 1 } }, { pool: [6, 1] }).success).toBe(false);
  });

  it("rejects bad input by name", () => {
    expect(() => rollOutOfTurnCheck(queuedDice([]), { awareness: -1 })).toThrow(/Awareness dice cannot be negative/);
    expect(() => rollOutOfTurnCheck(queuedDice([]), undefined as never)).toThrow(TypeError);
    expect(() => resolveOutOfTurnCheck({ awareness: 2 }, { pool: [6] })).toThrow(/pool has 2 dice/);
  });
});

import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { MAX_POOL_DICE, resolveSkill, rollSkill } from "../../../module/engine/rulesets/frozen-lands/skill-roll";

describe("frozen-lands skill roll", () => {
  it("bounds its own dice: a pool or Stress dice beyond MAX_POOL_DICE is refused before a die is rolled (a sent pool of 150)", () => {
    let rolled = 0;
    const dice = { next: () => (rolled++, 6), nextInt: () => (rolled++, 6) } as unknown as Parameters<typeof rollSkill>[0];
    expect(() => rollSkill(dice, { attribute: "awareness", skill: 150 })).toThrow(RangeError);
    expect(() => rollSkill(dice, { attribute: "awareness", skill: 1, stress: 500, soul: 0 })).toThrow(RangeError);
    expect(rolled).toBe(0);
    expect(rollSkill(queuedDice(Array.from({ length: MAX_POOL_DICE }, () => 1)), { attribute: "body", skill: MAX_POOL_DICE }).poolSize).toBe(MAX_POOL_DICE);
  });

  it("counts 5–6 as successes and adds bonus dice with reasons", () => {
    const r = rollSkill(queuedDice([5, 6, 1, 4]), { attribute: "body", skill: 3, modifiers: [{ dice: 1, reason: "weapon bonus" }] });
    expect(r.poolSize).toBe(4);
    expect(r.successes).toBe(2);
    expect(r.success).toBe(true);
    expect(r.modifiers).toEqual([{ dice: 1, reason: "weapon bonus" }]);
    expect(r.criticalFailures).toBe(0);
  });

  it("adds one Stress die per Stress above SOUL; a Stress success is WP, not a success", () => {
    // SOUL 2, Stress 4: two Stress dice.
    const r = resolveSkill({ attribute: "agility", skill: 2, stress: 4, soul: 2 }, { pool: [1, 2], stress: [6, 3] });
    expect(r.stressPool.dice).toEqual([6, 3]);
    expect(r.successes).toBe(0);
    expect(r.willpower).toBe(1);
    expect(r.criticalFailures).toBe(1);
    expect(r.condition.condition).toBe("exhaustion");
    expect(r.condition.levelAfter).toBe(1);
  });

  it("Stress up to SOUL adds no dice", () => {
    const r = rollSkill(queuedDice([5]), { attribute: "soul", skill: 1, stress: 3, soul: 3 });
    expect(r.stressPool.dice).toEqual([]);
  });

  it("the 'one' option counts only 1s on Stress dice as critical failures", () => {
    const r = resolveSkill(
      { attribute: "mind", skill: 0, stress: 3, soul: 1, options: { criticalFailure: "one" } },
      { pool: [], stress: [1, 4] },
    );
    expect(r.criticalFailures).toBe(1);
    expect(r.condition.condition).toBe("dazed");
  });

  it("Fear removes one success from every roll, never below 0", () => {
    const a = resolveSkill({ attribute: "body", skill: 3, conditions: { fear: 1 } }, { pool: [5, 6, 2] });
    expect(a.rolledSuccesses).toBe(2);
    expect(a.successes).toBe(1);
    expect(a.fearPenalty).toBe(1);
    const b = resolveSkill({ attribute: "body", skill: 1, conditions: { fear: 2 } }, { pool: [2] });
    expect(b.successes).toBe(0);
  });

  it("a pool cut below zero rolls no dice and fails", () => {
    const r = rollSkill(queuedDice([]), { attribute: "agility", skill: 1, modifiers: [{ dice: -3, reason: "darkness" }] });
    expect(r.poolSize).toBe(0);
    expect(r.success).toBe(false);
  });

  it("rejects bad input by name", () => {
    expect(() => rollSkill(queuedDice([]), { attribute: "strength" as never, skill: 1 })).toThrow(/attribute/);
    expect(() => rollSkill(queuedDice([]), { attribute: "body", skill: -1 })).toThrow(/skill dice/);
    expect(() => resolveSkill({ attribute: "body", skill: 2 }, { pool: [5] })).toThrow(/2 dice/);
  });
});

/** Worked numbers from the text that had no test of their own. */
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { resolveAttack } from "../../../module/engine/rulesets/tactica/attack";
import { readAttackRoll } from "../../../module/engine/rulesets/tactica/attack-roll";
import { applyBlock } from "../../../module/engine/rulesets/tactica/block";
import { raiseDefencePool } from "../../../module/engine/rulesets/tactica/defence-pool";
import { applyDodge } from "../../../module/engine/rulesets/tactica/dodge";
import { effortDie, raiseRolledDie } from "../../../module/engine/rulesets/tactica/one-die";
import { totalDice } from "../../../module/engine/modifiers";

describe("Dodge against a fired missile (the text: 3 successes count as 2)", () => {
  it("a dodge roll of 3 successes removes only 2 dice of an arrow attack, all 3 of a sword's", () => {
    const raised = raiseDefencePool(queuedDice([5, 6, 6, 2]), "dodge", 4);
    expect(raised.successes).toBe(3);
    expect(applyDodge(raised.pool, 4, true)).toMatchObject({ effective: 2, removed: 2, attackDiceLeft: 2 });
    expect(applyDodge(raised.pool, 4, false)).toMatchObject({ effective: 3, removed: 3, attackDiceLeft: 1 });
  });
});

describe("Block exposures (the text: a Block total of 4 places 3 exposures)", () => {
  it("spend-successes: a pool of 4 that holds puts pool − 1 = 3 exposures on the attacker", () => {
    const raised = raiseDefencePool(queuedDice([5, 5, 6, 6, 2, 3]), "block", 6);
    expect(raised.pool.dice).toBe(4);
    expect(applyBlock(raised.pool, 1, "spend-successes", 0)).toMatchObject({ holds: true, exposuresOnAttacker: 3 });
  });
});

describe("the 1s among the action dice (AD = 1)", () => {
  it("Effort: +1 die decided before the roll, 4d becomes 5d", () => {
    const effort = effortDie();
    expect(4 + totalDice([effort])).toBe(5);
    const out = resolveAttack(queuedDice([2, 3, 4, 2, 5]), { dice: 4, weapon: "medium", diceModifiers: [effort] });
    expect(out.pool).toBe(5);
    expect(out.roll.successes).toBe(1);
  });

  it("Raise: a 3 result becomes a 4 after the roll (a hit at +1 SL), only one 1 per roll", () => {
    const rolled = [3, 2, 2];
    const raised = raiseRolledDie(rolled, 0);
    expect(raised).toEqual([4, 2, 2]);
    expect(readAttackRoll(rolled, 4).successes).toBe(0);
    expect(readAttackRoll(raised, 4).successes).toBe(1);
    expect(() => raiseRolledDie(raised, 0, true)).toThrow(/only one 1/);
    expect(() => raiseRolledDie([6], 0)).toThrow(/6 cannot be raised/);
    expect(() => raiseRolledDie([3], 1)).toThrow(/no rolled die/);
  });
});

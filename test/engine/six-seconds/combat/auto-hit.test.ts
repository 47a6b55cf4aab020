/** Melee against a Helpless target hits automatically (Conditions: Helpless): the attack die no longer decides. */
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../../module/engine/dice/source";
import { resolveAttack, type AttackInput } from "../../../../module/engine/rulesets/six-seconds/attack";
import { attackOdds } from "../../../../module/engine/rulesets/six-seconds/attack-odds";

/** Colonel Mauve (+3, 1d8+3) against the Goblin Mook (Toughness 9). */
const input: AttackInput = { attacker: { skill: 3, scale: 0 }, defender: { scale: 0, toughness: 9 }, damage: { count: 1, sides: 8, bonus: 3 } };

describe("six-seconds automatic hits", () => {
  it("a 1 misses a standing Goblin but hits a helpless one; the damage die is read as usual", () => {
    expect(resolveAttack(queuedDice([1]), { ...input, defender: { ...input.defender, targetModifiers: [{ value: 1, reason: "x" }] } }).result).toBe("miss");
    const auto = resolveAttack(queuedDice([1, 5]), { ...input, defender: { ...input.defender, targetModifiers: [{ value: 1, reason: "x" }] }, autoHit: true });
    expect(auto.result).toBe("wound");
    expect(auto.damage?.total).toBe(8);
    expect(auto.explanation[0]).toMatch(/automatic hit/);
  });

  it("the odds of hitting are 1", () => {
    expect(attackOdds({ ...input, defender: { ...input.defender, targetModifiers: [{ value: 5, reason: "x" }] }, autoHit: true }).hit).toBe(1);
    expect(attackOdds({ ...input, defender: { ...input.defender, targetModifiers: [{ value: 5, reason: "x" }] } }).hit).toBeLessThan(0.2);
  });
});

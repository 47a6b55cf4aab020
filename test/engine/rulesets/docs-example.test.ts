// Keeps the registry example in docs/engine.md honest: the same call, the same dice, the result the page states.
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { rulesetFor } from "../../../module/engine/rulesets/index";

describe("docs/engine.md registry example", () => {
  it("On the Exhale against a parrying 9/3 goblin with dice 5, 2, 6 leaves it dying", () => {
    const six = rulesetFor("six-seconds");
    const dice = queuedDice([5, 2, 6]);
    const outcome = six.resolve.attack(dice, {
      attacker: { skill: 2, scale: 0, modifiers: [{ attack: 1, defence: 0, reason: "On the Exhale" }] },
      defender: { scale: 0, toughness: 9 },
      defence: { kind: "parry", bonus: 1 },
      damage: { count: 1, sides: 8, bonus: 3 },
    });
    expect(dice.remaining).toBe(0);
    expect(outcome.attack.total).toBe(8);
    expect(outcome.defenceDC).toBe(6);
    expect(outcome.defence?.success).toBe(false);
    expect(outcome.damage?.total).toBe(9);
    expect(outcome.result).toBe("dying");
    expect(outcome.explanation.length).toBeGreaterThanOrEqual(3);
  });
});

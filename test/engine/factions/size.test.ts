/** The wyrm examples of "Effects of size in combat". */
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { checkDiceSpread, damageDiceAgainst, halveBySteps, rangeAgainst, scaleRolledDamage } from "../../../module/engine/rulesets/factions/size";
import { rollDamage } from "../../../module/engine/rulesets/factions/damage";
import { hitRequirement } from "../../../module/engine/rulesets/factions/attack";

describe("size: the wyrm", () => {
  it("its d8 bite is 2d8 against a medium character and 4d8 against a small one", () => {
    expect(damageDiceAgainst(1, "large", "medium")).toBe(2);
    expect(damageDiceAgainst(1, "large", "small")).toBe(4);
    const roll = rollDamage(queuedDice([3, 7]), { dice: { count: 1, sides: 8 }, attackerSize: "large", targetSize: "medium" });
    expect(roll.dice).toEqual({ count: 2, sides: 8 });
    expect(roll.total).toBe(10);
  });

  it("the bite may be spread over several smaller targets", () => {
    expect(() => checkDiceSpread(1, "large", [{ target: "a", size: "medium", dice: 1 }, { target: "b", size: "medium", dice: 1 }])).not.toThrow();
    expect(() =>
      checkDiceSpread(1, "large", [
        { target: "a", size: "small", dice: 1 },
        { target: "b", size: "small", dice: 1 },
        { target: "c", size: "small", dice: 2 },
      ]),
    ).not.toThrow();
    expect(() => checkDiceSpread(1, "large", [{ target: "a", size: "medium", dice: 1 }, { target: "b", size: "small", dice: 2 }])).not.toThrow();
    expect(() => checkDiceSpread(1, "large", [{ target: "a", size: "medium", dice: 2 }, { target: "b", size: "small", dice: 1 }])).toThrow(/more than the whole attack/);
    expect(() => checkDiceSpread(1, "large", [{ target: "a", size: "large", dice: 1 }])).toThrow(/smaller/);
  });

  it("its fire breath (blast) deals d6 whatever the target's size", () => {
    expect(damageDiceAgainst(1, "large", "small", true)).toBe(1);
  });

  it("a human's sword roll of 3 deals 2 to the wyrm; a bow's range 8 doubles to 16; a fire bomb deals full damage", () => {
    expect(scaleRolledDamage(3, "medium", "large")).toBe(2);
    expect(halveBySteps(3, 1)).toBe(2);
    expect(rangeAgainst(8, "medium", "large")).toBe(16);
    expect(hitRequirement({ kind: "ranged", distance: 12, range: 8, targetSize: "large" })).toMatchObject({ kind: "wit-save" });
    expect(rollDamage(queuedDice([3]), { dice: { count: 1, sides: 6 }, attackerSize: "medium", targetSize: "large", blast: true }).total).toBe(3);
    expect(rangeAgainst(2, "medium", "large", true)).toBe(2);
  });

  it("range halves against smaller targets; massive characters reach range 1 in melee", () => {
    expect(rangeAgainst(8, "medium", "small")).toBe(4);
    expect(hitRequirement({ kind: "melee", distance: 1, attackerSize: "massive" })).toEqual({ kind: "automatic" });
    expect(hitRequirement({ kind: "melee", distance: 1 })).toMatchObject({ kind: "impossible" });
  });
});

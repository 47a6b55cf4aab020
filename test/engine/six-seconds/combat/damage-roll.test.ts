import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { queuedDice, seededDice } from "../../../../module/engine/dice/source";
import {
  damageDistribution, formatDamageRoll, parseDamageRoll, rollDamage,
} from "../../../../module/engine/rulesets/six-seconds/combat-damage-roll";

describe("six-seconds damage rolls", () => {
  it("parses and formats weapon damage", () => {
    expect(parseDamageRoll("1d8+3")).toEqual({ count: 1, sides: 8, bonus: 3 });
    expect(parseDamageRoll("d10 − 1")).toEqual({ count: 1, sides: 10, bonus: -1 });
    expect(parseDamageRoll("3d4")).toEqual({ count: 3, sides: 4, bonus: 0 });
    expect(formatDamageRoll({ count: 2, sides: 6, bonus: -2 })).toBe("2d6-2");
    expect(() => parseDamageRoll("1d1")).toThrow(RangeError);
  });

  it("an arming sword with Strength 3 (1d8+3) rolling 5 deals 8", () => {
    expect(rollDamage(queuedDice([5]), parseDamageRoll("1d8+3"))).toMatchObject({ dice: [5], total: 8 });
  });

  it("never deals less than 0", () => {
    expect(rollDamage(queuedDice([1]), parseDamageRoll("1d4-3")).total).toBe(0);
    expect(damageDistribution(parseDamageRoll("1d4-3")).p(0)).toBeCloseTo(3 / 4, 12);
  });

  it("every rolled total is a possible outcome of the exact distribution", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3 }), fc.constantFrom(4, 6, 8), fc.integer({ min: -4, max: 4 }), fc.integer(), (count, sides, bonus, seed) => {
      const spec = { count, sides, bonus };
      const dist = damageDistribution(spec);
      expect(Math.abs(dist.total() - 1)).toBeLessThan(1e-12);
      expect(dist.p(rollDamage(seededDice(seed), spec).total)).toBeGreaterThan(0);
    }));
  });
});

import { describe, expect, it } from "vitest";
import { seededDice } from "../../../module/engine/dice/source";
import { attackOdds, defenceOdds } from "../../../module/engine/rulesets/frozen-lands/odds";
import { meleeAttack } from "../../../module/engine/rulesets/frozen-lands/melee";

describe("frozen-lands exact attack odds", () => {
  it("one die: hit 1/3, damage = 1 + weapon damage − defence", () => {
    const o = attackOdds({ pool: 1, weaponDamage: 2, defence: 1 });
    expect(o.hit).toBeCloseTo(1 / 3, 12);
    expect(o.damage.p(2)).toBeCloseTo(1 / 3, 12);
    expect(o.damage.p(0)).toBeCloseTo(2 / 3, 12);
  });

  it("two dice by hand: P(0)=4/9, P(1)=4/9, P(2)=1/9; Fear shifts successes down", () => {
    const o = attackOdds({ pool: 2, weaponDamage: 1, fear: 1 });
    expect(o.successes.p(0)).toBeCloseTo(8 / 9, 12);
    expect(o.successes.p(1)).toBeCloseTo(1 / 9, 12);
    expect(o.damage.p(2)).toBeCloseTo(1 / 9, 12);
  });

  it("Stress dice: a critical failure on each die with 4/6", () => {
    expect(attackOdds({ pool: 3, stressDice: 2, weaponDamage: 1 }).criticalFailure).toBeCloseTo(1 - (1 / 3) ** 2, 12);
    expect(attackOdds({ pool: 3, stressDice: 2, weaponDamage: 1, criticalFailure: "one" }).criticalFailure).toBeCloseTo(1 - (5 / 6) ** 2, 12);
    expect(attackOdds({ pool: -2, weaponDamage: 1 }).hit).toBe(0);
  });

  it("matches seeded rolls of the real resolver", () => {
    const weapon = { name: "Broadsword", bonus: 2, damage: 2, features: ["Parrying"] };
    const odds = attackOdds({ pool: 5, weaponDamage: 2, defence: 1 });
    const dice = seededDice(42);
    const n = 30_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const out = meleeAttack(dice, { attacker: { melee: 3 }, weapon, target: { defence: 1 } });
      if (out.kind !== "resolved") throw new Error("refused");
      counts.set(out.result.damage, (counts.get(out.result.damage) ?? 0) + 1);
    }
    for (const [damage, p] of odds.damage.entries()) {
      const observed = (counts.get(damage) ?? 0) / n;
      expect(Math.abs(observed - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n) + 1e-3);
    }
  });
});

describe("frozen-lands exact defence odds", () => {
  it("a 5-damage attack against a 2-die dodge and armour 1", () => {
    const o = defenceOdds({ damage: 5, pool: 2, armour: 1 });
    expect(o.p(4)).toBeCloseTo(4 / 9, 12);
    expect(o.p(3)).toBeCloseTo(4 / 9, 12);
    expect(o.p(2)).toBeCloseTo(1 / 9, 12);
    expect(defenceOdds({ damage: 1, armour: 2 }).p(0)).toBe(1);
  });
});

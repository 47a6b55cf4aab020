import { describe, expect, it } from "vitest";
import { seededDice } from "../../../module/engine/dice/source";
import { damageDistribution, attackOdds } from "../../../module/engine/rulesets/factions/odds";
import { rollToHit, rollAttackDamage } from "../../../module/engine/rulesets/factions/attack";
import { afterArmour } from "../../../module/engine/rulesets/factions/damage";

describe("factions exact attack odds", () => {
  it("a bow at 5 zones of 8 with WIT 10: hit 10/20, damage d6 less armour 1", () => {
    const o = attackOdds({ geometry: { kind: "ranged", distance: 5, range: 8 }, wit: 10, damage: { count: 1, sides: 6 }, armour: { armour: 1 } });
    expect(o.hit).toBeCloseTo(0.5, 12);
    expect(o.damage.p(0)).toBeCloseTo(0.5 + 0.5 / 6, 12);
    expect(o.damage.p(5)).toBeCloseTo(0.5 / 6, 12);
    expect(o.damage.total()).toBeCloseTo(1, 12);
  });

  it("a dodge multiplies the hit by the failed AGI save", () => {
    const o = attackOdds({ geometry: { kind: "melee", distance: 0 }, wit: 10, damage: { count: 1, sides: 8 }, dodgeAgi: 8 });
    expect(o.hit).toBeCloseTo(12 / 20, 12);
  });

  it("impaired d4 keep-lower: P(1) = 7/16", () => {
    expect(damageDistribution({ dice: { count: 1, sides: 4 }, impaired: true }).p(1)).toBeCloseTo(7 / 16, 12);
  });

  it("impossible attacks report why", () => {
    expect(attackOdds({ geometry: { kind: "ranged", distance: 5, range: 8, moving: true }, wit: 10 }).impossible).toMatch(/half range/);
  });

  it("matches seeded rolls of the resolver", () => {
    const geometry = { kind: "ranged" as const, distance: 5, range: 8 };
    const odds = attackOdds({ geometry, wit: 12, damage: { count: 1, sides: 8 }, armour: { armour: 2 } });
    const dice = seededDice(7);
    const n = 20_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const hit = rollToHit(dice, geometry, 12);
      const dmg = hit.hit ? afterArmour(rollAttackDamage(dice, { damage: { count: 1, sides: 8 } }).total, { armour: 2 }) : 0;
      counts.set(dmg, (counts.get(dmg) ?? 0) + 1);
    }
    for (const [d, p] of odds.damage.entries()) {
      expect(Math.abs((counts.get(d) ?? 0) / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n) + 1e-3);
    }
  });
});

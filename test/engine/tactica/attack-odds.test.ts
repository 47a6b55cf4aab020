import { describe, expect, it } from "vitest";
import { seededDice } from "../../../module/engine/dice/source";
import type { AttackInput } from "../../../module/engine/rulesets/tactica/attack";
import { resolveAttack } from "../../../module/engine/rulesets/tactica/attack";
import { raiseDefencePool } from "../../../module/engine/rulesets/tactica/defence-pool";
import { attackDiceOutcomes, attackOdds, attackOddsWithFreshPool } from "../../../module/engine/rulesets/tactica/attack-odds";

const dodgePool = (dice: number) => ({ kind: "dodge" as const, dice, max: 5, shield: 0 });
const blockPool = (dice: number, shield: number) => ({ kind: "block" as const, dice, max: 7, shield });

describe("exact attack odds", () => {
  it("the trinomial sums to 1", () => {
    for (const t of [2, 4, 5, 6]) expect(attackDiceOutcomes(6, t).reduce((a, x) => a + x.p, 0)).toBeCloseTo(1, 12);
  });

  it("no defence: one die hits on 5–6 (1/3) and fumbles on a 1 (1/6)", () => {
    const o = attackOdds({ dice: 1, weapon: "medium" });
    expect(o.pDamage).toBeCloseTo(1 / 3, 12);
    expect(o.pFumble).toBeCloseTo(1 / 6, 12);
  });

  it("Dodge: a pool of 2 makes a 4d attack a 2d attack", () => {
    const vsDodge = attackOdds({ dice: 4, weapon: "medium", defence: { kind: "dodge", pool: dodgePool(2) } });
    const twoDice = attackOdds({ dice: 2, weapon: "medium" });
    expect(vsDodge.pDamage).toBeCloseTo(twoDice.pDamage, 12);
    expect(vsDodge.pDamage).toBeCloseTo(1 - (2 / 3) ** 2, 12);
  });

  it("Block: one attack die against pool 1 and shield 1 never deals damage (pool-compare)", () => {
    const o = attackOdds({ dice: 1, weapon: "medium", defence: { kind: "block", pool: blockPool(1, 1) } });
    expect(o.pDamage).toBe(0);
    // Two dice: both succeed (1/9) overwhelm the pool of 1 and deal 2.
    const two = attackOdds({ dice: 2, weapon: "medium", defence: { kind: "block", pool: blockPool(1, 1) } });
    expect(two.damage.p(2)).toBeCloseTo(1 / 9, 12);
    expect(two.pDamage).toBeCloseTo(1 / 9, 12);
  });

  it("Parry (as-rolled): one die against one parry die fumbles on a 1, or on a miss the parry converts (1/6 + 1/2 × 1/3)", () => {
    const o = attackOdds({ dice: 1, weapon: "medium", defence: { kind: "parry", dice: 1 } }, { parryOnes: "as-rolled" });
    expect(o.pFumble).toBeCloseTo(1 / 6 + (1 / 2) * (1 / 3), 12);
    expect(o.pDamage).toBeCloseTo(1 / 3, 12);
    // The default makes the converted miss an exposure instead: fumbles only on a rolled 1, and
    // E[exposures] = P(miss) × P(parry success) = 1/2 × 1/3.
    const d = attackOdds({ dice: 1, weapon: "medium", defence: { kind: "parry", dice: 1 } });
    expect(d.pFumble).toBeCloseTo(1 / 6, 12);
    expect(d.expectedExposuresOnAttacker).toBeCloseTo(1 / 6, 12);
  });

  it("damage distributions sum to 1", () => {
    const o = attackOdds({ dice: 6, weapon: "light", slModifiers: [{ value: 1, reason: "light InClose" }], defence: { kind: "parry", dice: 3 } });
    expect(o.damage.total()).toBeCloseTo(1, 12);
  });

  const cases: [string, AttackInput][] = [
    ["none", { dice: 5, weapon: "heavy", armour: 1 }],
    ["dodge", { dice: 6, weapon: "medium", defence: { kind: "dodge", pool: dodgePool(2) } }],
    ["block", { dice: 5, weapon: "medium", defence: { kind: "block", pool: blockPool(3, 2) } }],
    ["parry", { dice: 5, weapon: "heavy", defence: { kind: "parry", dice: 3 } }],
  ];
  it.each(cases)("seeded rolls agree with the exact odds (%s)", (_name, input) => {
    const exact = attackOdds(input);
    const dice = seededDice(20260522);
    const n = 20000;
    let dmg = 0;
    let fumbles = 0;
    let hits = 0;
    for (let i = 0; i < n; i++) {
      const o = resolveAttack(dice, input);
      dmg += o.damage.damage;
      if (o.roll.fumble) fumbles++;
      if (o.damage.damage > 0) hits++;
    }
    // ~4 standard errors for n = 20 000.
    expect(Math.abs(hits / n - exact.pDamage)).toBeLessThan(0.015);
    expect(Math.abs(fumbles / n - exact.pFumble)).toBeLessThan(0.015);
    expect(Math.abs(dmg / n - exact.expectedDamage)).toBeLessThan(0.06);
  });

  it("a fresh Dodge mixes over the pool sizes its dice can roll", () => {
    // One dodge die: 1/3 a pool of 1 (a 2d attack becomes 1d), 2/3 no pool.
    const o = attackOddsWithFreshPool({ dice: 2, weapon: "medium" }, { kind: "dodge", dice: 1 });
    const expected = (1 / 3) * (1 / 3) + (2 / 3) * (1 - (2 / 3) ** 2);
    expect(o.pDamage).toBeCloseTo(expected, 12);
    expect(o.damage.total()).toBeCloseTo(1, 12);
  });

  it("a fresh Block agrees with seeded rolls of raise-then-attack", () => {
    const input = { dice: 5, weapon: "medium" as const };
    const exact = attackOddsWithFreshPool(input, { kind: "block", dice: 4, shield: 2 });
    const dice = seededDice(77);
    const n = 20000;
    let hits = 0;
    let dmg = 0;
    for (let i = 0; i < n; i++) {
      const { pool } = raiseDefencePool(dice, "block", 4, 2);
      const o = resolveAttack(dice, { ...input, defence: { kind: "block", pool } });
      if (o.damage.damage > 0) hits++;
      dmg += o.damage.damage;
    }
    expect(Math.abs(hits / n - exact.pDamage)).toBeLessThan(0.015);
    expect(Math.abs(dmg / n - exact.expectedDamage)).toBeLessThan(0.06);
  });
});

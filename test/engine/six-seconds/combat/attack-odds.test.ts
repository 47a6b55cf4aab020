import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededDice } from "../../../../module/engine/dice/source";
import { attackOdds } from "../../../../module/engine/rulesets/six-seconds/attack-odds";
import { resolveAttack, type AttackInput } from "../../../../module/engine/rulesets/six-seconds/attack";

const input: AttackInput = {
  attacker: { skill: 2, scale: 0 },
  defender: { scale: 0, toughness: 9 },
  defence: { kind: "parry", bonus: 1 },
  damage: { count: 1, sides: 8, bonus: 3 },
};

describe("six-seconds attack odds", () => {
  it("computes the example attack exactly", () => {
    const odds = attackOdds(input);
    // d6 + 2 ≥ 4: faces 2–6
    expect(odds.hit).toBeCloseTo(5 / 6, 12);
    // d6 + 1 ≥ 6: face 5–6
    expect(odds.defended).toBeCloseTo((5 / 6) * (2 / 6), 12);
    const through = (5 / 6) * (4 / 6);
    // 1d8+3 against 9/3: 4…8 wound (5 faces), 9, 10, 11 dying (3 faces: reaching Toughness starts dying)
    expect(odds.outcomes.p("wound")).toBeCloseTo(through * (5 / 8), 12);
    expect(odds.outcomes.p("dying")).toBeCloseTo(through * (3 / 8), 12);
    expect(odds.outcomes.p("no-effect")).toBe(0);
    expect(odds.outcomes.p("miss")).toBeCloseTo(1 / 6, 12);
  });

  it("odds always sum to 1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -6, max: 10 }), fc.integer({ min: -1, max: 4 }), fc.integer({ min: -1, max: 4 }),
        fc.integer({ min: -5, max: 30 }), fc.option(fc.integer({ min: -3, max: 8 }), { nil: undefined }),
        fc.integer({ min: 0, max: 3 }), fc.constantFrom(4, 6, 8, 10, 12), fc.integer({ min: -3, max: 10 }),
        fc.option(fc.constantFrom("leg", "arm", "hand", "head", "critical", "torso", "wings" as const), { nil: undefined }),
        fc.boolean(),
        (skill, aScale, dScale, toughness, defBonus, count, sides, bonus, calledShot, dying) => {
          const odds = attackOdds({
            attacker: { skill, scale: aScale },
            defender: { scale: dScale, toughness, dying },
            defence: defBonus === undefined ? null : { kind: "dodge", bonus: defBonus },
            damage: { count, sides, bonus },
            calledShot,
          });
          expect(Math.abs(odds.outcomes.total() - 1)).toBeLessThan(1e-12);
        },
      ),
    );
  });

  it("agrees with 20 000 seeded attacks", () => {
    const dice = seededDice(4242);
    const counts = new Map<string, number>();
    const n = 20000;
    for (let i = 0; i < n; i++) {
      const r = resolveAttack(dice, input).result;
      counts.set(r, (counts.get(r) ?? 0) + 1);
    }
    const odds = attackOdds(input);
    for (const [result, p] of odds.outcomes.entries()) {
      const observed = (counts.get(result) ?? 0) / n;
      // 4.5 standard errors: fails by chance about once in 150 000 runs, and this seed is fixed
      expect(Math.abs(observed - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 1e-9);
    }
  });
});

describe("six-seconds attack odds: properties", () => {
  it("more skill never lowers the chance to hit or raises the chance of being defended against", () => {
    fc.assert(fc.property(fc.integer({ min: -6, max: 8 }), fc.integer({ min: -2, max: 6 }), (skill, defence) => {
      const at = (s: number) => attackOdds({ ...input, attacker: { skill: s, scale: 0 }, defence: { kind: "block", bonus: defence } });
      const a = at(skill);
      const b = at(skill + 1);
      expect(b.hit).toBeGreaterThanOrEqual(a.hit);
      // the chance a hit is defended against (only meaningful once a hit is possible)
      if (a.hit > 0) expect(b.defended / b.hit).toBeLessThanOrEqual(a.defended / a.hit + 1e-12);
    }));
  });

  it("more Toughness never raises the chance of dying", () => {
    fc.assert(fc.property(fc.integer({ min: -2, max: 20 }), (toughness) => {
      const at = (t: number) => attackOdds({ ...input, defender: { scale: 0, toughness: t } }).outcomes.p("dying");
      expect(at(toughness + 1)).toBeLessThanOrEqual(at(toughness) + 1e-12);
    }));
  });

  it("a called shot to the head agrees with 20 000 seeded attacks", () => {
    const head: AttackInput = { ...input, calledShot: "head", defence: null };
    const dice = seededDice(99);
    const n = 20000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const r = resolveAttack(dice, head).result;
      counts.set(r, (counts.get(r) ?? 0) + 1);
    }
    const odds = attackOdds(head);
    // skill 2 vs Target 7: only a 5 or 6 hits
    expect(odds.hit).toBeCloseTo(2 / 6, 12);
    for (const [result, p] of odds.outcomes.entries()) {
      expect(Math.abs((counts.get(result) ?? 0) / n - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 1e-9);
    }
  });
});

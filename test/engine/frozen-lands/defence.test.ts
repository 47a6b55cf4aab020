import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { queuedDice, seededDice } from "../../../module/engine/dice/source";
import { defendAgainstAttack } from "../../../module/engine/rulesets/frozen-lands/defence";

const defender = { stamina: 8, wounds: 0, armour: 1, reactionsLeft: 2 };

describe("frozen-lands defence against enemy attacks", () => {
  it("a dodge spends a reaction; each success takes a point off, then armour", () => {
    // Enemy deals 5; Mobility 3 rolls 5, 6, 2 = 2 successes; armour 1 → 2 damage.
    const out = defendAgainstAttack(queuedDice([5, 6, 2]), { damage: 5, defender, defence: { kind: "dodge", mobility: 3 } });
    expect(out.defended).toBe(2);
    expect(out.taken).toBe(2);
    expect(out.changes).toEqual({ reactionsLeft: 1, stamina: 6, wounds: 0 });
  });

  it("with no reactions left only armour reduces the damage", () => {
    const dice = queuedDice([]);
    const out = defendAgainstAttack(dice, { damage: 5, defender: { ...defender, reactionsLeft: 0 }, defence: { kind: "dodge", mobility: 3 } });
    expect(out.noReactionLeft).toBe(true);
    expect(out.roll).toBeNull();
    expect(out.taken).toBe(4);
    expect(dice.used).toBe(0);
  });

  it("blocking needs a shield or a Parrying weapon", () => {
    const sword = { name: "Shortsword", bonus: 2, damage: 1, features: ["S/P", "Parrying"] };
    const mace = { name: "Mace", bonus: 2, damage: 1, features: ["B"] };
    const out = defendAgainstAttack(queuedDice([6, 6]), { damage: 3, defender, defence: { kind: "block", melee: 2, weapon: sword } });
    expect(out.taken).toBe(0);
    expect(() => defendAgainstAttack(queuedDice([6]), { damage: 3, defender, defence: { kind: "block", melee: 1, weapon: mace } })).toThrow(/Parrying/);
    expect(defendAgainstAttack(queuedDice([1]), { damage: 3, defender, defence: { kind: "block", melee: 1, shield: true } }).taken).toBe(2);
  });

  it("damage on a broken character causes a Wound", () => {
    const out = defendAgainstAttack(queuedDice([]), { damage: 3, defender: { ...defender, stamina: 0 }, defence: { kind: "none" } });
    expect(out.health.woundsGained).toBe(1);
    expect(out.changes.wounds).toBe(1);
  });

  it("property: reactions never go negative and taken damage is within [0, damage]", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 4 }), fc.integer(), (reactionsLeft, damage, mobility, seed) => {
        const out = defendAgainstAttack(seededDice(seed), { damage, defender: { ...defender, reactionsLeft }, defence: { kind: "dodge", mobility } });
        expect(out.changes.reactionsLeft).toBeGreaterThanOrEqual(0);
        expect(out.changes.reactionsLeft).toBe(Math.max(0, reactionsLeft - 1));
        expect(out.taken).toBeGreaterThanOrEqual(0);
        expect(out.taken).toBeLessThanOrEqual(damage);
      }),
    );
  });
});

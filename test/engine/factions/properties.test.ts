import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededDice } from "../../../module/engine/dice/source";
import { counterOrder, resolveCounter } from "../../../module/engine/rulesets/factions/counter";
import type { CounterAction } from "../../../module/engine/rulesets/factions/counter";
import { reactionsLeft, spendReaction } from "../../../module/engine/rulesets/factions/reactions";

const kind = fc.constantFrom<CounterAction["kind"]>("damage", "nonlethal");
const flip = { "attack-first": "counter-first", "counter-first": "attack-first", simultaneous: "simultaneous" } as const;

describe("factions properties", () => {
  it("counters resolve in a total order: one answer, antisymmetric for damage, consistent with the damage", () => {
    fc.assert(
      fc.property(kind, kind, fc.nat(30), fc.nat(30), (a, b, x, y) => {
        const order = counterOrder(a, b, x, y);
        expect(["attack-first", "counter-first", "simultaneous"]).toContain(order);
        if (a === "damage" && b === "damage") {
          expect(counterOrder(b, a, y, x)).toBe(flip[order]);
          expect(order === "simultaneous").toBe(x === y);
          if (x > y) expect(order).toBe("attack-first");
        } else if (a !== b) {
          // the non-lethal side always goes last
          expect(order).toBe(a === "nonlethal" ? "counter-first" : "attack-first");
        } else {
          expect(order).toBe("attack-first");
        }
      }),
    );
  });

  it("a resolved counter lands hits in that order and never lets a downed character strike after", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.nat(3), fc.nat(3), (seed, ha, hb, aa, ab) => {
        const out = resolveCounter(seededDice(seed), {
          attacker: { id: "a", action: { kind: "damage", damage: { count: 1, sides: 8 } }, health: { health: ha, maxHealth: 12 }, armour: { armour: aa }, str: 10 },
          counterer: { id: "b", action: { kind: "damage", damage: { count: 1, sides: 6 } }, health: { health: hb, maxHealth: 12 }, armour: { armour: ab }, str: 10 },
        });
        expect(out.steps).toHaveLength(2);
        const [first, second] = out.steps;
        if (out.order === "simultaneous") {
          expect(first?.kind).toBe("damage");
          expect(second?.kind).toBe("damage");
        } else if (first?.kind === "damage" && (first.health.after.incapacitated || first.health.after.dead)) {
          expect(second?.kind).toBe("prevented");
        }
        for (const h of Object.values(out.health)) expect(h.health).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("reactions never go negative and spending past 0 is refused", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(3), fc.nat(6), (turnTaken, extra, attempts) => {
        let state = { turnTaken, extraReactions: extra, extraReactionsUsed: 0 };
        for (let i = 0; i < attempts; i++) {
          if (reactionsLeft(state) === 0) {
            expect(() => spendReaction(state)).toThrow(RangeError);
            break;
          }
          const before = reactionsLeft(state);
          state = spendReaction(state);
          expect(reactionsLeft(state)).toBe(before - 1);
          expect(reactionsLeft(state)).toBeGreaterThanOrEqual(0);
          expect(state.turnTaken).toBe(true);
        }
      }),
    );
  });
});

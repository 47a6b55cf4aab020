import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { createCreature, crossoverOn, rankOf } from "../../../module/engine/rulesets/tactica/creature";
import type { TacticaCreature } from "../../../module/engine/rulesets/tactica/creature";
import { applyDamage } from "../../../module/engine/rulesets/tactica/damage";
import { INJURY_EFFECTS } from "../../../module/engine/rulesets/tactica/injuries/effects";
import { applyInjury } from "../../../module/engine/rulesets/tactica/injuries/injury";
import { rankFloor } from "../../../module/engine/rulesets/tactica/ranks";
import { exposeToFear, fearTestDue } from "../../../module/engine/rulesets/tactica/fear";
import { compulsoryFlight, rollToRecoverMentalCondition } from "../../../module/engine/rulesets/tactica/states";
import { startHold, yieldToHold } from "../../../module/engine/rulesets/tactica/inclose";

describe("properties over whole fights", () => {
  it("damage and injuries never push a rank below the floor, and crossover is always ⌊other side's direct losses / N⌋", () => {
    const hit = fc.oneof(
      fc.record({ kind: fc.constant("damage" as const), track: fc.constantFrom("physical" as const, "mental" as const), damage: fc.integer({ min: 0, max: 12 }), rank: fc.boolean() }),
      fc.record({ kind: fc.constant("injury" as const), effect: fc.constantFrom(...INJURY_EFFECTS) }),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), fc.constantFrom(2 as const, 3 as const, 4 as const), fc.array(hit, { maxLength: 25 }), (heroic, p, m, every, hits) => {
        let c: TacticaCreature = createCreature({ id: "x", side: "a", physical: p, mental: m, heroicFloor: heroic, crossoverEvery: every });
        for (const h of hits) {
          c = h.kind === "damage" ? applyDamage(c, { track: h.track, damage: h.damage, choice: h.rank ? "rank" : "state" }).after : applyInjury(c, "chest", h.effect).after;
          for (const t of ["physical", "mental"] as const) {
            expect(rankOf(c, t)).toBeGreaterThanOrEqual(rankFloor(heroic));
            const other = t === "physical" ? c.mental : c.physical;
            expect(crossoverOn(c, t)).toBe(Math.floor(other.lost / every));
          }
          if (rankOf(c, "physical") <= rankFloor(heroic) || rankOf(c, "mental") <= rankFloor(heroic)) expect(c.status).not.toBe("active");
        }
      }),
    );
  });
});

describe("fear exposure, mental conditions, yielding", () => {
  it("a creature takes on the worst fear around it and tests until it passes", () => {
    let c = createCreature({ id: "v", side: "a", physical: 3, mental: 3 });
    expect(fearTestDue(c)).toBe(false);
    c = exposeToFear(c, ["scary", "dread"]);
    expect(c.fear).toBe("dread");
    expect(exposeToFear(c, ["fearsome"]).fear).toBe("dread");
    expect(fearTestDue(c)).toBe(true);
  });
  it("Panicked and Crushed are shaken off with a Spirit roll", () => {
    const c = { ...createCreature({ id: "v", side: "a", physical: 3, mental: 3 }), mentalCondition: "panicked" as const };
    expect(compulsoryFlight(c)).toBe(true);
    expect(rollToRecoverMentalCondition(queuedDice([2, 2, 2, 2]), c, 0).after.mentalCondition).toBe("panicked");
    expect(rollToRecoverMentalCondition(queuedDice([2, 2, 6, 2]), c, 0).after.mentalCondition).toBeNull();
    expect(() => rollToRecoverMentalCondition(queuedDice([]), { ...c, mentalCondition: null }, 0)).toThrow(/neither/);
  });
  it("yielding ends a hold", () => {
    expect(yieldToHold(startHold("a", "b", 1, 1)).hold).toBeNull();
  });
});

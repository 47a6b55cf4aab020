import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CONDITIONS,
  CONDITION_IDS,
  applyCriticalFailures,
  conditionEffects,
  conditionForAttribute,
} from "../../../module/engine/rulesets/frozen-lands/conditions";
import { actionsPerRound, reactionsPerRound, spend } from "../../../module/engine/rulesets/frozen-lands/actor";

describe("frozen-lands conditions", () => {
  it("are data with stable ids", () => {
    expect(CONDITION_IDS).toEqual(["exhaustion", "dazed", "fear"]);
    for (const id of CONDITION_IDS) expect(CONDITIONS[id].id).toBe(id);
  });

  it("map attributes to conditions", () => {
    expect(conditionForAttribute("body")).toBe("exhaustion");
    expect(conditionForAttribute("agility")).toBe("exhaustion");
    expect(conditionForAttribute("mind")).toBe("dazed");
    expect(conditionForAttribute("awareness")).toBe("dazed");
    expect(conditionForAttribute("soul")).toBe("fear");
  });

  it("a first critical failure gives level 1", () => {
    const c = applyCriticalFailures({}, "soul", 1);
    expect(c.levelAfter).toBe(1);
    expect(c.levels.fear).toBe(1);
    expect(c.extraStress).toBe(0);
  });

  it("rises only when critical failures exceed the current level, else an extra Stress", () => {
    const same = applyCriticalFailures({ dazed: 2 }, "mind", 2);
    expect(same.levelAfter).toBe(2);
    expect(same.extraStress).toBe(1);
    const more = applyCriticalFailures({ dazed: 2 }, "awareness", 3);
    expect(more.levelAfter).toBe(3);
    expect(more.extraStress).toBe(0);
  });

  it("going over level 3 breaks the character with a critical injury", () => {
    const c = applyCriticalFailures({ exhaustion: 3 }, "body", 4);
    expect(c.broken).toBe(true);
    expect(c.criticalInjury).toBe(true);
    expect(c.levelAfter).toBe(3);
  });

  it("Exhaustion costs an action, Dazed a reaction, Fear a success", () => {
    expect(conditionEffects({ exhaustion: 1, dazed: 2, fear: 3 })).toEqual({ actions: -1, reactions: -1, successes: -1 });
    expect(conditionEffects({ exhaustion: 2, fear: 3 }, "perLevel")).toEqual({ actions: -2, reactions: 0, successes: -3 });
    expect(actionsPerRound({ exhaustion: 1 })).toBe(2);
    expect(reactionsPerRound(4, { dazed: 1 })).toBe(2);
    expect(reactionsPerRound(4)).toBe(3);
  });

  it("rejects levels above 3 and negative counts", () => {
    expect(() => conditionEffects({ fear: 4 })).toThrow(/above the maximum/);
    expect(() => applyCriticalFailures({}, "body", -1)).toThrow(/critical failures/);
  });

  it("property: actions and reactions never go negative, and spending never drops below 0", () => {
    const level = fc.integer({ min: 0, max: 3 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        level,
        level,
        level,
        fc.constantFrom("flat" as const, "perLevel" as const),
        fc.integer({ min: 0, max: 6 }),
        (agility, exhaustion, dazed, fear, scaling, cost) => {
          const conditions = { exhaustion, dazed, fear };
          const actions = actionsPerRound(conditions, scaling);
          const reactions = reactionsPerRound(agility, conditions, scaling);
          expect(actions).toBeGreaterThanOrEqual(0);
          expect(reactions).toBeGreaterThanOrEqual(0);
          if (cost > reactions) expect(() => spend(reactions, cost, "reactions")).toThrow(RangeError);
          else expect(spend(reactions, cost, "reactions")).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

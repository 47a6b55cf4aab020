import { describe, expect, it } from "vitest";
import { RULESET_IDS, RULESETS, isRulesetId, rulesetFor } from "../../../module/engine/rulesets/index";

describe("ruleset registry", () => {
  it("each id maps to the ruleset object that carries that id, a turn policy and resolve functions", () => {
    for (const id of RULESET_IDS) {
      const ruleset = rulesetFor(id);
      expect(ruleset).toBe(RULESETS[id]);
      expect(ruleset.id).toBe(id);
      expect(ruleset.turnPolicy).toBeTypeOf("object");
      // resolve holds functions, or small groups of functions (factions' morale checks)
      const isResolver = (f: unknown): boolean =>
        typeof f === "function" || (typeof f === "object" && f !== null && Object.values(f).every((g) => typeof g === "function"));
      const resolvers = Object.entries(ruleset.resolve);
      expect(resolvers.length).toBeGreaterThan(5);
      expect(resolvers.filter(([, f]) => !isResolver(f)).map(([k]) => k)).toEqual([]);
    }
  });

  it("rejects an unknown id with a message naming the known ones", () => {
    expect(isRulesetId("dnd")).toBe(false);
    expect(() => rulesetFor("dnd")).toThrow(/unknown ruleset "dnd".*six-seconds, frozen-lands, factions, tactica/);
  });
});

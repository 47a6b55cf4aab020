import { describe, expect, it, vi } from "vitest";
import { prepareRoll, resolveRequest } from "../../module/dice/requests";
import { RULESET_IDS } from "../../module/engine/rulesets/index";
import { ACTOR_BLOCKS, ADAPTERS, RULESET_LABELS, adapterFor, defaultRulesetOf, isRulesetId, rollHandlerFor, rollRouteFor, type RollRequest } from "../../module/rulesets/registry";
import { DEFAULT_RULESET, RULESET_BLOCK_KEYS, RULESETS, type RulesetId } from "../../module/schema/choices";

describe("ruleset registry", () => {
  it("has one adapter and one stat block for each ruleset the engine runs, in the same order", () => {
    expect([...RULESETS]).toEqual([...RULESET_IDS]);
    expect(Object.keys(ADAPTERS)).toEqual([...RULESETS]);
    expect(Object.keys(ACTOR_BLOCKS)).toEqual(RULESETS.map((id) => RULESET_BLOCK_KEYS[id]));
    for (const id of RULESETS) {
      expect(adapterFor(id).id).toBe(id);
      expect(RULESET_LABELS[id]).toBe(`FRAY.Ruleset.${id}`);
    }
    expect(RULESET_BLOCK_KEYS["frozen-lands"]).toBe("frozenLands");
    expect(DEFAULT_RULESET).toBe(RULESETS[0]);
  });

  it("rejects an unknown id with the ids there are", () => {
    expect(isRulesetId("dnd")).toBe(false);
    expect(() => adapterFor("dnd" as RulesetId)).toThrow(/unknown ruleset "dnd": expected one of six-seconds, frozen-lands, factions, tactica/);
  });

  it("finds each request kind's handler in the ruleset whose kind it is, and only there", () => {
    for (const id of RULESETS) {
      for (const kind of Object.keys(ADAPTERS[id].rolls)) {
        expect(kind.startsWith(`${id}.`)).toBe(true);
        expect(rollHandlerFor({ kind } as RollRequest)).toBe(ADAPTERS[id].rolls[kind]);
      }
    }
    expect(() => rollHandlerFor({ kind: "dnd.attack" } as unknown as RollRequest)).toThrow(/no ruleset rolls requests of kind "dnd.attack"/);
  });

  it("routes a kind to its handler and its ruleset's adapter at once", () => {
    for (const id of RULESETS) {
      for (const kind of Object.keys(ADAPTERS[id].rolls)) expect(rollRouteFor({ kind } as RollRequest).adapter).toBe(ADAPTERS[id]);
    }
  });

  it("prepares a roll once: its dice are worked out once and its card is the same as resolving the request alone", () => {
    const req: RollRequest = { kind: "six-seconds.check", label: "Possess", modifiers: [{ value: 4, reason: "Possess" }], target: 9 };
    const handler = ADAPTERS["six-seconds"].rolls["six-seconds.check"]!;
    const dice = vi.spyOn(handler, "dice");
    try {
      const prepared = prepareRoll(req);
      const card = prepared.resolve([6]);
      expect(dice).toHaveBeenCalledTimes(1);
      expect(card).toEqual(resolveRequest(req, [6]));
      expect(() => prepared.resolve([6, 6])).toThrow();
      expect(prepared.writeBack([6], {} as never)).toEqual({ update: {} });
    } finally {
      dice.mockRestore();
    }
  });

  it("gives a new item the ruleset that brings its type, else the default ruleset", () => {
    expect(defaultRulesetOf("talent")).toBe("frozen-lands");
    expect(defaultRulesetOf("injury")).toBe("tactica");
    expect(defaultRulesetOf("combo")).toBe("six-seconds");
    expect(defaultRulesetOf("armour")).toBe(DEFAULT_RULESET);
  });
});

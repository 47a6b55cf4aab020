import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import {
  chaseAction,
  factionsMoraleRequest,
  fightOnAction,
  moraleAction,
  stretchEndAction,
  surrenderAction,
} from "../../../module/rulesets/factions/morale-actions";

function fighter(wit = 12) {
  const s = initialOf(ACTOR_SYSTEM);
  s.factions.wit = wit;
  s.factions.agi = 9;
  return s;
}

describe("factions morale from the sheet", () => {
  it("the WIT save (d20 at or under WIT) makes a pass steady for the stretch; a failure must surrender or retreat", () => {
    const req = factionsMoraleRequest("Bandit", fighter(12));
    const holds = resolveAction(moraleAction, req, [12]);
    expect(holds.card.odds).toBeCloseTo(12 / 20);
    expect(holds.update).toEqual({ "system.factions.steady": true });
    const breaks = resolveAction(moraleAction, req, [13]);
    expect(breaks.card.outcome.key).toBe("FRAY.Action.Factions.MoraleBreaks");
    expect(breaks.update).toEqual({});
    // The world reading "saves pass only under the score" changes both the save and its odds.
    const strict = factionsMoraleRequest("Bandit", fighter(12), { inclusiveSaves: false });
    expect(resolveAction(moraleAction, strict, [12]).card.outcome.success).toBe(false);
    expect(resolveAction(moraleAction, strict, [12]).card.odds).toBeCloseTo(11 / 20);
  });

  it("a steady character is not subject to morale; the end of the stretch clears it", () => {
    const s = fighter();
    s.factions.steady = true;
    expect(() => factionsMoraleRequest("Bandit", s)).toThrow(/not subject to morale/);
    expect(resolveAction(stretchEndAction, { name: "Bandit", steady: true, surrendering: false }, []).update).toEqual({
      "system.factions.steady": false,
      "system.factions.surrendering": false,
      "system.factions.surrenderHealth": -1,
    });
  });

  it("surrendering spends the turn; harmed while surrendering, the character fights on", () => {
    // Its health when it surrendered is recorded: "harmed by the enemy" is measured from it.
    expect(resolveAction(surrenderAction, { name: "Bandit", steady: false, surrendering: false, health: 6 }, []).update).toEqual({ "system.factions.surrendering": true, "system.factions.surrenderHealth": 6 });
    expect(resolveAction(fightOnAction, { name: "Bandit", steady: false, surrendering: true }, []).update).toEqual({ "system.factions.surrendering": false, "system.factions.surrenderHealth": -1 });
  });
});

describe("factions chases", () => {
  it("at an even pace the fleeing character's AGI save decides; faster escapes and slower is caught without a roll", () => {
    const even = { name: "Thief", agi: 9, pace: "even" as const, options: {} };
    expect(chaseAction.dice(even)).toHaveLength(1);
    expect(resolveAction(chaseAction, even, [9]).card.outcome.key).toBe("FRAY.Action.Factions.Escaped");
    expect(resolveAction(chaseAction, even, [10]).card.outcome.key).toBe("FRAY.Action.Factions.Caught");
    expect(resolveAction(chaseAction, even, [10]).card.odds).toBeCloseTo(9 / 20);
    const faster = { ...even, pace: "faster" as const };
    expect(chaseAction.dice(faster)).toEqual([]);
    expect(resolveAction(chaseAction, faster, []).card.outcome.success).toBe(true);
    expect(resolveAction(chaseAction, { ...even, pace: "slower" }, []).card.outcome.success).toBe(false);
  });
});

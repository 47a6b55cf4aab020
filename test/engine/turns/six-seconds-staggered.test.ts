import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { sixSecondsTurnPolicy as policy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { Driver, ofType } from "./helpers";

describe("six-seconds Staggered in the turn order", () => {
  it("1d6 rounds, each a d6 of stunned seconds at the start of the staggered one's turn", () => {
    const d = new Driver(policy);
    d.add({ id: "mage", reflex: 3, dexterity: 2 });
    d.add({ id: "rogue", reflex: 1, dexterity: 1 });
    d.run({ type: "start" }, queuedDice([5, 1])); // mage 10, rogue 3
    // The mage hits the rogue in the head; the rogue fails Fortitude: staggered, 2 rounds (d6 = 2), stunned 3 then 5 s.
    const ev = d.run({ type: "stagger", combatant: "rogue" }, queuedDice([2, 3, 5]));
    expect(ofType(ev, "staggered")[0]).toMatchObject({ combatant: "rogue", rounds: 2, durationRoll: 2, seconds: [3, 5] });
    d.run({ type: "endTurn", combatant: "mage" });
    expect(policy.budget(d.state, "rogue")).toEqual({ unit: "seconds", allowed: 6, spent: 3 });
    expect(() => d.run({ type: "act", combatant: "rogue", key: "combo" })).not.toThrow(); // 3 s now, 1 s next turn
    d.run({ type: "endTurn", combatant: "rogue" });
    d.run({ type: "endTurn", combatant: "mage" });
    // Round 2: 5 stunned seconds first, then the combo's last second in the 6th.
    expect(ofType(d.events, "staggeredRound").map((e) => [e.round, e.seconds, e.roundsLeft])).toEqual([[1, 3, 1], [2, 5, 0]]);
    expect(policy.budget(d.state, "rogue")!.spent).toBe(6);
    expect(ofType(d.events, "actionCompleted").at(-1)).toMatchObject({ combatant: "rogue", name: "combo", round: 2, afterSecond: 6 });
    d.run({ type: "endTurn", combatant: "rogue" });
    d.run({ type: "endTurn", combatant: "mage" });
    expect(policy.budget(d.state, "rogue")!.spent).toBe(0); // round 3: no longer staggered
  });

  it("a given duration, on the staggered one's own turn: the first round's seconds pass at once", () => {
    const d = new Driver(policy);
    d.add({ id: "mage", reflex: 3, dexterity: 2 });
    d.run({ type: "start" }, queuedDice([5]));
    d.run({ type: "stagger", combatant: "mage", rounds: 1 }, queuedDice([4]));
    expect(policy.budget(d.state, "mage")!.spent).toBe(4);
    expect(() => d.run({ type: "stagger", combatant: "mage", rounds: 0 }, queuedDice([4]))).toThrow(/rounds/);
    expect(() => d.run({ type: "stagger", combatant: "mage" })).toThrow(TypeError); // needs dice
  });
});

import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { tacticaTurnPolicy as policy } from "../../../module/engine/rulesets/tactica/turn-policy";
import { Driver, ofType } from "./helpers";

describe("tactica: action dice lost, not burnt", () => {
  it('"Kill: ... Discard all remaining Initiative dice": loseDice with every die held leaves none, and the countdown passes on', () => {
    const d = new Driver(policy);
    d.add({ id: "hero", side: "player", dice: 3 });
    d.add({ id: "orc", side: "npc", dice: 2 });
    d.run({ type: "start" }, queuedDice([5, 4, 3, 6, 2, 2]));
    const ev = d.run({ type: "loseDice", combatant: "orc", count: 20, reason: "kill" });
    expect(d.data.fighters.orc!.dice).toEqual([]);
    expect(ofType(ev, "diceLost")[0]).toMatchObject({ combatant: "orc", count: 3, reason: "kill" });
  });

  it('"Lose of an action dice": one die goes, the lowest (the owner\'s pick, as with a wound\'s burnt dice), and the others stay in order', () => {
    const d = new Driver(policy);
    d.add({ id: "hero", side: "player", dice: 4 });
    d.run({ type: "start" }, queuedDice([5, 2, 4, 3]));
    d.run({ type: "loseDice", combatant: "hero", count: 1, reason: "special" });
    expect(d.data.fighters.hero!.dice).toEqual([5, 4, 3]);
    expect(() => d.run({ type: "loseDice", combatant: "hero", count: 0 })).toThrow(RangeError);
  });
});

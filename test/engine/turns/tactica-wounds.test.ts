import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { createCreature } from "../../../module/engine/rulesets/tactica/creature";
import { applyInjury, burntActionDice, healInjury } from "../../../module/engine/rulesets/tactica/injuries/injury";
import { tacticaTurnPolicy as policy } from "../../../module/engine/rulesets/tactica/turn-policy";
import { Driver, ofType } from "./helpers";

describe("tactica wounds that burn action dice every round (\"occurs immediately AND remains every round\")", () => {
  it("a Sever burns 2 dice now (burn) and 2 at every later roll (woundBurn) until healed", () => {
    const d = new Driver(policy);
    d.add({ id: "hero", side: "player", dice: 4 });
    d.add({ id: "orc", side: "npc", dice: 1 });
    d.run({ type: "start" }, queuedDice([5, 4, 3, 2, 4]));
    const wound = applyInjury(createCreature({ id: "hero", side: "a", physical: 4, mental: 4, heroicFloor: true }), "left-arm", "sever");
    // At once: the owner's two lowest dice become 1s.
    d.run({ type: "burn", combatant: "hero", count: wound.burnNow });
    expect(d.data.fighters.hero!.dice).toEqual([5, 4, 1, 1]);
    // From now on, at every roll.
    d.run({ type: "woundBurn", combatant: "hero", count: burntActionDice(wound.after) });
    d.run({ type: "act", combatant: "hero", action: { name: "attack", cost: 4 } });
    d.run({ type: "act", combatant: "hero", action: { name: "attack", cost: 5 } });
    // Only 1s left: trying another attack calls the refresh; the orc's last option is its attack.
    d.run({ type: "act", combatant: "hero", action: { name: "attack", cost: 4 } });
    expect(d.data.refreshBy).toBe("hero");
    const ev = d.run({ type: "act", combatant: "orc", action: { name: "attack", cost: 4 } }, queuedDice([6, 3, 4, 2, 2, 5]));
    // Rolled 6, 3, 4, 2 and a 2 for the 6; the two lowest (2, 2) burn.
    expect(d.data.fighters.hero!.dice).toEqual([6, 3, 4, 1, 1]);
    expect(ofType(ev, "diceBurned")[0]).toMatchObject({ combatant: "hero", count: 2, reason: "wounds" });
    // Healed: the burning stops at the next roll.
    expect(burntActionDice(healInjury(wound.after, 0))).toBe(0);
    d.run({ type: "woundBurn", combatant: "hero", count: 0 });
    expect(d.data.fighters.hero!.burnEachRoll).toBe(0);
    expect(() => d.run({ type: "woundBurn", combatant: "hero", count: -1 })).toThrow(RangeError);
  });
});

describe("minor NPCs' set dice (the text's 5,4,3,2 or 5,3,2)", () => {
  it("a 5,3,2 NPC takes the countdown by its three dice and pays a 4-pip attack with the 5", () => {
    const d = new Driver(policy);
    d.add({ id: "thug", side: "npc", fixed: [5, 3, 2] });
    d.add({ id: "hero", side: "player", dice: 2 });
    d.run({ type: "start" }, queuedDice([4, 4]));
    expect(d.data.fighters.thug!.dice).toEqual([5, 3, 2]);
    d.run({ type: "act", combatant: "thug", action: { name: "melee attack", cost: 4 } });
    expect(d.data.fighters.thug!.dice).toEqual([3, 2]);
  });
});

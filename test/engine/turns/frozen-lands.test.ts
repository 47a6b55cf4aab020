import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { frozenLandsTurnPolicy as policy } from "../../../module/engine/rulesets/frozen-lands/turn-policy";
import { buildTrack, orderPlayers, rollGmInitiative, tiedPlayers } from "../../../module/engine/rulesets/frozen-lands/turn-track";
import { Driver, ofType, types } from "./helpers";

function skirmish(playerDice: number[], gmDice: number[], playerOrder?: string[]) {
  const d = new Driver(policy);
  d.add({ id: "ana", side: "player", agility: 3 });
  d.add({ id: "bo", side: "player", agility: 2 });
  d.add({ id: "cy", side: "player", agility: 1 });
  d.add({ id: "wolf", side: "enemy", initiative: 4, reactions: 1 });
  d.add({ id: "bear", side: "enemy", initiative: 5, reactions: 0 });
  d.add({ id: "troll", side: "enemy", initiative: 3, reactions: 1 });
  d.add({ id: "goblin", side: "enemy", initiative: 2, reactions: 1 });
  d.run(playerOrder ? { type: "start", playerOrder } : { type: "start" }, queuedDice([...playerDice, ...gmDice]));
  return d;
}

describe("frozen-lands initiative and track", () => {
  it("GM rolls players + 1 dice, keeps the highest, and goes first only if it beats every player", () => {
    expect(rollGmInitiative([{ id: "a", roll: 3 }, { id: "b", roll: 5 }], queuedDice([1, 4, 4]))).toEqual({ dice: [1, 4, 4], kept: 4, gmFirst: false });
    expect(rollGmInitiative([{ id: "a", roll: 3 }, { id: "b", roll: 5 }], queuedDice([5, 2, 1]))).toMatchObject({ kept: 5, gmFirst: false }); // a tie does not beat
    expect(rollGmInitiative([{ id: "a", roll: 3 }, { id: "b", roll: 5 }], queuedDice([2, 6, 1]))).toMatchObject({ kept: 6, gmFirst: true });
  });

  it("one track, descending, alternating player and GM, remaining enemies at the end", () => {
    const d = skirmish([3, 5, 2], [1, 4, 4, 2]);
    expect(d.data.track).toEqual(["bo", "bear", "ana", "wolf", "cy", "troll", "goblin"]);
    expect(d.state.active).toBe("bo");
  });

  it("the GM leads the track when its kept die beats every player's", () => {
    const d = skirmish([3, 2, 1], [1, 6, 2, 2]);
    expect(d.data.track).toEqual(["bear", "ana", "wolf", "bo", "troll", "cy", "goblin"]);
    expect(buildTrack(["p1", "p2", "p3"], ["e1"], false)).toEqual(["p1", "e1", "p2", "p3"]);
  });

  it("ties between players are the players' explicit choice", () => {
    expect(tiedPlayers([{ id: "a", roll: 4 }, { id: "b", roll: 4 }, { id: "c", roll: 2 }])).toEqual([["a", "b"]]);
    const d = skirmish([4, 4, 2], [1, 1, 1, 1]);
    expect(d.state.round).toBe(0);
    expect(ofType(d.events, "playerTiesToDecide")[0]).toMatchObject({ groups: [["ana", "bo"]] });
    expect(() => d.run({ type: "act", combatant: "ana", action: "move" })).toThrow(RangeError);
    expect(() => d.run({ type: "outOfTurn", combatant: "ana", action: "move", success: true })).toThrow(/no turn under way/);
    expect(() => d.run({ type: "chooseOrder", order: ["cy", "bo", "ana"] })).toThrow(/only ties/);
    d.run({ type: "chooseOrder", order: ["bo", "ana", "cy"] });
    expect(d.data.track.slice(0, 3)).toEqual(["bo", "bear", "ana"]);
    expect(d.state).toMatchObject({ round: 1, active: "bo" });
    expect(orderPlayers([{ id: "a", roll: 4 }, { id: "b", roll: 4 }], ["b", "a"])).toEqual(["b", "a"]);
  });

  it("the order can be given at the start", () => {
    const d = skirmish([4, 4, 2], [1, 1, 1, 1], ["bo", "ana", "cy"]);
    expect(d.state.active).toBe("bo");
  });
});

describe("frozen-lands actions", () => {
  const d0 = () => skirmish([3, 5, 2], [1, 4, 4, 2]);

  it("3 actions a round, each once a turn, refreshed at the start of the round", () => {
    const d = d0();
    d.run({ type: "act", combatant: "bo", action: "move" });
    expect(() => d.run({ type: "act", combatant: "bo", action: "move" })).toThrow(/already used move/);
    d.run({ type: "act", combatant: "bo", action: "attack" });
    d.run({ type: "act", combatant: "bo", action: "aim" });
    expect(() => d.run({ type: "act", combatant: "bo", action: "reload" })).toThrow(/no actions left/);
    expect(policy.budget(d.state, "bo")).toEqual({ unit: "actions", allowed: 3, spent: 3 });
    for (const id of d.data.track) d.run({ type: "endTurn", combatant: id });
    expect(d.state).toMatchObject({ round: 2, active: "bo" });
    expect(policy.budget(d.state, "bo")!.spent).toBe(0);
    expect(types(d.events).filter((t) => t.startsWith("round"))).toEqual(["roundStart", "roundEnd", "roundStart"]);
  });

  it("a talent lets the same action be used again in one turn", () => {
    const d = new Driver(policy);
    d.add({ id: "duelist", side: "player", agility: 2, repeatable: ["attack"] });
    d.add({ id: "orc", side: "enemy", initiative: 1, reactions: 0 });
    d.run({ type: "start" }, queuedDice([6, 1, 1]));
    d.run({ type: "act", combatant: "duelist", action: "attack" });
    d.run({ type: "act", combatant: "duelist", action: "attack" });
    expect(d.data.fighters.duelist!.actionsLeft).toBe(1);
  });

  it("dual wielding: another action to Attack again, with the rule named", () => {
    const d = d0();
    d.run({ type: "act", combatant: "bo", action: "attack" });
    const ev = d.run({ type: "act", combatant: "bo", action: "attack", repeatBecause: "dual wielding" });
    expect(ev[0]).toMatchObject({ type: "action", action: "attack", actionsLeft: 1, repeatBecause: "dual wielding" });
  });

  it("dual wielding as one play: two Attack actions in one step, the second a repeat named by its rule", () => {
    const d = d0();
    expect(() => d.run({ type: "act", combatant: "bo", action: "attack", times: 2 })).toThrow(/bo cannot use attack 2 times in one turn \(only a talent/);
    const ev = d.run({ type: "act", combatant: "bo", action: "attack", times: 2, repeatBecause: "dual wielding" });
    expect(ev.map((e) => [e.type, (e as { actionsLeft?: number }).actionsLeft, (e as { repeatBecause?: string | null }).repeatBecause])).toEqual([
      ["action", 2, null],
      ["action", 1, "dual wielding"],
    ]);
    // One action left: a second dual-wield play (two actions) is refused, nothing spent.
    expect(() => d.run({ type: "act", combatant: "bo", action: "attack", times: 2, repeatBecause: "dual wielding" })).toThrow(/1 actions left this round, 2 needed/);
    expect(d.data.fighters.bo!.actionsLeft).toBe(1);
    expect(() => d.run({ type: "act", combatant: "bo", action: "attack", times: 0, repeatBecause: "x" })).toThrow(/times must be between 1/);
  });

  it("an out-of-turn action: success acts before the interrupted action and uses one of the 3; once a round", () => {
    const d = d0();
    const ev = d.run({ type: "outOfTurn", combatant: "ana", action: "attack", success: true });
    expect(ev[0]).toMatchObject({ type: "outOfTurnAction", combatant: "ana", before: "bo", actionsLeft: 2 });
    expect(() => d.run({ type: "outOfTurn", combatant: "ana", action: "move", success: true })).toThrow(/already tried/);
    expect(() => d.run({ type: "outOfTurn", combatant: "bo", action: "move", success: true })).toThrow(/own turn/);
    expect(() => d.run({ type: "outOfTurn", combatant: "bear", action: "move", success: true })).toThrow(/only players/);
  });

  it("a failed out-of-turn attempt gives a Stress and uses no action", () => {
    const d = d0();
    const ev = d.run({ type: "outOfTurn", combatant: "cy", action: "attack", success: false });
    expect(ev[0]).toMatchObject({ type: "stressGained", combatant: "cy", amount: 1 });
    expect(d.data.fighters.cy!).toMatchObject({ actionsLeft: 3, stressGained: 1, outOfTurnTried: true });
  });

  it("the policy can roll the Awareness check itself (check instead of success)", () => {
    const d = d0();
    const ev = d.run({ type: "outOfTurn", combatant: "ana", action: "attack", check: { awareness: 2 } }, queuedDice([1, 6]));
    expect(types(ev)).toEqual(["outOfTurnCheck:ana", "outOfTurnAction:ana"]);
    expect(ev[0]).toMatchObject({ success: true, roll: { attribute: "awareness", successes: 1 } });
    expect(d.data.fighters.ana!).toMatchObject({ actionsLeft: 2, outOfTurnTried: true });
  });

  it("a rolled Awareness check that fails gives the Stress, plus the extra Stress of a critical failure at the Dazed level", () => {
    const d = d0();
    const ev = d.run({ type: "outOfTurn", combatant: "cy", action: "attack", check: { awareness: 1, stress: 3, soul: 2, conditions: { dazed: 1 } } }, queuedDice([2, 3]));
    expect(types(ev)).toEqual(["outOfTurnCheck:cy", "stressGained:cy", "stressGained:cy"]);
    expect(ev[0]).toMatchObject({ success: false, changes: { conditions: { dazed: 1 } } });
    expect(ev[0]!.changes).not.toHaveProperty("stressGained");
    expect(d.data.fighters.cy!).toMatchObject({ actionsLeft: 3, stressGained: 2 });
  });

  it("outOfTurn needs exactly one of success and check", () => {
    const d = d0();
    expect(() => d.run({ type: "outOfTurn", combatant: "ana", action: "attack" })).toThrow(/either success .* or check/);
    expect(() => d.run({ type: "outOfTurn", combatant: "ana", action: "attack", success: true, check: { awareness: 1 } })).toThrow(/either success/);
  });

  it("a delayed action is kept on your turn and resolved after the turn during which it is used", () => {
    const d = d0();
    d.run({ type: "act", combatant: "bo", action: "move" });
    d.run({ type: "delay", combatant: "bo" });
    expect(() => d.run({ type: "useDelayed", combatant: "bo", action: "attack" })).toThrow(/after bo's own turn/);
    d.run({ type: "endTurn", combatant: "bo" }); // bear's turn
    d.run({ type: "useDelayed", combatant: "bo", action: "attack" });
    // "A delayed action happens after the current character or enemy turn": not during the bear's turn.
    expect(() => d.run({ type: "act", combatant: "bo", action: "attack" })).toThrow(/not bo's turn/);
    const ev = d.run({ type: "endTurn", combatant: "bear" });
    expect(types(ev)).toEqual(["turnEnd:bear", "turnStart:bo", "delayedAction:bo"]);
    // Its short turn: the one action, paid already; then play goes on along the track.
    expect(types(d.run({ type: "act", combatant: "bo", action: "attack" }))).toEqual(["interruptTaken:bo"]);
    expect(() => d.run({ type: "act", combatant: "bo", action: "move" })).toThrow(/delayed action is one action/);
    expect(types(d.run({ type: "endTurn", combatant: "bo" }))).toEqual(["turnEnd:bo", "turnStart:ana"]);
    expect(d.data.fighters.bo!.actionsLeft).toBe(1);
  });

  it("an unused delayed action is lost when the round ends", () => {
    const d = d0();
    d.run({ type: "delay", combatant: "bo" });
    for (const id of d.data.track) d.run({ type: "endTurn", combatant: id });
    expect(ofType(d.events, "delayedActionLost")).toEqual([expect.objectContaining({ combatant: "bo", round: 1 })]);
    expect(d.data.fighters.bo!.delayed).toBeNull();
  });

  it("Reactions = Agility − 1 a round, counted and restored", () => {
    const d = d0();
    d.run({ type: "react", combatant: "ana", name: "dodge" });
    d.run({ type: "react", combatant: "ana", name: "block" });
    expect(() => d.run({ type: "react", combatant: "ana" })).toThrow(/no Reactions left/);
    expect(() => d.run({ type: "react", combatant: "cy" })).toThrow(/no Reactions left/); // Agility 1
    for (const id of d.data.track) d.run({ type: "endTurn", combatant: id });
    expect(d.data.fighters.ana!.reactionsLeft).toBe(2);
  });

  it("Exhaustion: one action fewer from the next round", () => {
    const d = d0();
    d.run({ type: "setAllowance", combatant: "bo", actions: 2 });
    expect(policy.budget(d.state, "bo")!.allowed).toBe(3);
    for (const id of d.data.track) d.run({ type: "endTurn", combatant: id });
    expect(policy.budget(d.state, "bo")).toEqual({ unit: "actions", allowed: 2, spent: 0 });
  });

  it("a late arrival joins the track from the next round", () => {
    const d = d0();
    d.add({ id: "dag", side: "player", agility: 2 }, queuedDice([6]));
    expect(d.data.playerOrder[0]).toBe("dag");
    for (const id of ["bo", "bear", "ana", "wolf", "cy", "troll", "goblin"]) d.run({ type: "endTurn", combatant: id });
    expect(d.state).toMatchObject({ round: 2, active: "dag" });
  });

  it("shows the tracker lineup along the track", () => {
    const d = d0();
    d.run({ type: "act", combatant: "bo", action: "move" });
    d.run({ type: "delay", combatant: "bo" });
    d.run({ type: "endTurn", combatant: "bo" });
    const rows = policy.lineup(d.state);
    expect(rows.slice(0, 3).map((s) => [s.id, s.status])).toEqual([["bo", "delaying"], ["bear", "active"], ["ana", "next"]]);
    expect(rows[0]!.note).toBe("roll 5 · 1/3 actions · 1/1 reactions");
  });

  it("removing the active combatant moves play along the track", () => {
    const d = d0();
    d.run({ type: "removeCombatant", combatant: "bo" });
    expect(d.state.active).toBe("bear");
    d.run({ type: "removeCombatant", combatant: "goblin" });
    for (const id of ["bear", "ana", "wolf", "cy", "troll"]) d.run({ type: "endTurn", combatant: id });
    expect(d.state.round).toBe(2);
    expect(d.data.track).toEqual(["ana", "bear", "cy", "wolf", "troll"]); // rebuilt: still alternating
  });

  it("rejects bad combatants", () => {
    const d = new Driver(policy);
    expect(() => d.add({ id: "x", side: "villain" })).toThrow(TypeError);
    expect(() => d.add({ id: "y", side: "enemy", reactions: 1 })).toThrow(/default initiative score/);
  });
});

import { describe, expect, it } from "vitest";
import { queuedDice, seededDice } from "../../../module/engine/dice/source";
import { EXAMPLE_ACTIONS, exampleAction } from "../../../module/engine/rulesets/six-seconds/turn-actions";
import { insertLateArrival, rollInitiative } from "../../../module/engine/rulesets/six-seconds/turn-initiative";
import { sixSecondsTurnPolicy as policy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { Driver, ofType, types } from "./helpers";

function duel(options?: unknown) {
  const d = new Driver(policy, options);
  d.add({ id: "mage", reflex: 3, dexterity: 2 });
  d.add({ id: "rogue", reflex: 1, dexterity: 1 });
  d.run({ type: "start" }, queuedDice([5, 1])); // mage 10, rogue 3
  return d;
}

describe("six-seconds initiative", () => {
  it("is d6 + Reflex + Dexterity, highest first, ties re-rolled among the tied only", () => {
    const rolls = rollInitiative(
      [
        { id: "a", reflex: 2, dexterity: 1 },
        { id: "b", reflex: 1, dexterity: 2 },
        { id: "c", reflex: 0, dexterity: 0 },
      ],
      queuedDice([4, 4, 2, /* tie a–b */ 2, 5]),
    );
    expect(rolls.map((r) => [r.id, r.total, r.tieBreaks])).toEqual([
      ["b", 7, [8]],
      ["a", 7, [5]],
      ["c", 2, []],
    ]);
  });

  it("re-rolls again while still tied", () => {
    const rolls = rollInitiative(
      [
        { id: "a", reflex: 0, dexterity: 0 },
        { id: "b", reflex: 0, dexterity: 0 },
      ],
      queuedDice([3, 3, 4, 4, 1, 6]),
    );
    expect(rolls.map((r) => r.id)).toEqual(["b", "a"]);
    expect(rolls[0]!.tieBreaks).toEqual([4, 6]);
  });

  it("inserts a late arrival by its roll, re-rolling head to head with those it ties", () => {
    const order = [
      { id: "b", total: 7 },
      { id: "a", total: 7 },
      { id: "c", total: 2 },
    ];
    const stats = new Map([
      ["a", { id: "a", reflex: 2, dexterity: 1 }],
      ["b", { id: "b", reflex: 1, dexterity: 2 }],
      ["c", { id: "c", reflex: 0, dexterity: 0 }],
    ]);
    // d rolls 3 (+4 = 7): ties b and a. vs b: 1+4=5 against 4+3=7, loses; vs a: 6+4=10 against 1+3=4, wins.
    const late = insertLateArrival(order, { id: "d", reflex: 2, dexterity: 2 }, stats, queuedDice([3, 1, 4, 6, 1]));
    expect(late.index).toBe(1);
    expect(late.tieRolls).toEqual([
      { against: "b", mine: 5, theirs: 7 },
      { against: "a", mine: 10, theirs: 4 },
    ]);
  });

  it("rejects bad stats", () => {
    expect(() => rollInitiative([{ id: "a", reflex: 1.5, dexterity: 0 }], seededDice(1))).toThrow(TypeError);
  });
});

describe("six-seconds actions table", () => {
  it("exports the example actions with their seconds", () => {
    expect(exampleAction("combo").seconds).toBe(4);
    expect(exampleAction("run")).toMatchObject({ seconds: 3, orLonger: true });
    expect(exampleAction("grab-object").seconds).toBe(2);
    expect(exampleAction("move").seconds).toBe(1);
    expect(exampleAction("talk").seconds).toBe(0);
    expect(EXAMPLE_ACTIONS.every((a) => a.seconds >= 0 && a.seconds <= 4)).toBe(true);
    expect(() => exampleAction("fly")).toThrow(RangeError);
  });
});

describe("six-seconds rounds", () => {
  it("gives each combatant one 6-second turn a round, in initiative order", () => {
    const d = duel();
    expect(d.state.active).toBe("mage");
    expect(d.state.round).toBe(1);
    d.run({ type: "act", combatant: "mage", key: "move" });
    d.run({ type: "act", combatant: "mage", key: "combo" });
    expect(policy.budget(d.state, "mage")).toEqual({ unit: "seconds", allowed: 6, spent: 5 });
    d.run({ type: "endTurn", combatant: "mage" });
    expect(d.state.active).toBe("rogue");
    d.run({ type: "endTurn", combatant: "rogue" });
    expect(d.state.round).toBe(2);
    expect(d.state.active).toBe("mage");
    expect(types(d.events).filter((t) => /round|turn/.test(t))).toEqual([
      "roundStart", "turnStart:mage", "turnEnd:mage", "turnStart:rogue", "turnEnd:rogue", "roundEnd", "roundStart", "turnStart:mage",
    ]);
  });

  it("allows any mix that fits: six moves, or a spell and two moves", () => {
    const d = duel();
    for (let i = 0; i < 6; i++) d.run({ type: "act", combatant: "mage", key: "move" });
    expect(() => d.run({ type: "act", combatant: "mage", key: "move" })).toThrow(/0 s left/);
    d.run({ type: "endTurn", combatant: "mage" });
    d.run({ type: "act", combatant: "rogue", key: "cast-spell" });
    d.run({ type: "act", combatant: "rogue", key: "move" });
    d.run({ type: "act", combatant: "rogue", key: "move" });
    d.run({ type: "act", combatant: "rogue", key: "talk" });
    expect(policy.budget(d.state, "rogue")!.spent).toBe(6);
  });

  it("refuses an action that does not fit when spanning is turned off", () => {
    const d = duel({ allowSpanning: false });
    d.run({ type: "act", combatant: "mage", key: "combo" });
    expect(() => d.run({ type: "act", combatant: "mage", key: "combo" })).toThrow(/takes 4 s but mage has 2 s left/);
  });

  it("spends the last 3 seconds casting and finishes on the first second of the next round", () => {
    const d = duel();
    for (let i = 0; i < 3; i++) d.run({ type: "act", combatant: "mage", key: "move" });
    d.run({ type: "act", combatant: "mage", action: { name: "fireball", seconds: 4 } });
    expect(d.data.fighters.mage!.ongoing).toEqual({ name: "fireball", secondsLeft: 1, delaySeconds: null });
    d.run({ type: "act", combatant: "mage", key: "talk" }); // a 0SA does not distract from the casting
    expect(() => d.run({ type: "setSeconds", combatant: "mage", seconds: 6 })).not.toThrow();
    d.run({ type: "endTurn", combatant: "mage" });
    d.run({ type: "endTurn", combatant: "rogue" });
    const done = ofType(d.events, "actionCompleted").at(-1)!;
    expect(done).toMatchObject({ round: 2, combatant: "mage", name: "fireball", afterSecond: 1 });
    expect(policy.budget(d.state, "mage")).toEqual({ unit: "seconds", allowed: 6, spent: 1 });
  });

  it("no new action (other than a 0-second one) while one is still running", () => {
    const d = duel();
    d.run({ type: "setSeconds", combatant: "mage", seconds: 3 });
    d.run({ type: "act", combatant: "mage", key: "combo" }); // 3 s now, 1 s next turn
    d.run({ type: "setSeconds", combatant: "mage", seconds: 6 }); // the condition lifts mid-turn
    expect(() => d.run({ type: "act", combatant: "mage", key: "move" })).toThrow(/in the middle of combo \(1 s to go\)/);
    d.run({ type: "act", combatant: "mage", key: "talk" });
  });

  it("a 2-second delay: cast 4 s, two seconds to move, then the spell goes off", () => {
    const d = duel();
    d.run({ type: "act", combatant: "mage", action: { name: "spell", seconds: 4, delaySeconds: 2 } });
    d.run({ type: "act", combatant: "mage", key: "move" });
    expect(ofType(d.events, "delayElapsed")).toEqual([]);
    const fired = d.run({ type: "act", combatant: "mage", key: "move" });
    expect(ofType(fired, "delayElapsed")[0]).toMatchObject({ combatant: "mage", name: "spell", afterSecond: 6 });
  });

  it("the 11-second delay counts down across turns: 7 left, then 1, then it occurs after the first second", () => {
    // The text: "cast a spell (4 seconds) with a 11 second delay, you could act normally in your remaining 4
    // seconds … The spell now has 7 seconds left". 4 + 4 > 6, so we count what the text counts: the 4 seconds
    // that remain after casting (here a 2-second casting leaves them). See docs/rules-notes/turns.md.
    const d = duel();
    d.run({ type: "act", combatant: "mage", action: { name: "spell", seconds: 2, delaySeconds: 11 } });
    expect(d.data.fighters.mage!.timers[0]!.secondsLeft).toBe(11);
    d.run({ type: "endTurn", combatant: "mage" }); // the remaining 4 seconds pass
    expect(d.data.fighters.mage!.timers[0]!.secondsLeft).toBe(7);
    d.run({ type: "endTurn", combatant: "rogue" });
    d.run({ type: "act", combatant: "mage", key: "combo" });
    d.run({ type: "act", combatant: "mage", key: "grab-object" }); // "6 seconds in which to act normally"
    d.run({ type: "endTurn", combatant: "mage" });
    expect(d.data.fighters.mage!.timers[0]!.secondsLeft).toBe(1);
    d.run({ type: "endTurn", combatant: "rogue" });
    const fired = d.run({ type: "act", combatant: "mage", key: "move" });
    expect(ofType(fired, "delayElapsed")[0]).toMatchObject({ round: 3, name: "spell", afterSecond: 1 });
    expect(d.data.fighters.mage!.timers).toEqual([]);
  });

  it("the 11-second delay with a full 4-second casting: 9 left, then 3, then after the third second", () => {
    const d = duel();
    d.run({ type: "act", combatant: "mage", action: { name: "spell", seconds: 4, delaySeconds: 11 } });
    d.run({ type: "endTurn", combatant: "mage" });
    expect(d.data.fighters.mage!.timers[0]!.secondsLeft).toBe(9);
    d.run({ type: "endTurn", combatant: "rogue" });
    d.run({ type: "endTurn", combatant: "mage" });
    expect(d.data.fighters.mage!.timers[0]!.secondsLeft).toBe(3);
    d.run({ type: "endTurn", combatant: "rogue" });
    const fired = d.run({ type: "act", combatant: "mage", key: "combo" });
    expect(ofType(fired, "delayElapsed")[0]).toMatchObject({ round: 3, afterSecond: 3 });
  });

  it("stunned seconds pass without action, now if it is the stunned one's turn, else at the start of its next", () => {
    const d = duel();
    d.run({ type: "act", combatant: "mage", key: "move" });
    const now = d.run({ type: "stun", combatant: "mage", seconds: 2, reason: "staggered" });
    expect(ofType(now, "stunnedSeconds")[0]).toMatchObject({ seconds: 2, stillStunned: 0 });
    expect(policy.budget(d.state, "mage")!.spent).toBe(3);
    d.run({ type: "endTurn", combatant: "mage" });
    d.run({ type: "stun", combatant: "mage", seconds: 8 }); // more than a turn: the rest in the turn after
    d.run({ type: "endTurn", combatant: "rogue" });
    expect(policy.budget(d.state, "mage")!.spent).toBe(6);
    expect(() => d.run({ type: "act", combatant: "mage", key: "talk" })).not.toThrow();
    expect(() => d.run({ type: "act", combatant: "mage", key: "move" })).toThrow(RangeError);
    d.run({ type: "endTurn", combatant: "mage" });
    d.run({ type: "endTurn", combatant: "rogue" });
    expect(policy.budget(d.state, "mage")!.spent).toBe(2);
    expect(d.data.fighters.mage!.stunned).toBe(0);
  });

  it("Disabled: a turn of 3 seconds", () => {
    const d = duel();
    d.run({ type: "setSeconds", combatant: "mage", seconds: 3 });
    d.run({ type: "act", combatant: "mage", key: "run" });
    expect(() => d.run({ type: "act", combatant: "mage", key: "move" })).toThrow(RangeError);
    expect(() => d.run({ type: "setSeconds", combatant: "mage", seconds: 7 })).toThrow(RangeError);
    expect(() => d.run({ type: "setSeconds", combatant: "mage", seconds: 2 })).toThrow(/already spent 3 s/);
  });
});

describe("six-seconds delay initiative and interrupts", () => {
  function trio() {
    const d = new Driver(policy);
    d.add({ id: "a", reflex: 3, dexterity: 3 });
    d.add({ id: "b", reflex: 2, dexterity: 2 });
    d.add({ id: "c", reflex: 1, dexterity: 1 });
    d.run({ type: "start" }, queuedDice([3, 3, 3]));
    return d;
  }

  it("the other begins his turn, the delayed character interrupts him, and the other finishes", () => {
    const d = trio();
    d.run({ type: "delay", combatant: "a" });
    expect(d.state.active).toBe("b");
    d.run({ type: "act", combatant: "b", key: "move" });
    d.run({ type: "interrupt", combatant: "a" });
    expect(d.state.active).toBe("a");
    expect(d.state.interrupted).toEqual(["b"]);
    d.run({ type: "act", combatant: "a", key: "melee-attack" });
    expect(() => d.run({ type: "act", combatant: "b", key: "move" })).toThrow(/not b's turn/);
    d.run({ type: "endTurn", combatant: "a" });
    expect(d.state.active).toBe("b");
    expect(policy.budget(d.state, "b")!.spent).toBe(1);
    d.run({ type: "endTurn", combatant: "b" });
    expect(d.state.active).toBe("c");
  });

  it("only a turn not yet used can be delayed, and only a delaying character can interrupt", () => {
    const d = trio();
    d.run({ type: "act", combatant: "a", key: "move" });
    expect(() => d.run({ type: "delay", combatant: "a" })).toThrow(/already acted/);
    expect(() => d.run({ type: "interrupt", combatant: "c" })).toThrow(/not delaying/);
  });

  it("shows the tracker lineup: interrupted, active, delaying, done, next", () => {
    const d = trio();
    d.run({ type: "delay", combatant: "a" });
    expect(policy.lineup(d.state).map((s) => [s.id, s.status])).toEqual([["a", "delaying"], ["b", "active"], ["c", "next"]]);
    d.run({ type: "act", combatant: "b", key: "move" });
    d.run({ type: "interrupt", combatant: "a" });
    const rows = policy.lineup(d.state);
    expect(rows.map((s) => s.status)).toEqual(["active", "interrupted", "next"]);
    expect(rows[1]!.note).toContain("5/6 s left");
  });

  it("removing a combatant ends its turn and play moves on; a paused turn of it is dropped", () => {
    const d = trio();
    const ev = d.run({ type: "removeCombatant", combatant: "a" });
    expect(types(ev)).toEqual(["combatantRemoved:a", "turnEnd:a", "turnStart:b"]);
    expect(d.data.order).toEqual(["b", "c"]);
    d.run({ type: "delay", combatant: "b" });
    d.run({ type: "interrupt", combatant: "b" });
    d.run({ type: "removeCombatant", combatant: "c" });
    expect(d.state.interrupted).toEqual([]);
    d.run({ type: "endTurn", combatant: "b" });
    expect(d.state).toMatchObject({ round: 2, active: "b" });
    expect(() => d.run({ type: "removeCombatant", combatant: "c" })).toThrow(/no combatant with id "c"/);
  });

  it("a delayed turn not taken before the next turn is lost", () => {
    const d = trio();
    d.run({ type: "delay", combatant: "a" });
    d.run({ type: "endTurn", combatant: "b" });
    d.run({ type: "endTurn", combatant: "c" });
    expect(ofType(d.events, "delayedTurnLost")).toHaveLength(1);
    expect(d.state).toMatchObject({ round: 2, active: "a" });
    expect(d.data.fighters.a!.delaying).toBe(false);
  });

  it("a late arrival is inserted by roll and acts this round only if its place is still to come", () => {
    const d = trio(); // a 9, b 7, c 5
    d.add({ id: "late", reflex: 2, dexterity: 1 }, queuedDice([3])); // 6: between b and c
    expect(d.data.order).toEqual(["a", "b", "late", "c"]);
    d.run({ type: "endTurn", combatant: "a" });
    d.run({ type: "endTurn", combatant: "b" });
    expect(d.state.active).toBe("late");
    d.add({ id: "later", reflex: 5, dexterity: 5 }, queuedDice([6])); // 16: top, already passed
    expect(d.data.order[0]).toBe("later");
    d.run({ type: "endTurn", combatant: "late" });
    d.run({ type: "endTurn", combatant: "c" });
    expect(d.state).toMatchObject({ round: 2, active: "later" });
  });
});

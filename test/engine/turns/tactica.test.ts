import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuedDice, seededDice } from "../../../module/engine/dice/source";
import { cheapestPayment, choosePayment, rollActionDice } from "../../../module/engine/rulesets/tactica/action-dice";
import { countdown, tacticaTurnPolicy as policy } from "../../../module/engine/rulesets/tactica/turn-policy";
import { Driver, ofType, types } from "./helpers";

describe("tactica action dice", () => {
  it("each 6 gives one extra die, and the extra dice do not chain", () => {
    const r = rollActionDice({ base: 4 }, queuedDice([6, 3, 1, 6, 6, 2]));
    expect(r).toMatchObject({ count: 4, rolled: [6, 3, 1, 6], extra: [6, 2], dice: [6, 3, 1, 6, 6, 2] });
  });

  it("below one die you still get one die set at 3; at most 6 before extras; carried dice roll with the rest", () => {
    expect(rollActionDice({ base: 2, modifiers: [{ dice: -2, reason: "stunned" }] }, queuedDice([]))).toMatchObject({ dice: [3], floored: true });
    expect(rollActionDice({ base: 4, modifiers: [{ dice: 3, reason: "advantage" }] }, queuedDice([2, 2, 2, 2, 2, 2])).count).toBe(6);
    expect(rollActionDice({ base: 4, max: 7, modifiers: [{ dice: 3, reason: "advantage" }] }, seededDice(3)).count).toBe(7);
    expect(rollActionDice({ base: 3, carried: 1 }, queuedDice([2, 3, 4, 5])).dice).toEqual([2, 3, 4, 5]);
  });

  it("minor NPCs take fixed dice, which are not rolled", () => {
    expect(rollActionDice({ base: 0, fixed: [5, 4, 3, 2] }, queuedDice([])).dice).toEqual([5, 4, 3, 2]);
    expect(() => rollActionDice({ base: 0, fixed: [7] }, queuedDice([]))).toThrow(RangeError);
  });

  it("pays a cost with dice whose pips reach it: a Break (4) from a 2 and a 3; 1s never combine", () => {
    expect(cheapestPayment([2, 3, 1], 4)).toEqual({ indices: [0, 1], values: [2, 3], pips: 5, waste: 1 });
    expect(cheapestPayment([1, 3], 4)).toBeNull();
    expect(cheapestPayment([1, 1, 1, 1, 1], 4)).toBeNull();
    expect(cheapestPayment([2, 4, 2], 4)).toMatchObject({ values: [4] });
    expect(choosePayment([2, 3, 6], 4, [0, 1]).pips).toBe(5);
    expect(() => choosePayment([2, 3, 6], 4, [0, 2])).toThrow(/without the 2/);
    expect(() => choosePayment([1, 3, 6], 4, [0, 1])).toThrow(/shows a 1/);
    expect(() => choosePayment([2, 1], 4, [0])).toThrow(/short of 4/);
  });
});

function band() {
  const d = new Driver(policy);
  d.add({ id: "hero", side: "player", preset: "hero" });
  d.add({ id: "mage", side: "player", dice: 2 });
  d.add({ id: "goblin", side: "npc", fixed: [5, 4, 3, 2] });
  d.add({ id: "grunt", side: "npc", preset: "soldier" });
  // hero 4d: 5 4 2 1 · mage 2d: 6 (extra 3) 2 → 3 dice · goblin fixed · grunt 3d: 4 4 3
  d.run({ type: "start" }, queuedDice([5, 4, 2, 1, 6, 2, 3, 4, 4, 3]));
  return d;
}

describe("tactica countdown", () => {
  it("most dice first, then players, then NPCs", () => {
    const d = band();
    expect(d.data.fighters.mage!.dice).toEqual([6, 2, 3]);
    expect(countdown(d.state)).toEqual(["hero"]); // 4 dice, a player: ahead of the goblin's 4
    d.run({ type: "act", combatant: "hero", action: { name: "melee attack", cost: 4 } });
    expect(d.data.fighters.hero!.dice).toEqual([5, 2, 1]);
    expect(countdown(d.state)).toEqual(["goblin"]);
    expect(() => d.run({ type: "act", combatant: "mage", action: { name: "x", cost: 2 } })).toThrow(/not next/);
    d.run({ type: "act", combatant: "goblin", action: { name: "attack", cost: 4 } });
    expect(countdown(d.state)).toEqual(["hero", "mage"]); // 3 dice each, players choose among themselves
    expect(types(d.events).filter((t) => t.startsWith("turn"))).toEqual(["turnStart:hero", "turnEnd:hero", "turnStart:goblin", "turnEnd:goblin"]);
  });

  it("a held action lets the countdown pass; the holder may act later between actions", () => {
    const d = band();
    d.run({ type: "hold", combatant: "hero" });
    expect(countdown(d.state)).toEqual(["goblin"]);
    d.run({ type: "act", combatant: "hero", action: { name: "intercept", cost: 5 } });
    expect(d.data.fighters.hero!.holding).toBe(false);
  });

  it("an action the dice cannot pay for calls the refresh (or is refused if the GM prefers)", () => {
    const d = band();
    const ev = d.run({ type: "act", combatant: "hero", action: { name: "big spell", cost: 13 } });
    expect(types(ev).slice(0, 2)).toEqual(["cannotPay:hero", "refreshCalled:hero"]);
    expect(d.data.refreshBy).toBe("hero");
    const strict = new Driver(policy, { refreshOnShortfall: false });
    strict.add({ id: "a", side: "player", dice: 1 });
    strict.run({ type: "start" }, queuedDice([2]));
    expect(() => strict.run({ type: "act", combatant: "a", action: { name: "x", cost: 4 } })).toThrow(/cannot pay 4 pips/);
  });
});

describe("tactica lineup", () => {
  it("orders by dice held, players first, and marks the countdown's next", () => {
    const d = band();
    d.run({ type: "hold", combatant: "hero" });
    const rows = policy.lineup(d.state);
    expect(rows.map((s) => [s.id, s.status])).toEqual([["hero", "holding"], ["goblin", "next"], ["mage", "waiting"], ["grunt", "waiting"]]);
    expect(rows[0]!.note).toBe("AD [5, 4, 2, 1]");
  });
});

describe("tactica removal", () => {
  it("a combatant taken out leaves the countdown; the last pending option removed completes the refresh", () => {
    const d = band();
    d.run({ type: "removeCombatant", combatant: "hero" });
    expect(countdown(d.state)).toEqual(["goblin"]);
    d.run({ type: "act", combatant: "goblin", action: { name: "x", cost: 20 } }); // cannot pay: refresh called
    expect(d.data.refreshBy).toBe("goblin");
    d.run({ type: "keep", combatant: "mage" });
    const ev = d.run({ type: "removeCombatant", combatant: "grunt" }, seededDice(2));
    expect(types(ev)).toContain("refresh");
  });
});

describe("tactica refresh", () => {
  it("spending the last die calls the refresh; everyone else acts or keeps one die, then all reroll", () => {
    const d = new Driver(policy);
    d.add({ id: "a", side: "player", dice: 1 });
    d.add({ id: "b", side: "player", dice: 2 });
    d.add({ id: "c", side: "npc", dice: 2 });
    d.run({ type: "start" }, queuedDice([5, /* b */ 4, 4, /* c */ 3, 2]));
    d.run({ type: "act", combatant: "b", action: { name: "attack", cost: 4 } }); // b: [4]
    d.run({ type: "act", combatant: "c", action: { name: "attack", cost: 3 } }); // c: [2]
    d.run({ type: "act", combatant: "a", action: { name: "attack", cost: 4 } }); // a spends its last die
    expect(d.data.refreshBy).toBe("a");
    expect(countdown(d.state)).toEqual(["b"]);
    expect(() => d.run({ type: "act", combatant: "a", action: { name: "again", cost: 1 } })).toThrow(RangeError);
    d.run({ type: "act", combatant: "b", action: { name: "move", cost: 2 } }); // last option: act
    expect(d.state.round).toBe(1);
    const ev = d.run({ type: "keep", combatant: "c" }, queuedDice([1, 2, 3, 4, 5, 6, 1])); // last option: carry a die
    expect(types(ev)).toEqual(["dieKept:c", "roundEnd", "refresh", "roundStart", "actionDiceRolled:a", "actionDiceRolled:b", "actionDiceRolled:c", "countdown"]);
    expect(d.state.round).toBe(2);
    expect(d.data.fighters.c!.dice).toEqual([4, 5, 6, 1]); // 2 + the kept die, and a 6 adds one more
    expect(() => d.run({ type: "keep", combatant: "c" })).toThrow(/no last option/);
  });

  it("pass (the tracker's next turn): the one up next holds; once everyone left holds the round closes; in the refresh each keeps a die", () => {
    const d = new Driver(policy);
    d.add({ id: "a", side: "player", dice: 2 });
    d.add({ id: "b", side: "npc", dice: 2 });
    d.run({ type: "start" }, queuedDice([5, 4, /* b */ 3, 2]));
    expect(() => d.run({ type: "pass", combatant: "b" })).toThrow(/pass: b is not next in the countdown \(next: a\)/);
    expect(types(d.run({ type: "pass", combatant: "a" }))).toEqual(["held:a", "countdown"]);
    expect(countdown(d.state)).toEqual(["b"]);
    d.run({ type: "pass", combatant: "b" });
    expect(d.data.refreshBy).toBeNull();
    expect(countdown(d.state)).toEqual(["a"]); // everyone holds: the countdown comes back to them
    expect(types(d.run({ type: "pass", combatant: "a" }))).toEqual(["refreshCalled", "countdown"]); // the round closes
    expect(d.data.refreshBy).toBe("");
    expect([d.data.fighters.a!.lastOption, d.data.fighters.b!.lastOption]).toEqual([true, true]);
    expect(types(d.run({ type: "pass", combatant: "a" }))).toEqual(["dieKept:a", "countdown"]);
    expect(d.state.round).toBe(1);
    const ev = d.run({ type: "pass", combatant: "b" }, queuedDice([2, 3, 4, /* b */ 5, 2, 3]));
    expect(types(ev)).toEqual(["dieKept:b", "roundEnd", "refresh", "roundStart", "actionDiceRolled:a", "actionDiceRolled:b", "countdown"]);
    expect(d.state.round).toBe(2);
    expect(d.data.fighters.a!.dice).toEqual([2, 3, 4]); // two dice and the one carried over
    expect(d.data.fighters.b!.dice).toEqual([5, 2, 3]);
  });

  it("1s serve only limited uses, one at a time", () => {
    const d = band();
    d.run({ type: "useOne", combatant: "hero", use: "effort", roll: "attack-1" });
    expect(d.data.fighters.hero!.dice).toEqual([5, 4, 2]);
    expect(() => d.run({ type: "useOne", combatant: "hero", use: "effort" })).toThrow(/no die showing 1/);
    d.run({ type: "burn", combatant: "mage", count: 2 });
    expect(d.data.fighters.mage!.dice).toEqual([6, 1, 1]);
    d.run({ type: "useOne", combatant: "mage", use: "raiseDie", roll: "r2" });
    expect(() => d.run({ type: "useOne", combatant: "mage", use: "raiseDie", roll: "r2" })).toThrow(/only one at a time/);
    expect(() => d.run({ type: "useOne", combatant: "mage", use: "fly" })).toThrow(RangeError);
  });
});

describe("tactica entitlement changes", () => {
  it("apply from the next roll", () => {
    const d = new Driver(policy);
    d.add({ id: "a", side: "player", dice: 2 });
    d.run({ type: "start" }, queuedDice([2, 3]));
    d.run({ type: "setActionDice", combatant: "a", modifiers: [{ dice: -2, reason: "wounded" }] });
    expect(d.data.fighters.a!.dice).toEqual([2, 3]);
    d.run({ type: "act", combatant: "a", action: { name: "attack", cost: 5 } }, queuedDice([]));
    expect(d.data.fighters.a!.dice).toEqual([3]); // below one die: one set at 3
    expect(() => d.run({ type: "setActionDice", combatant: "a", dice: -1 })).toThrow(RangeError);
    expect(() => d.run({ type: "setActionDice", combatant: "a", modifiers: [{ dice: "x" }] })).toThrow(TypeError);
  });
});

describe("tactica responses and defences", () => {
  it("a defence takes one full die (not a 1), outside the countdown", () => {
    const d = band();
    const ev = d.run({ type: "respond", combatant: "mage", name: "dodge" });
    expect(ev[0]).toMatchObject({ type: "response", combatant: "mage", name: "dodge", paid: [2] });
    expect(d.data.fighters.mage!.dice).toEqual([6, 3]);
    d.run({ type: "respond", combatant: "grunt", name: "opportunity attack", cost: 4 });
    expect(d.data.fighters.grunt!.dice).toEqual([4, 3]);
    d.run({ type: "burn", combatant: "hero", count: 3 });
    expect(() => d.run({ type: "respond", combatant: "hero", name: "block" })).toThrow(/no die to pay for block/);
    expect(() => d.run({ type: "respond", combatant: "hero", name: "block", dice: [0] })).toThrow(/showing 1/);
  });

  it("a response that spends the last die calls the refresh once the action under way completes", () => {
    const d = new Driver(policy);
    d.add({ id: "a", side: "player", dice: 1 });
    d.add({ id: "b", side: "player", dice: 2 });
    d.add({ id: "c", side: "npc", dice: 2 });
    d.run({ type: "start" }, queuedDice([5, 4, 4, 3, 2]));
    d.run({ type: "act", combatant: "b", action: { name: "attack", cost: 4 } });
    const due = d.run({ type: "respond", combatant: "a", name: "dodge" }); // c's attack is declared; a dodges with its last die
    expect(types(due)).toContain("refreshDue:a");
    expect(d.data.refreshBy).toBeNull();
    const ev = d.run({ type: "act", combatant: "c", action: { name: "attack", cost: 3 } });
    expect(ofType(ev, "refreshCalled")[0]).toMatchObject({ combatant: "a", waiting: ["b", "c"] });
  });

  it("a response ends an action pool (any action other than POOL)", () => {
    const d = new Driver(policy);
    d.add({ id: "wiz", side: "player", dice: 3 });
    d.run({ type: "start" }, queuedDice([4, 3, 5]));
    d.run({ type: "act", combatant: "wiz", action: { name: "cast", cost: 4, pool: "start" } });
    const ev = d.run({ type: "respond", combatant: "wiz", name: "dodge" });
    expect(ofType(ev, "poolLost")[0]).toMatchObject({ reason: "responded with dodge" });
  });
});

describe("tactica pools", () => {
  it("pay the base cost, add one die each time you act, activate it; any other action loses it", () => {
    const d = new Driver(policy);
    d.add({ id: "wiz", side: "player", dice: 5 });
    d.run({ type: "start" }, queuedDice([4, 3, 1, 2, 5]));
    d.run({ type: "act", combatant: "wiz", action: { name: "cast", cost: 4, pool: "start" } });
    expect(d.data.fighters.wiz!).toMatchObject({ dice: [3, 1, 2, 5], pool: { action: "cast", dice: 0 } });
    d.run({ type: "act", combatant: "wiz", action: { name: "cast", pool: "add" } }); // lowest non-1: the 2
    expect(() => d.run({ type: "act", combatant: "wiz", action: { name: "cast", pool: "add" }, dice: [1] })).toThrow(/showing 1/);
    d.run({ type: "act", combatant: "wiz", action: { name: "cast", pool: "add" } });
    expect(d.data.fighters.wiz!).toMatchObject({ dice: [1, 5], pool: { dice: 2 } });
    const ev = d.run({ type: "act", combatant: "wiz", action: { name: "cast", pool: "activate" } });
    expect(ofType(ev, "poolActivated")[0]).toMatchObject({ action: "cast", dice: 2 });
    // The activation is an action that pays no die: counted, until the next die is spent (the tracker's action key).
    expect(d.data.fighters.wiz!.activated).toBe(1);
    d.run({ type: "act", combatant: "wiz", action: { name: "cast", cost: 3, pool: "start" } });
    expect(d.data.fighters.wiz!.activated).toBeUndefined();
    const lost = d.run({ type: "useOne", combatant: "wiz", use: "effort" }, queuedDice([2, 2, 2, 2, 2])); // no dice left: refresh
    expect(d.data.fighters.wiz!.pool).toEqual({ action: "cast", dice: 0 }); // a pool outlasts the refresh
    expect(d.state.round).toBe(2);
    expect(ofType(lost, "poolLost")).toEqual([]);
  });

  it("another action loses the pool", () => {
    const d = new Driver(policy);
    d.add({ id: "wiz", side: "player", dice: 3 });
    d.run({ type: "start" }, queuedDice([4, 3, 5]));
    d.run({ type: "act", combatant: "wiz", action: { name: "cast", cost: 4, pool: "start" } });
    const ev = d.run({ type: "act", combatant: "wiz", action: { name: "move", cost: 3 } });
    expect(ofType(ev, "poolLost")[0]).toMatchObject({ action: "cast", reason: "took move" });
  });
});

describe("tactica property: action dice spent never exceed those held", () => {
  it("under any legal play", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat(), { minLength: 10, maxLength: 60 }), (seed, choices) => {
        const dice = seededDice(seed);
        const d = new Driver(policy);
        d.add({ id: "p1", side: "player", dice: 4 });
        d.add({ id: "p2", side: "player", dice: 2 });
        d.add({ id: "n1", side: "npc", dice: 3 });
        d.add({ id: "n2", side: "npc", fixed: [5, 3, 2] });
        d.run({ type: "start" }, dice);
        for (const c of choices) {
          const next = countdown(d.state);
          const who = next[c % next.length]!;
          const f = d.data.fighters[who]!;
          const before = f.dice.length;
          const round = d.state.round;
          const move = c % 5;
          const cost = 1 + (c % 7);
          const cannot = cheapestPayment(f.dice, cost) === null;
          if (d.data.refreshBy !== null && (move === 0 || cannot)) d.run({ type: "keep", combatant: who }, dice);
          else if (move === 1 && d.data.refreshBy === null) d.run({ type: "hold", combatant: who }, dice);
          else if (move === 2 && f.dice.includes(1)) d.run({ type: "useOne", combatant: who, use: "effort" }, dice);
          else d.run({ type: "act", combatant: who, action: { name: "a", cost } }, dice);
          for (const [id, g] of Object.entries(d.data.fighters)) {
            expect(g.spentThisRound).toBeLessThanOrEqual(g.rolledThisRound);
            expect(g.dice.length + g.spentThisRound).toBeLessThanOrEqual(g.rolledThisRound);
            expect(policy.budget(d.state, id)!.spent).toBeLessThanOrEqual(policy.budget(d.state, id)!.allowed);
          }
          // Dice are only ever gained by the reroll at a refresh.
          if (d.state.round === round) expect(d.data.fighters[who]!.dice.length).toBeLessThanOrEqual(before);
          expect(countdown(d.state).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: Number(process.env.TACTICA_RUNS ?? 100) },
    );
  });
});

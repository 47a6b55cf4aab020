import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";
import { entrantFor, type EntrantSource } from "../../module/data/combat/entrants";
import { parseCombatRequest } from "../../module/data/combat/command-request";
import { normaliseScheduler } from "../../module/data/combat/normalise-scheduler";
import { dispatchRolling, freshScheduler, nextTurnCommand, previousTurn, runCommands, startCommands, tryDispatch, turnIndexOf, eventSummary } from "../../module/data/combat/flow";
import { turnPolicyFor } from "../../module/data/combat/policies";
import { seededDice } from "../../module/engine/dice/source";
import type { Scheduler, TurnCommand } from "../../module/engine/turns";
import { RULESETS, type RulesetId } from "../../module/schema/choices";

const sys = (edit: (s: ActorSystem) => void = () => {}): ActorSystem => {
  const s = initialOf(ACTOR_SYSTEM);
  edit(s);
  return s;
};
const src = (id: string, player: boolean, edit?: (s: ActorSystem) => void): EntrantSource => ({ id, name: id, player, system: sys(edit) });

describe("entrants from actors", () => {
  it("six-seconds: Reflex skill rank and Dexterity", () => {
    const e = entrantFor("six-seconds", src("a", true, (s) => {
      s.sixSeconds.abilities.dexterity = 3;
      s.sixSeconds.skills = [{ name: " Reflex ", ability: "dexterity", rank: 4 }];
    }));
    expect(e).toEqual({ id: "a", name: "a", reflex: 4, dexterity: 3 });
    expect(entrantFor("six-seconds", src("b", false)).reflex).toBe(0);
  });
  it("frozen-lands: players without a score, enemies with their initiative score; 3 actions and Agility − 1 reactions, less Exhaustion and Dazed", () => {
    expect(entrantFor("frozen-lands", src("p", true, (s) => (s.frozenLands.attributes.agility = 4)))).toEqual({ id: "p", name: "p", side: "player", actions: 3, reactions: 3 });
    expect(entrantFor("frozen-lands", src("e", false, (s) => (s.frozenLands.initiative = 7)))).toEqual({ id: "e", name: "e", side: "enemy", initiative: 7, actions: 3, reactions: 1 });
    expect(entrantFor("frozen-lands", src("x", true, (s) => ((s.frozenLands.attributes.agility = 4), (s.frozenLands.conditions.exhaustion = 2), (s.frozenLands.conditions.dazed = 1))))).toMatchObject({ actions: 2, reactions: 2 });
  });
  it("factions: the actor's faction, else players / enemies", () => {
    expect(entrantFor("factions", src("a", false, (s) => (s.factions.faction = "Red Hand"))).faction).toBe("Red Hand");
    expect(entrantFor("factions", src("b", true)).faction).toBe("players");
    expect(entrantFor("factions", src("c", false)).faction).toBe("enemies");
  });
  it("tactica: side and Action Dice", () => {
    expect(entrantFor("tactica", src("h", true, (s) => (s.tactica.actionDice = 4)))).toEqual({ id: "h", name: "h", side: "player", dice: 4, max: 6, condition: "" });
    expect(entrantFor("tactica", src("n", false)).side).toBe("npc");
    // The actor's condition comes in with it: an OoA creature gets no action dice (tactica/tracker-condition.test.ts).
    expect(entrantFor("tactica", src("o", false, (s) => (s.tactica.physical.lost = 3))).condition).toBe("out");
  });
  it("rejects an empty id and an unknown ruleset", () => {
    expect(() => entrantFor("tactica", src("", true))).toThrow(/id/);
    expect(() => entrantFor("nope" as RulesetId, src("a", true))).toThrow(/unknown ruleset "nope"/);
  });
});

describe("combat command requests", () => {
  const ok = { type: "combatCommand", combatId: "abcdefABCDEF0123", command: { type: "endTurn", combatant: "x" } };
  it("accepts a command and an undo", () => {
    expect(parseCombatRequest(ok)).toEqual({ ...ok, undo: false });
    expect(parseCombatRequest({ type: "combatCommand", combatId: ok.combatId, undo: true })).toEqual({ type: "combatCommand", combatId: ok.combatId, command: null, undo: true });
  });
  it.each([
    [{ ...ok, combatId: "short" }, "combatId"],
    [{ ...ok, command: "endTurn" }, "command"],
    [{ ...ok, command: { combatant: "x" } }, "command.type"],
    [{ ...ok, command: { type: "start" } }, "command.type"],
    [{ ...ok, undo: "yes" }, "undo"],
    [{ ...ok, undo: true }, "command"],
    [{ ...ok, type: "applyDamage" }, "type"],
  ])("rejects %j naming %s", (bad, field) => {
    expect(() => parseCombatRequest(bad)).toThrow(new RegExp(`${field.replace(".", "\\.")}: `));
  });
  it("rejects a non-object", () => {
    expect(() => parseCombatRequest(null)).toThrow(/not an object/);
  });

  // Issue #17 findings 5 and 8: a BigInt, huge counts and oversized input are clean rejections at the boundary.
  it.each([
    [{ ...ok, command: { type: "act", combatant: "x", n: 10n } }, "command.n: is a bigint"],
    [{ ...ok, combatId: 10n }, "combatId: 10n is not a Combat id"],
    [{ ...ok, type: 10n }, 'type: must be "combatCommand", got 10n'],
    [{ ...ok, command: { type: "stagger", combatant: "x", rounds: 3e7 } }, "command.rounds: is 30000000, beyond the ±1000"],
    [{ ...ok, command: { type: "act", combatant: "x", action: { name: "x", seconds: Infinity } } }, "command.action.seconds: is Infinity"],
    [{ ...ok, command: { type: "act", combatant: "x", dice: Array.from({ length: 100 }, () => 0) } }, "command.dice: lists 100 entries"],
    [{ ...ok, command: { type: "act", combatant: "x", a: { b: { c: { d: { e: 1 } } } } } }, "command.a.b.c.d: is nested deeper than 4"],
    [{ ...ok, command: { type: "act", combatant: "x", name: "x".repeat(5000) } }, "command.name: is longer than 200"],
    [{ ...ok, command: JSON.parse('{"type":"act","combatant":"x","__proto__":{"polluted":true}}') }, "command.__proto__: is a built-in property name"],
  ])("rejects %s cleanly, naming the field", (bad, message) => {
    expect(() => parseCombatRequest(bad)).toThrow(message);
  });

  describe("who asks", () => {
    const player = { gm: false, owns: ["hero"] };
    const req = (command: Record<string, unknown>) => ({ type: "combatCommand", combatId: ok.combatId, command });
    it("a GM may send anything well-formed", () => {
      for (const command of [{ type: "end" }, { type: "setActionDice", combatant: "foe", dice: 4 }, { type: "endTurn", combatant: "foe" }]) {
        expect(parseCombatRequest(req(command), { gm: true, owns: [] }).command).toEqual(command);
      }
    });
    it.each([
      [{ type: "end" }, 'command.type: "end" is for the GM only'],
      [{ type: "setActionDice", combatant: "hero", dice: 4 }, 'command.type: "setActionDice" is for the GM only'],
      [{ type: "stagger", combatant: "hero", rounds: 3 }, 'command.type: "stagger" is for the GM only'],
      [{ type: "endTurn", combatant: "foe" }, "command.combatant: is not a combatant this user owns"],
      [{ type: "pass", faction: "enemies" }, "command: names no combatant this user owns"],
    ])("a player may not send %j", (command, message) => {
      expect(() => parseCombatRequest(req(command), player)).toThrow(message);
    });
    it("a player commands their own combatants, and passes for their own faction", () => {
      expect(parseCombatRequest(req({ type: "endTurn", combatant: "hero" }), player).command).toEqual({ type: "endTurn", combatant: "hero" });
      const sch = runCommands("factions", freshScheduler("factions", { factions: ["players", "enemies"] }), startCommands(entrants("factions"), { initiative: "players" }), seededDice(1)).scheduler;
      expect(parseCombatRequest(req({ type: "pass", faction: "players" }), player, sch).command).toEqual({ type: "pass", faction: "players" });
      expect(() => parseCombatRequest(req({ type: "pass", faction: "enemies" }), player, sch)).toThrow("names no combatant this user owns");
    });
    it("a player undoes only their own latest step", () => {
      let sch = runCommands("frozen-lands", freshScheduler("frozen-lands"), startCommands(entrants("frozen-lands"), { playerOrder: ["hero"] }), seededDice(3)).scheduler;
      const undoReq = { type: "combatCommand", combatId: ok.combatId, undo: true };
      // The latest step is the GM's start: not the player's to undo.
      expect(() => parseCombatRequest(undoReq, player, sch)).toThrow("undo: a player may undo only the latest step");
      const active = sch.state.active!;
      sch = runCommands("frozen-lands", sch, [{ type: "act", combatant: active, action: "move" }]).scheduler;
      const mine = active === "hero";
      if (mine) expect(parseCombatRequest(undoReq, player, sch).undo).toBe(true);
      else expect(() => parseCombatRequest(undoReq, player, sch)).toThrow("undo:");
      expect(() => parseCombatRequest(undoReq, player)).toThrow("undo:"); // no scheduler: cannot tell whose step it is
      expect(parseCombatRequest(undoReq, { gm: true, owns: [] }, sch).undo).toBe(true);
    });
  });
});

/** Two fighters per ruleset, from actors. */
function entrants(ruleset: RulesetId) {
  return [
    entrantFor(ruleset, src("hero", true, (s) => {
      s.sixSeconds.abilities.dexterity = 2;
      s.tactica.actionDice = 3;
    })),
    entrantFor(ruleset, src("foe", false, (s) => {
      s.frozenLands.initiative = 5;
      s.tactica.actionDice = 2;
    })),
  ];
}

/** Run a command the way the Foundry layer does: roll each die it asks for, then run it with those dice. */
function dispatchDieByDie(ruleset: RulesetId, scheduler: Scheduler<unknown>, command: TurnCommand, seed: number) {
  const dice = seededDice(seed);
  const known: number[] = [];
  for (let i = 0; i < 200; i++) {
    const r = tryDispatch(ruleset, scheduler, command, known);
    if ("done" in r) return { ...r.done, used: known };
    known.push(dice.roll(r.needs));
  }
  throw new Error("too many dice");
}

describe("a whole round through each policy from the Foundry layer's functions", () => {
  it.each(RULESETS.filter((r) => r !== "factions"))("%s: start, every combatant's turn ends, round 2 begins; undo steps back", (ruleset) => {
    let sch = freshScheduler(ruleset);
    for (const c of startCommands(entrants(ruleset))) sch = dispatchDieByDie(ruleset, sch, c, 7).scheduler;
    expect(sch.state.phase).toBe("running");
    expect(sch.state.round).toBe(1);
    const seen = new Set<string>();
    let guard = 0;
    // tactica: "next turn" passes for the one up next (hold; once everyone holds, the round closes; then each keeps a die).
    while (sch.state.round === 1 && guard++ < 50) {
      const cmd = nextTurnCommand(ruleset, sch.state);
      seen.add(cmd.combatant as string);
      const before = sch;
      const r = dispatchDieByDie(ruleset, sch, cmd, guard);
      sch = r.scheduler;
      // undo returns exactly the state before the step
      expect(previousTurn(sch).scheduler.state).toEqual(before.state);
    }
    expect(seen).toEqual(new Set(["hero", "foe"]));
    expect(sch.state.round).toBe(2);
    expect(turnPolicyFor(ruleset).lineup(sch.state).map((s) => s.id).sort()).toEqual(["foe", "hero"]);
  });

  it("factions: the faction picks who acts; next turn ends a turn, and between turns the faction to move passes", () => {
    let sch = runCommands("factions", freshScheduler("factions", { factions: ["players", "enemies"] }), startCommands(entrants("factions"), { initiative: "enemies" }), seededDice(1)).scheduler;
    expect(sch.state.phase).toBe("running");
    // No pick made yet: the initiative faction starts the round itself.
    expect(nextTurnCommand("factions", sch.state)).toEqual({ type: "chooseFirst", faction: "enemies" });
    sch = runCommands("factions", sch, [{ type: "chooseFirst", faction: "players" }]).scheduler;
    expect(nextTurnCommand("factions", sch.state)).toEqual({ type: "pass", faction: "players" });
    sch = runCommands("factions", sch, [{ type: "activate", combatant: "hero" }]).scheduler;
    expect(sch.state.active).toBe("hero");
    expect(nextTurnCommand("factions", sch.state)).toEqual({ type: "endTurn", combatant: "hero" });
    sch = runCommands("factions", sch, [nextTurnCommand("factions", sch.state)]).scheduler;
    expect(sch.state.active).toBeNull();
    expect(nextTurnCommand("factions", sch.state)).toEqual({ type: "pass", faction: "enemies" });
  });

  it("dispatchRolling runs a command once, rolling its dice as it goes, and gives the same result as asking die by die", () => {
    for (const ruleset of ["six-seconds", "tactica"] as const) {
      let sch = freshScheduler(ruleset);
      for (const c of startCommands(entrants(ruleset)).slice(0, -1)) sch = runCommands(ruleset, sch, [c]).scheduler;
      const dice = seededDice(11);
      let calls = 0;
      const one = dispatchRolling(ruleset, sch, { type: "start" }, (sides) => (calls++, dice.roll(sides)));
      expect(one.dice.length).toBe(calls);
      expect(calls).toBeGreaterThan(1);
      // The same dice, asked for one at a time, give the same scheduler.
      const known = one.dice.map((d) => d.value);
      const r = tryDispatch(ruleset, sch, { type: "start" }, known);
      expect("done" in r && r.done.scheduler).toEqual(one.done.scheduler);
      expect(() => dispatchRolling(ruleset, sch, { type: "start" }, () => 7)).toThrow("which a d6 cannot roll");
    }
  });

  it("next turn before the start is refused; the turn index follows the active combatant", () => {
    const s = freshScheduler("six-seconds");
    expect(() => nextTurnCommand("six-seconds", s.state)).toThrow(/not started/);
    expect(turnIndexOf({ ...s.state, active: "b" }, ["a", "b"])).toBe(1);
    expect(turnIndexOf(s.state, ["a"])).toBeNull();
  });

  it("events become chat summaries with names", () => {
    expect(eventSummary({ type: "turnStart", round: 2, combatant: "x" }, { x: "<b>Grok</b>" })).toEqual({ key: "FRAY.Combat.Event.turnStart", data: { round: "2", name: "<b>Grok</b>" } });
    expect(eventSummary({ type: "refresh", round: 1 }, {})).toBeNull();
  });
});

describe("stored scheduler normaliser", () => {
  const started = () => runCommands("tactica", freshScheduler("tactica"), startCommands(entrants("tactica")), seededDice(3)).scheduler;
  it("keeps a sound scheduler", () => {
    const stored = JSON.parse(JSON.stringify(started()));
    expect(normaliseScheduler("tactica", stored)).toEqual({ scheduler: stored, problem: null });
  });
  it.each([
    [null, /^scheduler must be an object/],
    [{ state: {}, ledger: "x" }, /^scheduler\.ledger must be a list/],
    [{ ...freshScheduler("tactica"), state: { ...freshScheduler("tactica").state, phase: "over" } }, /^scheduler\.state\.phase must be one of/],
    [{ ...freshScheduler("tactica"), state: { ...freshScheduler("tactica").state, active: "ghost" } }, /^scheduler\.state\.active is "ghost"/],
  ])("replaces %j with a fresh scheduler and names the field", (bad, why) => {
    const r = normaliseScheduler("tactica", bad);
    expect(r.problem).toMatch(why);
    expect(r.scheduler).toEqual(freshScheduler("tactica"));
  });
  it("replaces one whose policy data does not fit, naming the field", () => {
    const sch = started();
    expect(normaliseScheduler("tactica", { ...sch, state: { ...sch.state, data: {} } }).problem).toMatch(/^scheduler\.state\.data\.fighters is missing/);
  });

  // Issue #17 finding 2: corrupted states that used to pass and then crashed on use, or polluted Object.prototype.
  describe("poisoned states (#17 finding 2)", () => {
    const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
    it("a patch path that is not a list", () => {
      const bad = json(started()) as unknown as { ledger: { patch: { path: unknown }[] }[] };
      bad.ledger.at(-1)!.patch[0]!.path = "state.round";
      expect(normaliseScheduler("tactica", bad).problem).toMatch(/^scheduler\.ledger\[\d+\]\.patch\[0\]\.path must be a list/);
    });
    it("frozen-lands data whose declared actions are not a list", () => {
      const fl = runCommands("frozen-lands", freshScheduler("frozen-lands"), startCommands(entrants("frozen-lands"), { playerOrder: ["hero"] }), seededDice(3)).scheduler;
      const bad = json(fl) as unknown as { state: { data: { declared: unknown } } };
      bad.state.data.declared = {};
      expect(normaliseScheduler("frozen-lands", bad).problem).toBe("scheduler.state.data.declared must be a list, got an object");
    });
    it.each(RULESETS)("%s: a ledger patch through __proto__ is refused, and undo can reach no prototype", (ruleset) => {
      const options = ruleset === "factions" ? { factions: ["players", "enemies"] } : undefined;
      const start = ruleset === "factions" ? { initiative: "players" } : ruleset === "frozen-lands" ? { playerOrder: ["hero"] } : {};
      const sch = runCommands(ruleset, freshScheduler(ruleset, options), startCommands(entrants(ruleset), start), seededDice(3)).scheduler;
      for (const key of ["__proto__", "constructor", "prototype"]) {
        const crafted = JSON.parse(JSON.stringify(sch).replace(/"patch":\[/, `"patch":[{"path":["${key}","polluted"],"after":true},`)) as Scheduler<unknown>;
        const r = normaliseScheduler(ruleset, crafted, options);
        expect(r.problem).toMatch(new RegExp(`path: its path has the segment "${key}", which is not allowed`));
        expect(r.scheduler).toEqual(freshScheduler(ruleset, options));
        // Even unchecked, undo refuses the patch instead of following it.
        let steps = 0;
        let current = crafted;
        try {
          while (steps++ < 100) current = previousTurn(current).scheduler;
        } catch (err) {
          expect(err).toBeInstanceOf(RangeError);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }
    });
    it("keeps the last good scheduler when the stored one is rejected", () => {
      const good = started();
      const r = normaliseScheduler("tactica", { ...good, state: { ...good.state, round: -1 } }, undefined, good);
      expect(r.problem).toMatch(/^scheduler\.state\.round must be a whole number/);
      expect(r.scheduler).toBe(good);
    });
    it("keeps a running combat of another ruleset and says whose it is", () => {
      const six = runCommands("six-seconds", freshScheduler("six-seconds"), startCommands(entrants("six-seconds")), seededDice(3)).scheduler;
      const stored = json(six);
      const r = normaliseScheduler("tactica", stored);
      expect(r.scheduler).toBe(stored);
      expect(r.otherRuleset).toBe("six-seconds");
      expect(r.problem).toMatch(/belongs to the six-seconds ruleset, not the world's ruleset "tactica"/);
    });
  });
});

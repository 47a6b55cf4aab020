import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";
import { entrantFor, type EntrantSource } from "../../module/data/combat/entrants";
import { parseCombatRequest } from "../../module/data/combat/command-request";
import { normaliseScheduler } from "../../module/data/combat/normalise-scheduler";
import { freshScheduler, nextTurnCommand, previousTurn, runCommands, startCommands, tryDispatch, turnIndexOf, eventSummary } from "../../module/data/combat/flow";
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
      s.sixSeconds.skills.push({ name: " Reflex ", ability: "dexterity", rank: 4 });
    }));
    expect(e).toEqual({ id: "a", name: "a", reflex: 4, dexterity: 3 });
    expect(entrantFor("six-seconds", src("b", false)).reflex).toBe(0);
  });
  it("frozen-lands: players without a score, enemies with their initiative score; agility for reactions", () => {
    expect(entrantFor("frozen-lands", src("p", true, (s) => (s.frozenLands.attributes.agility = 4)))).toEqual({ id: "p", name: "p", side: "player", agility: 4 });
    expect(entrantFor("frozen-lands", src("e", false, (s) => (s.frozenLands.initiative = 7)))).toEqual({ id: "e", name: "e", side: "enemy", initiative: 7, agility: 2 });
  });
  it("factions: the actor's faction, else players / enemies", () => {
    expect(entrantFor("factions", src("a", false, (s) => (s.factions.faction = "Red Hand"))).faction).toBe("Red Hand");
    expect(entrantFor("factions", src("b", true)).faction).toBe("players");
    expect(entrantFor("factions", src("c", false)).faction).toBe("enemies");
  });
  it("tactica: side and Action Dice", () => {
    expect(entrantFor("tactica", src("h", true, (s) => (s.tactica.actionDice = 4)))).toEqual({ id: "h", name: "h", side: "player", dice: 4 });
    expect(entrantFor("tactica", src("n", false)).side).toBe("npc");
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
function dispatchRolling(ruleset: RulesetId, scheduler: Scheduler<unknown>, command: TurnCommand, seed: number) {
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
    for (const c of startCommands(entrants(ruleset))) sch = dispatchRolling(ruleset, sch, c, 7).scheduler;
    expect(sch.state.phase).toBe("running");
    expect(sch.state.round).toBe(1);
    const seen = new Set<string>();
    let guard = 0;
    // tactica: "next turn" holds (the countdown passes the one up next); the round ends only when dice are spent, so stop once both passed.
    while (sch.state.round === 1 && guard++ < 50 && !(ruleset === "tactica" && seen.size === 2)) {
      const cmd = nextTurnCommand(ruleset, sch.state);
      seen.add(cmd.combatant as string);
      const before = sch;
      const r = dispatchRolling(ruleset, sch, cmd, guard);
      sch = r.scheduler;
      // undo returns exactly the state before the step
      expect(previousTurn(sch).scheduler.state).toEqual(before.state);
    }
    expect(seen).toEqual(new Set(["hero", "foe"]));
    expect(sch.state.round).toBe(ruleset === "tactica" ? 1 : 2);
    expect(turnPolicyFor(ruleset).lineup(sch.state).map((s) => s.id).sort()).toEqual(["foe", "hero"]);
  });

  it("factions: the faction picks who acts; next turn without a pick is refused", () => {
    let sch = runCommands("factions", freshScheduler("factions", { factions: ["players", "enemies"] }), startCommands(entrants("factions"), { initiative: "players" }), seededDice(1)).scheduler;
    expect(sch.state.phase).toBe("running");
    if (sch.state.active === null) {
      expect(() => nextTurnCommand("factions", sch.state)).toThrow(/choose who acts/);
      sch = runCommands("factions", sch, [{ type: "chooseFirst", faction: "players" }, { type: "activate", combatant: "hero" }]).scheduler;
    }
    expect(sch.state.active).toBe("hero");
    sch = runCommands("factions", sch, [nextTurnCommand("factions", sch.state)]).scheduler;
    expect(sch.state.active).not.toBe("hero");
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

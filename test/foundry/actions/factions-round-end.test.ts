import { describe, expect, it } from "vitest";
import { chargeFor } from "../../../module/combat/charge";
import { roundEndStep, type RoundMarks } from "../../../module/combat/round-end";
import { ACTOR_SYSTEM, type ActorSystem } from "../../../module/data/actor/schema";
import { entrantFor } from "../../../module/data/combat/entrants";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { FactionsTurnData } from "../../../module/engine/rulesets/factions/turn-policy";
import type { TurnEvent } from "../../../module/engine/turns";
import type { RoundFighter } from "../../../module/rulesets/adapter";
import { factions } from "../../../module/rulesets/factions/index";
import { moraleAction, type FactionsMoraleRequest } from "../../../module/rulesets/factions/morale-actions";
import { factionsTrackerView } from "../../../module/rulesets/factions/tracker-view";
import { breakFreeAction } from "../../../module/rulesets/factions/nonlethal-actions";
import { Encounter } from "../tracker-scenarios";

function system(edit: (s: ActorSystem) => void): ActorSystem {
  const s = initialOf(ACTOR_SYSTEM);
  s.factions.health = { value: 8, max: 8 };
  edit(s);
  return s;
}

function fighter(id: string, name: string, faction: string, edit: (s: ActorSystem) => void = () => {}, statuses: string[] = []): RoundFighter {
  return { id, name, player: faction === "Players", system: system((s) => { s.factions.faction = faction; edit(s); }), statuses };
}

const round = (n: number): TurnEvent[] => [{ type: "roundStart", round: n }];
const slot = factions.combat.roundEnd!;

/** The text's bandits: the leader (WIT 12) and three bandits (WIT 8), against Balthasar, Sybilla and Theobald. */
function bandits(down: number, steadyLeader = false): RoundFighter[] {
  const gang = [
    fighter("leader", "Bandit leader", "Bandits", (s) => { s.factions.wit = 12; s.factions.steady = steadyLeader; }),
    ...[1, 2, 3].map((i) => fighter(`bandit${i}`, `Bandit ${i}`, "Bandits", (s) => { s.factions.wit = 8; }, i <= down ? ["factions.incapacitated"] : [])),
  ];
  const heroes = ["Balthasar", "Sybilla", "Theobald"].map((n) => fighter(n.toLowerCase(), n, "Players"));
  return [...gang, ...heroes];
}

describe("factions morale at the round's end (the tracker's round-end check)", () => {
  it("the bandits fall from 4 to 2 this round: those still fighting roll the WIT save; a pass makes them steady", () => {
    const start = roundEndStep(slot, null, round(1), () => bandits(0), {});
    expect(start.calls).toEqual([]);
    const end = roundEndStep(slot, start.marks, round(2), () => bandits(2), {});
    expect(end.calls).toHaveLength(1);
    expect(end.calls[0]!.line).toEqual({ key: "FRAY.Tracker.Factions.MoraleGroup", data: { faction: "Bandits", now: 2, of: 4 } });
    expect(end.calls[0]!.rolls.map((r) => [r.id, r.action])).toEqual([["leader", "morale"], ["bandit3", "morale"]]);
    // The leader rolls 12 under WIT 12: holds, steady; the bandit rolls 15 over WIT 8: breaks (surrender or retreat).
    const [leader, bandit] = end.calls[0]!.rolls.map((r) => r.request as FactionsMoraleRequest);
    expect(resolveAction(moraleAction, leader!, [12]).update).toEqual({ "system.factions.steady": true });
    expect(resolveAction(moraleAction, bandit!, [15]).card.outcome.key).toBe("FRAY.Action.Factions.MoraleBreaks");

    // Next round a third bandit falls: the side was already at half at the round's start, so no new check.
    expect(roundEndStep(slot, end.marks, round(3), () => bandits(3), {}).calls).toEqual([]);
    // An undo back into round 2 and its replay do not check round 2 again.
    expect(roundEndStep(slot, end.marks, round(2), () => bandits(2), {}).calls).toEqual([]);
  });

  it("a steady member is immune: named on the line, not rolled; a surrendering one is no longer counted or rolled", () => {
    const start = roundEndStep(slot, null, round(1), () => bandits(0, true), {});
    const end = roundEndStep(slot, start.marks, round(2), () => bandits(2, true), {});
    expect(end.calls[0]!.line).toMatchObject({ key: "FRAY.Tracker.Factions.MoraleGroupSteady", data: { steady: "Bandit leader" } });
    expect(end.calls[0]!.rolls.map((r) => r.id)).toEqual(["bandit3"]);

    const surrendered = bandits(1);
    surrendered.find((f) => f.id === "bandit2")!.system.factions.surrendering = true;
    const r = roundEndStep(slot, start.marks, round(2), () => surrendered, {});
    expect(r.calls[0]!.line.data).toMatchObject({ now: 2, of: 4 });
    expect(r.calls[0]!.rolls.map((x) => x.id)).toEqual(["leader", "bandit3"]);
  });

  it("a character fighting alone checks when this round took it to half its maximum health or less", () => {
    const wyrm = (health: number, steady = false) => [fighter("wyrm", "Wyrm", "Wyrm", (s) => { s.factions.health = { value: health, max: 20 }; s.factions.wit = 10; s.factions.steady = steady; }), ...bandits(0).slice(4)];
    const start = roundEndStep(slot, null, round(1), () => wyrm(20), {});
    const mid = roundEndStep(slot, start.marks, round(2), () => wyrm(11), {});
    expect(mid.calls).toEqual([]);
    const end = roundEndStep(slot, mid.marks, round(3), () => wyrm(10), {});
    expect(end.calls).toEqual([{ line: { key: "FRAY.Tracker.Factions.MoraleLone", data: { name: "Wyrm", health: 10, max: 20 } }, rolls: [{ id: "wyrm", action: "morale", request: { name: "Wyrm", wit: 10, options: {} } }] }]);
    const steady = roundEndStep(slot, mid.marks, round(3), () => wyrm(10, true), {});
    expect(steady.calls).toEqual([{ line: { key: "FRAY.Tracker.Factions.MoraleLoneSteady", data: { name: "Wyrm", health: 10, max: 20, steady: "Wyrm" } }, rolls: [] }]);
  });

  it("a ruleset without the slot, or a step that opens no round, changes nothing", () => {
    const marks: RoundMarks = { first: {}, start: {}, round: 1, checked: 1 };
    expect(roundEndStep(undefined, marks, round(2), () => [], {})).toEqual({ marks, calls: [] });
    expect(roundEndStep(slot, marks, [{ type: "turnStart", round: 1 }], () => [], {})).toEqual({ marks, calls: [] });
  });
});

describe("factions: the ambush's bonus round from the Concealed status", () => {
  it("fighters whose tokens start Concealed play the bonus round alone, shown in the round panel and on their row", async () => {
    const s = initialOf(ACTOR_SYSTEM);
    const entrants = [
      entrantFor("factions", { id: "sybillaAAAAAAAAA", name: "Sybilla", player: true, system: s, statuses: ["factions.concealed"] }),
      entrantFor("factions", { id: "theobaldAAAAAAAA", name: "Theobald", player: true, system: s, statuses: [] }),
      entrantFor("factions", { id: "banditAAAAAAAAAA", name: "Bandit", player: false, system: s }),
    ];
    // The ambushers started the fight: their faction holds the initiative.
    expect(factionsTrackerView.startArgs(entrants)).toEqual({ concealed: ["sybillaAAAAAAAAA"], initiative: "players" });
    const e = new Encounter("factions", entrants, 3);
    await e.start();
    const data = e.state.data as FactionsTurnData;
    expect(data.bonusRound).toEqual(["sybillaAAAAAAAAA"]);
    expect(factionsTrackerView.round(e.state, e.names()).lines).toContainEqual({ key: "FRAY.Tracker.Factions.BonusRound" });
    expect(factionsTrackerView.combatant(e.state, "sybillaAAAAAAAAA").badges).toContainEqual({ key: "FRAY.Tracker.Factions.Ambusher" });
    expect(factionsTrackerView.startArgs(entrants.slice(1))).toEqual({});
  });
});

describe("factions: Break free is paid from the tracker as the main action", () => {
  it("in a running fight the grabbed character's Break free charges its main action and the rest of its turn (\"he can’t do anything else\")", async () => {
    const s = initialOf(ACTOR_SYSTEM);
    const entrants = [
      entrantFor("factions", { id: "banditAAAAAAAAAA", name: "Bandit", player: false, system: s }),
      entrantFor("factions", { id: "theobaldAAAAAAAA", name: "Theobald", player: true, system: s }),
    ];
    const e = new Encounter("factions", entrants, 3);
    await e.start();
    expect(breakFreeAction.cost?.(null as never)).toEqual({ name: "break-free", seconds: 0 });
    expect(chargeFor(factionsTrackerView, e.state, ["banditAAAAAAAAAA"], breakFreeAction.cost!(null as never)!)).toEqual({
      combatant: "banditAAAAAAAAAA",
      command: { type: "act", combatant: "banditAAAAAAAAAA", kind: "main", name: "break-free", wholeTurn: true },
    });
  });
});

/**
 * Scripted encounters, one per ruleset, run the way the GM's client runs them (runStep with dice rolled on demand),
 * for the tracker's unit tests and its browser proof: start, several turns, the ruleset's special step (an
 * interrupt, an out-of-turn attempt, a pass round, a refresh with a kept die), an undo, the next round.
 */
import { ACTOR_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";
import { entrantFor, type Entrant } from "../../module/data/combat/entrants";
import { nextTurnCommand, startCommands } from "../../module/data/combat/flow";
import { seededDice } from "../../module/engine/dice/source";
import type { SchedulerState, TurnCommand } from "../../module/engine/turns";
import type { RulesetId } from "../../module/schema/choices";
import { emptyStore, runStep, type CombatStore } from "../../module/combat/run-step";
import { trackerViewFor } from "../../module/rulesets/tracker-views";
import type { FrozenLandsTurnData } from "../../module/engine/rulesets/frozen-lands/turn-policy";
import type { FactionsTurnData } from "../../module/engine/rulesets/factions/turn-policy";
import { countdown, type TacticaTurnData } from "../../module/engine/rulesets/tactica/turn-policy";

export const GM = { isGM: true, owns: () => true };

let counter = 0;
/** A fresh 16-character request id. */
export function requestId(): string {
  return `req${String(++counter).padStart(13, "0")}`;
}

function actor(edit: (s: ActorSystem) => void): ActorSystem {
  const s = initialOf(ACTOR_SYSTEM);
  edit(s);
  return s;
}

/** Three fighters: two player characters and an enemy, with stats for every ruleset. */
export function encounterEntrants(ruleset: RulesetId): Entrant[] {
  const hero = actor((s) => {
    s.sixSeconds.abilities.dexterity = 3;
    s.sixSeconds.skills.push({ name: "Reflex", ability: "dexterity", rank: 2 });
    s.frozenLands.attributes.agility = 3;
    s.tactica.actionDice = 4;
  });
  const ally = actor((s) => {
    s.sixSeconds.abilities.dexterity = 1;
    s.frozenLands.attributes.agility = 2;
    s.tactica.actionDice = 3;
  });
  const foe = actor((s) => {
    s.frozenLands.initiative = 4;
    s.tactica.actionDice = 3;
  });
  return [
    entrantFor(ruleset, { id: "heroAAAAAAAAAAAA", name: "Ilse Varga", player: true, system: hero }),
    entrantFor(ruleset, { id: "allyAAAAAAAAAAAA", name: "Brother Oded", player: true, system: ally }),
    entrantFor(ruleset, { id: "foeAAAAAAAAAAAAA", name: "Marsh Troll", player: false, system: foe }),
  ];
}

export interface Snapshot {
  label: string;
  store: CombatStore;
  /** The step's command (null for an undo; absent for a marker such as "screenshot"). */
  command?: TurnCommand | null;
}

export class Encounter {
  store: CombatStore;
  readonly steps: Snapshot[] = [];
  private readonly dice;
  constructor(
    readonly ruleset: RulesetId,
    readonly entrants: Entrant[],
    seed: number,
  ) {
    this.store = emptyStore(ruleset, trackerViewFor(ruleset).options(entrants));
    this.dice = seededDice(seed);
  }

  get state() {
    return this.store.scheduler.state;
  }

  names(): Record<string, string> {
    return Object.fromEntries(this.entrants.map((e) => [e.id, e.name]));
  }

  async run(label: string, command: TurnCommand | null, undo = false): Promise<void> {
    const out = await runStep(this.ruleset, trackerViewFor(this.ruleset), this.store, { requestId: requestId(), command, undo }, GM, async (sides) => this.dice.roll(sides));
    if (out.status !== "done") throw new Error(`${label}: ${JSON.stringify(out)}`);
    this.store = out.store;
    this.steps.push({ label, store: out.store, command: undo ? null : command });
  }

  async start(extra: Record<string, unknown> = {}): Promise<void> {
    const view = trackerViewFor(this.ruleset);
    for (const c of startCommands(this.entrants, { ...view.startArgs(this.entrants), ...extra })) await this.run(`start:${c.type}`, c);
  }

  async next(label = "next turn"): Promise<void> {
    await this.run(label, nextTurnCommand(this.ruleset, this.state));
  }
}

/** The three fighters' fight in `ruleset`, started (initiative rolled with seed 5). */
export async function started(ruleset: RulesetId): Promise<Encounter> {
  const e = new Encounter(ruleset, encounterEntrants(ruleset), 5);
  await e.start();
  return e;
}

/** The scripted encounter of `ruleset`; the snapshot named "screenshot" is the one the docs show. */
export async function scriptedEncounter(ruleset: RulesetId, seed = 11): Promise<Encounter> {
  const e = new Encounter(ruleset, encounterEntrants(ruleset), seed);
  await e.start();
  switch (ruleset) {
    case "six-seconds": {
      const first = e.state.active!;
      await e.run("attack", { type: "act", combatant: first, key: "melee-attack" });
      await e.next();
      const delayer = e.state.active!;
      await e.run("delay", { type: "delay", combatant: delayer });
      const third = e.state.active!;
      await e.run("move", { type: "act", combatant: third, key: "move" });
      await e.run("interrupt", { type: "interrupt", combatant: delayer });
      await e.run("interrupter attacks", { type: "act", combatant: delayer, key: "melee-attack" });
      await e.run("move again", { type: "act", combatant: delayer, key: "move" });
      await e.run("undo", null, true);
      e.steps.push({ label: "screenshot", store: e.store });
      await e.next("interrupter ends");
      while (e.state.round === 1) await e.next();
      break;
    }
    case "frozen-lands": {
      const data = () => e.state.data as FrozenLandsTurnData;
      if (data().pendingTies) await e.run("players settle ties", { type: "chooseOrder", order: data().playerOrder.length ? data().playerOrder : e.entrants.filter((x) => x.side === "player").map((x) => x.id) });
      const first = e.state.active!;
      await e.run("attack", { type: "act", combatant: first, action: "attack" });
      // A player who is not acting tries to act out of turn, and fails: +1 Stress.
      const other = e.entrants.find((x) => x.side === "player" && x.id !== first)!.id;
      if (e.state.active === other) await e.next();
      await e.run("out of turn", { type: "outOfTurn", combatant: other, action: "any", success: false });
      await e.run("move", { type: "act", combatant: e.state.active!, action: "move" });
      await e.run("undo", null, true);
      e.steps.push({ label: "screenshot", store: e.store });
      while (e.state.round === 1) await e.next();
      break;
    }
    case "factions": {
      const data = () => e.state.data as FactionsTurnData;
      if (data().first === null) await e.run("choose first", { type: "chooseFirst", faction: data().initiative! });
      for (let i = 0; i < 2; i++) {
        const faction = data().current!;
        const who = Object.keys(data().characters).find((id) => data().characters[id]!.faction === faction && !data().characters[id]!.acted)!;
        await e.run(`activate ${who}`, { type: "activate", combatant: who });
        await e.run("main", { type: "act", combatant: who, kind: "main", name: "attack" });
        await e.next();
      }
      // The faction to move passes instead of acting.
      await e.run("pass", { type: "pass", faction: data().current! });
      await e.run("undo", null, true);
      e.steps.push({ label: "screenshot", store: e.store });
      // Everyone passes in a row: the round ends.
      while (e.state.round === 1) {
        const d = data();
        if (d.first === null) await e.run("choose first", { type: "chooseFirst", faction: d.initiative! });
        else await e.run("pass", { type: "pass", faction: d.current! });
      }
      break;
    }
    case "tactica": {
      const data = () => e.state.data as TacticaTurnData;
      // Act down the countdown with 4-pip actions (Break) until someone cannot pay and calls the refresh.
      for (let guard = 0; data().refreshBy === null && guard < 40; guard++) {
        const [who] = countdown(e.state as SchedulerState<TacticaTurnData>);
        await e.run(`act ${who}`, { type: "act", combatant: who!, action: { name: "Break", cost: 4 } });
      }
      const keeper = Object.keys(data().fighters).find((id) => data().fighters[id]!.lastOption)!;
      await e.run("keep a die", { type: "keep", combatant: keeper });
      await e.run("undo", null, true);
      e.steps.push({ label: "screenshot", store: e.store });
      await e.run("keep a die", { type: "keep", combatant: keeper });
      for (let guard = 0; e.state.round === 1 && guard < 20; guard++) {
        const waiting = Object.keys(data().fighters).find((id) => data().fighters[id]!.lastOption)!;
        await e.run("keep", { type: "keep", combatant: waiting });
      }
      break;
    }
  }
  return e;
}

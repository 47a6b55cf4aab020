/**
 * factions turn policy (Combat procedure). The faction holding the initiative (who started the fight, or drawn at
 * random) picks which faction acts first each round; factions then alternate, each either activating one of its
 * characters who has not yet taken a turn this round, or passing. The round ends when every faction has passed in a
 * row, and morale checks come due. A character may instead spend its turn on a reaction, outside the sequence.
 *
 * A turn: move full speed (2 zones, 4 sprinting), or half speed (1, 2 sprinting) plus a main and a bonus action
 * (or two bonus actions), movement split freely around the actions.
 *
 * Mounts and vehicles take their turn together with their riders and passengers (`rides`): activating any of them
 * starts the group's turn; each member acts in it, or holds its turn to react (`reserve`). Once the mount moves at
 * full speed, its riders can neither act nor react.
 *
 * Ambushers (`start {concealed}`) play a bonus round first, during which only they can act and nobody else may
 * react (their targets are taken by surprise).
 *
 * Commands: start {initiative?, concealed?} · addCombatant {combatant: {id, name?, faction, speed?, extraReactions?, rides?}}
 *   · removeCombatant
 *   chooseFirst {faction}            the initiative faction's pick for this round
 *   activate {combatant, reserve?}   the current faction takes a turn with this character (and its mount group;
 *                                    `reserve` lists members holding their turn to react)
 *   act {combatant, kind: "move", zones, sprint?} | {combatant, kind: "move", halfZone: true} (getting on or off
 *       a mount: half a zone) | {combatant, kind: "main" | "bonus", name, wholeTurn?}
 *                                    (wholeTurn: the main action wastes the rest of the turn, as surrendering does)
 *   endTurn {combatant}              play passes to the next faction
 *   pass {faction}                   the current faction passes
 *   react {combatant, name}          a character who has not had its turn spends it on a reaction, now; after
 *                                    its turn, only an extra reaction from a skill (addCombatant extraReactions)
 *   ride {combatant, mount?}         get on `mount` (or, without one, off whatever it rides), between group turns
 *   setExtraReactions {combatant, count}  a skill's extra reactions changed mid-fight (used ones stay used)
 *   setInitiative {faction}          hand the initiative to another faction (from the next round's pick)
 */
import type { TurnPolicy } from "../../turns/policy";
import type { Budget, TurnSlot } from "../../turns/types";
import { readInt, readString } from "../../turns/args";
import { factionsDataProblem } from "./turn-data-check";
import type { FactionsTurnEvent } from "./turn-events";
export type { FactionsTurnEvent } from "./turn-events";
import { MAX_EXTRA_REACTIONS, MAX_FACTIONS, MAX_SPEED } from "./turn-limits";
import { MAX_TEXT } from "../../turns/limits";
import { beginRound, DEFAULT_SPEED, emptyUse, nextFaction, readFaction, type FactionsCharacter, type FactionsTurnData, type FactionsTurnOptions } from "./turn-characters";
export { DEFAULT_SPEED, mustPass, readyCharacters } from "./turn-characters";
export type { FactionsCharacter, FactionsTurnData, FactionsTurnOptions, FactionsTurnUse } from "./turn-characters";
import { checkMount } from "./turn-mount-groups";
export { mountGroup } from "./turn-mount-groups";
import { factionsCommands } from "./turn-commands";

export const factionsTurnPolicy: TurnPolicy<FactionsTurnData, FactionsTurnEvent> = {
  id: "factions",

  init(options) {
    const o = options as FactionsTurnOptions | undefined;
    const list = o?.factions;
    if (!Array.isArray(list) || list.length < 2 || list.length > MAX_FACTIONS || list.some((f) => typeof f !== "string" || f === "" || f.length > MAX_TEXT)) {
      throw new TypeError(`factions: options.factions must list two to ${MAX_FACTIONS} faction names`);
    }
    if (new Set(list).size !== list.length) throw new RangeError("factions: a faction is listed twice");
    return { factions: [...list], initiative: null, first: null, current: null, passStreak: 0, characters: {} };
  },

  addCombatant(ctx, spec) {
    const cmd = { type: "addCombatant", faction: spec.faction };
    const faction = readFaction(ctx, cmd);
    const speed = spec.speed === undefined ? DEFAULT_SPEED : readInt(cmd, `${String(spec.id)}.speed`, spec.speed, 0, MAX_SPEED);
    const extra = spec.extraReactions === undefined ? 0 : readInt(cmd, `${String(spec.id)}.extraReactions`, spec.extraReactions, 0, MAX_EXTRA_REACTIONS);
    let rides: string | undefined;
    if (spec.rides !== undefined) {
      rides = readString(cmd, `${String(spec.id)}.rides`, spec.rides);
      // Before the start entrants arrive in any order: a rider may name a mount added after it (start checks).
      if (ctx.state.phase !== "setup" || ctx.data.characters[rides]) checkMount(ctx.data, "addCombatant", String(spec.id), faction, rides);
    }
    // A newcomer may act in the round it arrives.
    const c: FactionsCharacter = { faction, speed, acted: false, turn: emptyUse() };
    if (extra > 0) Object.assign(c, { extraReactions: extra, extraReactionsUsed: 0 });
    if (rides !== undefined) c.rides = rides;
    ctx.data.characters[spec.id as string] = c;
  },

  removeCombatant(ctx, id) {
    const c = ctx.data.characters[id]!;
    // Riders of a mount taken out of the fight are on foot from now on.
    for (const other of Object.values(ctx.data.characters)) if (other.rides === id) delete other.rides;
    if (ctx.data.group) ctx.data.group = ctx.data.group.filter((x) => x !== id);
    if (ctx.state.active === id) {
      delete ctx.data.group;
      ctx.endTurn({ removed: true });
      ctx.data.current = nextFaction(ctx.data, c.faction);
      ctx.emit("factionToAct", { faction: ctx.data.current });
    }
    delete ctx.data.characters[id];
  },

  start(ctx, command) {
    for (const [id, c] of Object.entries(ctx.data.characters)) if (c.rides !== undefined) checkMount(ctx.data, "start", id, c.faction, c.rides);
    const concealed = command.concealed === undefined ? [] : command.concealed;
    if (!Array.isArray(concealed) || concealed.some((id) => typeof id !== "string" || !ctx.data.characters[id])) {
      throw new RangeError("start: concealed must list characters in the fight");
    }
    let initiative: string;
    if (command.initiative !== undefined) initiative = readFaction(ctx, command, "initiative");
    else {
      // "assigned randomly if that's unclear": one die with a face per faction.
      const roll = ctx.dice().roll(ctx.data.factions.length);
      initiative = ctx.data.factions[roll - 1]!;
      ctx.emit("initiativeDrawn", { faction: initiative, roll });
    }
    ctx.data.initiative = initiative;
    if (concealed.length > 0) ctx.data.bonusRound = [...(concealed as string[])];
    beginRound(ctx);
    if (ctx.data.bonusRound) ctx.emit("bonusRound", { concealed: ctx.data.bonusRound });
  },

  commands: factionsCommands,


  hasTurnLeft(state, id) {
    const c = state.data.characters[id];
    return c !== undefined && !c.acted && (state.data.bonusRound === undefined || state.data.bonusRound.includes(id));
  },

  roundOver(state) {
    return state.data.passStreak >= state.data.factions.length;
  },

  budget(state, id): Budget | null {
    const c = state.data.characters[id];
    if (!c) return null;
    return { unit: "actions", allowed: 2, spent: c.turn.main + c.turn.bonus };
  },

  dataProblem: factionsDataProblem,

  lineup(state): TurnSlot[] {
    const { characters, factions, current } = state.data;
    // By faction in seating order; the faction to move has its ready characters marked "next".
    return factions.flatMap((faction) =>
      state.combatants
        .filter((c) => characters[c.id]!.faction === faction)
        .map((c) => {
          const ch = characters[c.id]!;
          const sittingOut = state.data.bonusRound !== undefined && !state.data.bonusRound.includes(c.id);
          const status = c.id === state.active ? "active" : ch.acted ? "done" : faction === current && !sittingOut ? "next" : "waiting";
          return { id: c.id, status, note: `${faction}${state.data.initiative === faction ? " (initiative)" : ""} · speed ${ch.speed}` };
        }),
    );
  },
};

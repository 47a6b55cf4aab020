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
 *   act {combatant, kind: "move", zones, sprint?} | {combatant, kind: "main" | "bonus", name}
 *   endTurn {combatant}              play passes to the next faction
 *   pass {faction}                   the current faction passes
 *   react {combatant, name}          a character who has not had its turn spends it on a reaction, now; after
 *                                    its turn, only an extra reaction from a skill (addCombatant extraReactions)
 *   ride {combatant, mount?}         get on `mount` (or, without one, off whatever it rides), between group turns
 *   setInitiative {faction}          hand the initiative to another faction (from the next round's pick)
 */
import type { PolicyContext, TurnPolicy } from "../../turns/policy";
import type { Budget, TurnCommand, TurnSlot } from "../../turns/types";
import { readBoolean, readInt, readString } from "../../turns/args";
import { factionsDataProblem } from "./turn-data-check";
import type { FactionsTurnEvent } from "./turn-events";
export type { FactionsTurnEvent } from "./turn-events";
import { MAX_EXTRA_REACTIONS, MAX_FACTIONS, MAX_SPEED } from "./turn-limits";
import { MAX_TEXT } from "../../turns/limits";

export const DEFAULT_SPEED = 2;

export interface FactionsTurnUse {
  moved: number;
  sprint: boolean;
  main: number;
  bonus: number;
}

export interface FactionsCharacter {
  faction: string;
  speed: number;
  /** Took its turn (or a reaction in its place) this round. */
  acted: boolean;
  turn: FactionsTurnUse;
  /** Reactions a round from skills on top of the turn itself ("Some skills grant the ability to react multiple times"). */
  extraReactions?: number;
  extraReactionsUsed?: number;
  /** The mount or vehicle this character rides (they take their turn together). */
  rides?: string;
  /** Holding its turn in the group's turn to react later this round. */
  reserved?: boolean;
}

export interface FactionsTurnData {
  /** Factions in seating order: play goes round this list from the round's first faction. */
  factions: string[];
  initiative: string | null;
  /** Set once the initiative faction has chosen who starts the round. */
  first: string | null;
  /** The faction whose move it is (activate or pass), null while a choice or a turn is pending. */
  current: string | null;
  /** Passes in a row; the round ends when it reaches the number of factions. */
  passStreak: number;
  characters: Record<string, FactionsCharacter>;
  /** Members of the mount group whose turn is under way (mount first); absent outside a group turn. */
  group?: string[];
  /** The ambush's bonus round is under way: only these concealed characters may act. */
  bonusRound?: string[];
}

export interface FactionsTurnOptions {
  /** Factions in seating order, e.g. ["players", "gm"]. At least two. */
  factions: string[];
}

type Ctx = PolicyContext<FactionsTurnData>;

function readFaction(ctx: Ctx, command: TurnCommand, key = "faction"): string {
  const f = readString(command, key, command[key]);
  if (!ctx.data.factions.includes(f)) throw new RangeError(`${command.type}: no faction "${f}" (factions: ${ctx.data.factions.join(", ")})`);
  return f;
}

function nextFaction(data: FactionsTurnData, after: string): string {
  const i = data.factions.indexOf(after);
  return data.factions[(i + 1) % data.factions.length]!;
}

/** Characters of `faction` who may still take a turn this round. */
export function readyCharacters(data: FactionsTurnData, faction: string): string[] {
  return Object.entries(data.characters)
    .filter(([id, c]) => c.faction === faction && !c.acted && (data.bonusRound === undefined || data.bonusRound.includes(id)))
    .map(([id]) => id);
}

/** Whether the faction to move has nobody left and so must pass. */
export function mustPass(data: FactionsTurnData): boolean {
  return data.current !== null && readyCharacters(data, data.current).length === 0;
}

function beginRound(ctx: Ctx): void {
  ctx.startRound();
  for (const c of Object.values(ctx.data.characters)) {
    c.acted = false;
    if (c.reserved) c.reserved = false;
    if (c.extraReactions) c.extraReactionsUsed = 0;
  }
  ctx.data.first = null;
  ctx.data.current = null;
  ctx.data.passStreak = 0;
  ctx.emit("firstFactionDue", { faction: ctx.data.initiative! });
}

function emptyUse(): FactionsTurnUse {
  return { moved: 0, sprint: false, main: 0, bonus: 0 };
}

/** What a turn allows now: full speed with no actions, half speed once any action is taken. */
function moveLimit(c: FactionsCharacter, use: FactionsTurnUse): number {
  const speed = use.sprint ? c.speed * 2 : c.speed;
  return use.main + use.bonus > 0 ? Math.floor(speed / 2) : speed;
}

/** A mount group: the mount (or vehicle) first, then everyone riding it. */
export function mountGroup(data: FactionsTurnData, id: string): string[] {
  const root = data.characters[id]?.rides ?? id;
  return [root, ...Object.keys(data.characters).filter((x) => data.characters[x]!.rides === root)];
}

/** Refuse a rider's mount that is not in the fight, rides itself, or fights for another faction. */
function checkMount(data: FactionsTurnData, where: string, id: string, faction: string, rides: string): void {
  const mount = data.characters[rides];
  if (rides === id) throw new RangeError(`${where}: ${id} cannot ride itself`);
  if (!mount) throw new RangeError(`${where}: ${id} rides ${rides}, who is not in the fight (add the mount first)`);
  if (mount.rides !== undefined) throw new RangeError(`${where}: ${rides} itself rides ${mount.rides}; a rider's mount must be a mount`);
  if (Object.values(data.characters).some((c) => c.rides === id)) throw new RangeError(`${where}: ${id} is ridden itself, so it cannot ride ${rides}`);
  if (mount.faction !== faction) throw new RangeError(`${where}: ${id} (${faction}) cannot ride ${rides} (${mount.faction}); give the mount its rider's faction on its sheet`);
}

/** The mount has moved more than half its speed this turn. */
function mountAtFullSpeed(ctx: Ctx): boolean {
  const mount = ctx.data.group?.[0];
  if (mount === undefined) return false;
  const c = ctx.data.characters[mount]!;
  return c.turn.moved > Math.floor((c.turn.sprint ? c.speed * 2 : c.speed) / 2);
}

/** The one acting: the active character, or a member of its mount group who is not holding its turn. */
function requireActor(ctx: Ctx, command: TurnCommand): string {
  const id = ctx.combatant(command.combatant).id;
  if (ctx.state.active === id) return id;
  const group = ctx.data.group ?? [];
  if (!group.includes(id)) return requireActive(ctx, command);
  if (ctx.data.characters[id]!.reserved) throw new RangeError(`${command.type}: ${id} holds its turn to react`);
  if (mountAtFullSpeed(ctx)) throw new RangeError(`${command.type}: the mount moves at full speed, so ${id} can neither act nor react`);
  return id;
}

function requireActive(ctx: Ctx, command: TurnCommand): string {
  const id = ctx.combatant(command.combatant).id;
  if (ctx.state.active !== id) throw new RangeError(`${command.type}: it is not ${id}'s turn (active: ${ctx.state.active ?? "nobody"})`);
  return id;
}

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

  commands: {
    chooseFirst(ctx, command) {
      if (ctx.data.first !== null) throw new RangeError(`chooseFirst: ${ctx.data.first} already starts this round`);
      const faction = readFaction(ctx, command);
      ctx.data.first = faction;
      ctx.data.current = faction;
      ctx.emit("factionToAct", { faction, choseBy: ctx.data.initiative! });
    },

    activate(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const c = ctx.data.characters[id]!;
      if (ctx.data.current === null) throw new RangeError(`activate: ${ctx.data.first === null ? "the first faction has not been chosen" : "a turn is in progress"}`);
      if (c.faction !== ctx.data.current) throw new RangeError(`activate: it is ${ctx.data.current}'s move, and ${id} is with ${c.faction}`);
      if (c.acted) throw new RangeError(`activate: ${id} has no turn left this round`);
      if (ctx.data.bonusRound && !ctx.data.bonusRound.includes(id)) throw new RangeError(`activate: only the concealed characters act in the ambush's bonus round, and ${id} is not one`);
      const group = mountGroup(ctx.data, id).filter((x) => x === id || !ctx.data.characters[x]!.acted);
      const reserve = command.reserve === undefined ? [] : command.reserve;
      if (!Array.isArray(reserve) || reserve.some((r) => typeof r !== "string" || !group.includes(r))) {
        throw new RangeError(`activate: reserve must list members of ${id}'s mount group (${group.join(", ")})`);
      }
      ctx.startTurn(id, { faction: c.faction });
      for (const member of group) {
        const m = ctx.data.characters[member]!;
        m.acted = true;
        m.turn = emptyUse();
        if ((reserve as string[]).includes(member)) m.reserved = true;
      }
      if (group.length > 1) {
        ctx.data.group = group;
        ctx.emit("groupTurn", { combatant: id, members: group, reserved: reserve as string[] });
      }
      ctx.data.current = null;
      ctx.data.passStreak = 0;
    },

    act(ctx, command) {
      const id = requireActor(ctx, command);
      const c = ctx.data.characters[id]!;
      if (c.reserved) throw new RangeError(`act: ${id} holds its turn to react`);
      const use = { ...c.turn };
      const kind = command.kind;
      if (kind === "move") {
        const zones = readInt(command, "zones", command.zones, 1, 2 * MAX_SPEED);
        if (command.sprint !== undefined && readBoolean(command, "sprint", command.sprint)) use.sprint = true;
        use.moved += zones;
      } else if (kind === "main") use.main += 1;
      else if (kind === "bonus") use.bonus += 1;
      else throw new TypeError(`act: kind must be "move", "main" or "bonus", got ${String(kind)}`);
      if (use.main > 1) throw new RangeError(`act: ${id} has already taken a main action this turn`);
      if (use.main + use.bonus > 2) throw new RangeError(`act: ${id} has already taken a main and a bonus action (or two bonus actions)`);
      if (use.moved > moveLimit(c, use)) {
        throw new RangeError(`act: ${id} can move ${moveLimit(c, use)} zone(s) this turn${use.main + use.bonus > 0 ? " (half speed with actions)" : ""}, not ${use.moved}`);
      }
      const group = ctx.data.group;
      if (kind === "move" && group?.[0] === id && group.length > 1) {
        const fullSpeed = use.moved > Math.floor((use.sprint ? c.speed * 2 : c.speed) / 2);
        const riders = group.slice(1).map((r) => ctx.data.characters[r]!);
        if (fullSpeed && riders.some((r) => r.turn.moved + r.turn.main + r.turn.bonus > 0)) {
          throw new RangeError(`act: ${id}'s riders have acted this turn, so it cannot move at full speed`);
        }
        if (fullSpeed && !mountAtFullSpeed(ctx)) {
          for (const r of riders) r.reserved = false;
          ctx.emit("ridersCannotAct", { combatant: id, riders: group.slice(1) });
        }
      }
      c.turn = use;
      ctx.emit("action", { combatant: id, kind, name: typeof command.name === "string" ? command.name : null, zones: kind === "move" ? use.moved : null });
    },

    ride(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const c = ctx.data.characters[id]!;
      const under = [...(ctx.data.group ?? []), ...(ctx.state.active !== null ? [ctx.state.active] : [])];
      // Changing groups mid-turn would move a turn between groups: get on or off between turns (or in one's own, alone).
      if (ctx.data.group && (under.includes(id) || (command.mount !== undefined && under.includes(String(command.mount))))) {
        throw new RangeError(`ride: ${id}'s mount group is taking its turn; get on or off before or after it`);
      }
      if (command.mount === undefined || command.mount === null) {
        if (c.rides === undefined) throw new RangeError(`ride: ${id} rides nothing`);
        const mount = c.rides;
        delete c.rides;
        ctx.emit("dismounted", { combatant: id, mount });
        return;
      }
      const mount = ctx.combatant(command.mount).id;
      if (c.rides === mount) throw new RangeError(`ride: ${id} already rides ${mount}`);
      checkMount(ctx.data, "ride", id, c.faction, mount);
      c.rides = mount;
      ctx.emit("mounted", { combatant: id, mount });
    },

    endTurn(ctx, command) {
      requireActive(ctx, command);
      delete ctx.data.group;
      const faction = ctx.data.characters[ctx.endTurn()]!.faction;
      ctx.data.current = nextFaction(ctx.data, faction);
      ctx.emit("factionToAct", { faction: ctx.data.current });
    },

    pass(ctx, command) {
      const faction = readFaction(ctx, command);
      if (ctx.data.current !== faction) throw new RangeError(`pass: it is not ${faction}'s move (${ctx.data.current ?? "a choice or a turn is pending"})`);
      ctx.data.passStreak += 1;
      ctx.emit("factionPassed", { faction, streak: ctx.data.passStreak });
      if (ctx.data.passStreak >= ctx.data.factions.length) {
        ctx.endRound();
        ctx.emit("moraleCheckDue", {});
        delete ctx.data.bonusRound;
        beginRound(ctx);
        return;
      }
      ctx.data.current = nextFaction(ctx.data, faction);
      ctx.emit("factionToAct", { faction: ctx.data.current });
    },

    react(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const c = ctx.data.characters[id]!;
      const name = readString(command, "name", command.name);
      if (ctx.data.bonusRound && !ctx.data.bonusRound.includes(id)) {
        throw new RangeError(`react: ${id} is taken by surprise in the ambush's bonus round and cannot react`);
      }
      if (c.reserved) {
        c.reserved = false;
        ctx.emit("reaction", { combatant: id, name, faction: c.faction, heldTurn: true });
        return;
      }
      if (!c.acted) {
        // The reaction is the character's whole turn, taken outside the sequence: no turn order or pass streak changes.
        c.acted = true;
        ctx.emit("reaction", { combatant: id, name, faction: c.faction });
        return;
      }
      const extra = c.extraReactions ?? 0;
      const used = c.extraReactionsUsed ?? 0;
      if (used >= extra) {
        throw new RangeError(`react: ${id} has already taken its turn this round${extra > 0 ? ` and used its ${extra} extra reaction(s)` : ""}`);
      }
      c.extraReactionsUsed = used + 1;
      ctx.emit("reaction", { combatant: id, name, faction: c.faction, extra: true, extraReactionsLeft: extra - used - 1 });
    },

    setInitiative(ctx, command) {
      ctx.data.initiative = readFaction(ctx, command);
      ctx.emit("initiativeChanged", { faction: ctx.data.initiative });
    },
  },

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

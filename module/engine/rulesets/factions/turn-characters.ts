// The factions turn data and the round's sequence (whose move, who is ready, a turn's allowance), shared by the commands.
import type { PolicyContext } from "../../turns/policy";
import type { TurnCommand } from "../../turns/types";
import { readString } from "../../turns/args";

export const DEFAULT_SPEED = 2;

export interface FactionsTurnUse {
  moved: number;
  /** Getting on or off a mount or vehicle this turn: each "counts as moving half a zone". */
  halfZones?: number;
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

export type Ctx = PolicyContext<FactionsTurnData>;

export function readFaction(ctx: Ctx, command: TurnCommand, key = "faction"): string {
  const f = readString(command, key, command[key]);
  if (!ctx.data.factions.includes(f)) throw new RangeError(`${command.type}: no faction "${f}" (factions: ${ctx.data.factions.join(", ")})`);
  return f;
}

export function nextFaction(data: FactionsTurnData, after: string): string {
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

export function beginRound(ctx: Ctx): void {
  ctx.startRound();
  for (const c of Object.values(ctx.data.characters)) {
    c.acted = false;
    // A turn's record is its round's: a mount that ran last round and only reacts in this one has not moved in it.
    c.turn = emptyUse();
    if (c.reserved) c.reserved = false;
    if (c.extraReactions) c.extraReactionsUsed = 0;
  }
  ctx.data.first = null;
  ctx.data.current = null;
  ctx.data.passStreak = 0;
  ctx.emit("firstFactionDue", { faction: ctx.data.initiative! });
}

export function emptyUse(): FactionsTurnUse {
  return { moved: 0, sprint: false, main: 0, bonus: 0 };
}

/** What a turn allows now: full speed with no actions, half speed once any action is taken. */
export function moveLimit(c: FactionsCharacter, use: FactionsTurnUse): number {
  const speed = use.sprint ? c.speed * 2 : c.speed;
  return use.main + use.bonus > 0 ? Math.floor(speed / 2) : speed;
}


export function requireActive(ctx: Ctx, command: TurnCommand): string {
  const id = ctx.combatant(command.combatant).id;
  if (ctx.state.active !== id) throw new RangeError(`${command.type}: it is not ${id}'s turn (active: ${ctx.state.active ?? "nobody"})`);
  return id;
}

// The six-seconds turn data and who may act now, shared by the seconds budget, the turn flow and the commands.
import type { PolicyContext } from "../../turns/policy";
import type { SchedulerState, TurnCommand } from "../../turns/types";
import type { InitiativeRoll } from "./turn-initiative";
import type { SharedBody } from "./turn-possession";

/** An action still running: the seconds it needs from the owner's next turn(s). */
export interface OngoingAction {
  name: string;
  secondsLeft: number;
  delaySeconds: number | null;
}

/**
 * What a fighter moved in its latest turn ("If you move 30 squares or more in a single turn … +1 to your Target"):
 * squares of its own scale in all, and its fastest move's speed in metres a second (the extra melee damage).
 */
export interface MovedThisTurn {
  squares: number;
  metresPerSecond: number;
  /** The metres of its latest action when that was a move in one straight line, else 0 (a Charge needs 6). */
  straightMetres?: number;
}

/** A delayed effect counting down in seconds of its owner's turns. */
export interface DelayTimer {
  id: number;
  name: string;
  secondsLeft: number;
}

export interface SixSecondsFighter {
  reflex: number;
  dexterity: number;
  secondsPerTurn: number;
  /** The seconds a turn its conditions allowed when last read from its actor (turn-carried.ts). */
  conditionSeconds?: number;
  initiative: InitiativeRoll | null;
  /** Seconds used in the current turn (0 between turns). */
  spent: number;
  /** This round's place in the order has been reached. */
  hadTurn: boolean;
  /** Skipped acting and may still take the turn before the next one. */
  delaying: boolean;
  ongoing: OngoingAction | null;
  timers: DelayTimer[];
  /** Seconds of stun still to sit out (Stunned, Staggered's d6): they pass without action at the start of turns. */
  stunned: number;
  /** Seconds given to another's action out of this fighter's turn (a crew reloading), paid as its next turn opens. */
  owed?: number;
  /** Staggered: the stunned seconds of each coming round, rolled when the condition began (first = this/next turn). */
  staggered?: number[];
  /** The mount this rider controls (mounted combat). */
  mount?: string | null;
  /** Seconds of this rider's turn that controlling the mount takes (2 without special techniques). */
  controlSeconds?: number;
  /** The rider of this mount: it has no place of its own in the order and acts in the rider's turns. */
  rider?: string | null;
  /** This mount's turn is running together with its rider's. */
  withRider?: boolean;
  /** The host whose body this mind acts through (the host itself too, once someone possesses it). */
  body?: string | null;
  /** Moves booked in its latest turn (cleared as its next turn opens); absent: none yet. */
  moved?: MovedThisTurn;
  /** The key of the latest forced move (a fall, a throw) added to `moved`, so one is never counted twice. */
  forcedKey?: string;
}

export interface SixSecondsTurnData {
  order: string[];
  fighters: Record<string, SixSecondsFighter>;
  nextTimer: number;
  /** Whether an action may start with fewer seconds left than it takes and finish next turn (the text: yes). */
  allowSpanning: boolean;
  /** Possessed bodies by host id: the seconds of action each has taken this round. */
  bodies?: Record<string, SharedBody>;
}

export interface SixSecondsTurnOptions {
  allowSpanning?: boolean;
}

export type Ctx = PolicyContext<SixSecondsTurnData>;

export function fighter(ctx: Ctx, id: string): SixSecondsFighter {
  return ctx.data.fighters[id]!;
}

export function requireActive(ctx: Ctx, command: TurnCommand): string {
  const id = ctx.combatant(command.combatant).id;
  if (ctx.state.active !== id) throw new RangeError(`${command.type}: it is not ${id}'s turn (active: ${ctx.state.active ?? "nobody"})`);
  return id;
}

/** The active combatant, or a mount acting in its active rider's turn ("under your control"). */
export function requireActing(ctx: Ctx, command: TurnCommand): string {
  const id = ctx.combatant(command.combatant).id;
  const f = fighter(ctx, id);
  if (f.rider && ctx.state.active === f.rider) {
    if (!f.withRider) throw new RangeError(`${command.type}: ${id} has already had its turn this round`);
    return id;
  }
  if (f.rider) throw new RangeError(`${command.type}: ${id} is ridden by ${f.rider} and acts only in ${f.rider}'s turn`);
  return requireActive(ctx, command);
}

export type SixSecondsScheduler = SchedulerState<SixSecondsTurnData>;

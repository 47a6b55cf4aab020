/**
 * Plain-data shapes of the turn scheduler. Everything here survives JSON.stringify / JSON.parse unchanged, so a
 * Foundry Combat can keep the whole scheduler (state + ledger) in its system data.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Where the encounter is: not started, running (rounds and turns), or over. */
export type SchedulerPhase = "setup" | "running" | "ended";

/** What the core knows about a combatant; each policy keeps its ruleset's details in `data`. */
export interface CombatantRecord {
  id: string;
  name: string;
}

export interface SchedulerState<D = unknown> {
  /** Id of the policy that owns `data` ("six-seconds", "frozen-lands", "factions", "tactica"). */
  policy: string;
  phase: SchedulerPhase;
  /** 0 before the first round starts. */
  round: number;
  /** In the order they joined. */
  combatants: CombatantRecord[];
  /** Whose turn it is now, or null between turns. */
  active: string | null;
  /** Turns paused by an interruption, most recent last; the interrupter's turn end resumes the last one. */
  interrupted: string[];
  /** The policy's own state (initiative, budgets, counters). */
  data: D;
}

/**
 * Something that happened, for the Foundry layer to react to (chat, tracker, hooks). The core emits roundStart,
 * roundEnd, turnStart, turnEnd, turnResumed, refresh and undone; policies add their own types.
 */
export interface TurnEvent {
  type: string;
  round: number;
  combatant?: string;
  [detail: string]: Json | undefined;
}

/** A request to the scheduler. `type` names the command; the other fields are its arguments. */
export interface TurnCommand {
  type: string;
  [argument: string]: unknown;
}

/** One changed value: `before` / `after` are absent when the key did not exist on that side. */
export interface PatchOp {
  path: (string | number)[];
  before?: Json;
  after?: Json;
}

/** An accepted command and the values it changed (its events went to the caller; the ledger keeps only what undo needs). */
export interface CommandEntry {
  seq: number;
  kind: "command";
  command: Json;
  patch: PatchOp[];
}

export interface UndoEntry {
  seq: number;
  kind: "undo";
  /** The seq of the command entry this reverts. */
  undoes: number;
  patch: PatchOp[];
}

export type LedgerEntry = CommandEntry | UndoEntry;

/** The whole scheduler as stored: the current state and the latest steps of the append-only ledger that led to it. */
export interface Scheduler<D = unknown> {
  state: SchedulerState<D>;
  ledger: LedgerEntry[];
}

/** How much of its turn budget a combatant has, in the policy's unit (seconds, actions, action dice …). */
export interface Budget {
  unit: string;
  allowed: number;
  spent: number;
}

/**
 * Where a combatant stands in the current round, for the tracker: acting now, paused by an interrupt, up next (one
 * or several may be eligible), still to act, keeping a delayed / held turn, done for the round, or not yet on the
 * order (a late arrival waiting for the next round).
 */
export type TurnStatus = "active" | "interrupted" | "next" | "waiting" | "delaying" | "holding" | "done" | "joining";

export interface TurnSlot {
  id: string;
  status: TurnStatus;
  /** The policy's one-line summary: seconds left, actions left, dice held … */
  note: string;
}

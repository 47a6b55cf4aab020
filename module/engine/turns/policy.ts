/**
 * The contract between the scheduler core and a ruleset's turn policy. The core owns the mechanism (state shape,
 * ledger, undo, standard events, the standard commands' validation); a policy owns its ruleset's details: how order
 * is decided, what a turn may spend, when a round ends.
 */
import type { DiceSource } from "../dice/source";
import type { Budget, CombatantRecord, Json, SchedulerState, TurnCommand, TurnEvent, TurnSlot } from "./types";

/**
 * What a policy's command handler works on: a private copy of the state it may change freely, plus helpers that keep
 * the core fields and the standard events consistent across policies.
 */
export interface PolicyContext<D> {
  /** The working copy of the state; changes become the ledger step. */
  readonly state: SchedulerState<D>;
  readonly data: D;
  /** The dice for this command; a TypeError if the caller gave none and the command needs them. */
  dice(): DiceSource;
  emit(type: string, detail?: { combatant?: string; [key: string]: Json | undefined }): void;
  /** True when events are dropped (simulate.ts): a policy may skip working out an event's detail nobody reads. */
  readonly eventsDropped?: boolean;
  /** Look a combatant up; a RangeError naming the id if unknown. */
  combatant(id: unknown, what?: string): CombatantRecord;
  /** round + 1 and a roundStart event. */
  startRound(): void;
  /** A roundEnd event (the policy decides when: the core only reports it). */
  endRound(): void;
  /** Give `id` the turn. Refuses (RangeError) when another turn is active or the policy says `id` has none left. */
  startTurn(id: string, detail?: { [key: string]: Json | undefined }): void;
  /** `id` takes a turn in the middle of the active one, which pauses until `id` ends. */
  interrupt(id: string, detail?: { [key: string]: Json | undefined }): void;
  /** End the active turn (turnEnd), and resume an interrupted one if any (turnResumed). Returns who ended. */
  endTurn(detail?: { [key: string]: Json | undefined }): string;
}

export type CommandHandler<D> = (ctx: PolicyContext<D>, command: TurnCommand) => void;

/** `E`: the policy's events, typed per event type (rulesets/<id>/turn-events.ts); dispatch returns them as such. */
export interface TurnPolicy<D = unknown, E extends TurnEvent = TurnEvent> {
  readonly id: string;
  /** Never set: it only carries the event type `E` for dispatch to infer. */
  readonly events?: readonly E[];
  /** The policy data for a new encounter; `options` are the GM's choices for this ruleset. */
  init(options?: unknown): D;
  /** Register a combatant's ruleset data; the core has already checked and recorded its id and name. */
  addCombatant(ctx: PolicyContext<D>, spec: Record<string, unknown>): void;
  /**
   * Forget a combatant's ruleset data (defeated, fled). The core has already dropped its record (and any paused turn
   * of its); if it was acting, the policy ends that turn and moves play on.
   */
  removeCombatant(ctx: PolicyContext<D>, id: string): void;
  /** Begin the encounter: roll or set the order and start the first round (and usually the first turn). */
  start(ctx: PolicyContext<D>, command: TurnCommand): void;
  /** The ruleset's other commands (act, pass, endTurn, delay, interrupt, react …) by name. */
  readonly commands: Readonly<Record<string, CommandHandler<D>>>;
  /** Whether `id` may still be given a turn in the current round (or refresh). */
  hasTurnLeft(state: SchedulerState<D>, id: string): boolean;
  /** Whether the current round is over by the ruleset's rules. */
  roundOver(state: SchedulerState<D>): boolean;
  /** What the combatant's current turn (or round) allows and has spent, or null when the ruleset has no such budget. */
  budget(state: SchedulerState<D>, id: string): Budget | null;
  /** Everyone in the order the tracker should show, with where each stands this round. */
  lineup(state: SchedulerState<D>): TurnSlot[];
  /**
   * The first thing wrong with `state.data` as read back from storage (its shape, and the ids it refers to), as a
   * sentence naming the field under `path`; null when the policy can run on it. The core fields are checked already.
   */
  dataProblem(state: SchedulerState<unknown>, path: string): string | null;
}

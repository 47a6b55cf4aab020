/**
 * The scheduler core: pure functions from (scheduler, command, dice) to a new scheduler plus the events it caused.
 * Every accepted command appends a ledger entry holding the values it changed; `undo` appends an entry that puts
 * them back, so the ledger is append-only and the state after undoing every step deep-equals the initial state.
 */
import type { DiceSource } from "../dice/source";
import { makeContext } from "./context";
import { produceDraft } from "./draft";
import { isForbiddenKey, ownEntry } from "./keys";
import { MAX_COMBATANTS, MAX_LEDGER_ENTRIES, MAX_TEXT } from "./limits";
import { applyPatch, diff, invert } from "./patch";
import type { PolicyContext, TurnPolicy } from "./policy";
import type { CommandEntry, Json, LedgerEntry, Scheduler, SchedulerState, TurnCommand, TurnEvent } from "./types";

/**
 * How dispatch drafts the state: `recipe` changes a draft of `base`, and the result shares every unchanged part with
 * `base`. Results are not frozen (Foundry copies and merges stored data), so treat a returned scheduler as read-only.
 * dispatch uses produceDraft (draft.ts); the tests run immer's produce through dispatchWith to hold the two together.
 */
export type Produce = <T>(base: T, recipe: (draft: T) => void) => T;

export interface DispatchResult<D, E extends TurnEvent = TurnEvent> {
  scheduler: Scheduler<D>;
  /** What happened, typed per event type for the policy that ran (see events.ts). */
  events: E[];
}

/** A new encounter in the setup phase, with no combatants yet. */
export function createScheduler<D>(policy: TurnPolicy<D>, options?: unknown): Scheduler<D> {
  return {
    state: { policy: policy.id, phase: "setup", round: 0, combatants: [], active: null, interrupted: [], data: policy.init(options) },
    ledger: [],
  };
}

/**
 * The command as plain JSON for the ledger. Keys set to undefined are dropped (optional arguments left out);
 * anything else JSON cannot hold exactly (functions, NaN, Infinity, class instances, undefined in a list) is a
 * TypeError naming where it is.
 */
function asJson(value: unknown, path: string): Json {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`${path} is ${value}, which a command cannot carry`);
    return value === 0 ? 0 : value; // -0 is stored as 0: record it as 0
  }
  if (Array.isArray(value)) return value.map((v, i) => asJson(v, `${path}[${i}]`));
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) {
      if (isForbiddenKey(k)) throw new TypeError(`${path}.${k} is a built-in property name, which a command cannot carry`);
      if (v !== undefined) out[k] = asJson(v, `${path}.${k}`);
    }
    return out;
  }
  throw new TypeError(`${path} is not plain data (${typeof value === "object" ? "an object of another kind" : typeof value}), which a command cannot carry`);
}

function addCombatant<D>(policy: TurnPolicy<D>, ctx: ReturnType<typeof makeContext<D>>, command: TurnCommand): void {
  const spec = command.combatant;
  if (typeof spec !== "object" || spec === null || Array.isArray(spec)) {
    throw new TypeError("addCombatant: `combatant` must be an object with at least an id");
  }
  const { id, name } = spec as { id?: unknown; name?: unknown };
  if (typeof id !== "string" || id === "") throw new TypeError("addCombatant: combatant id must be a non-empty string");
  if (isForbiddenKey(id)) throw new TypeError(`addCombatant: "${id}" cannot be a combatant id (it names a built-in property)`);
  if (ctx.state.combatants.some((c) => c.id === id)) throw new RangeError(`addCombatant: a combatant with id "${id}" is already in the encounter`);
  if (id.length > MAX_TEXT) throw new RangeError(`addCombatant: a combatant id must be at most ${MAX_TEXT} characters`);
  if (name !== undefined && (typeof name !== "string" || name.length > MAX_TEXT)) throw new TypeError(`addCombatant: name of ${id} must be a text of at most ${MAX_TEXT} characters`);
  if (ctx.state.combatants.length >= MAX_COMBATANTS) throw new RangeError(`addCombatant: an encounter holds at most ${MAX_COMBATANTS} combatants`);
  ctx.state.combatants.push({ id, name: name ?? id });
  ctx.emit("combatantAdded", { combatant: id });
  policy.addCombatant(ctx, spec as Record<string, unknown>);
}

/** The command itself, on the draft `state` (`before` is the unchanged state it started from). */
function run<D>(policy: TurnPolicy<D>, state: SchedulerState<D>, before: SchedulerState<D>, ctx: PolicyContext<D>, command: TurnCommand): void {
  switch (command.type) {
    case "addCombatant":
      addCombatant(policy, ctx, command);
      break;
    case "removeCombatant": {
      const id = ctx.combatant(command.combatant).id;
      // A paused turn of the leaver is simply dropped; an active one is the policy's to end.
      state.interrupted = state.interrupted.filter((x) => x !== id);
      state.combatants = state.combatants.filter((c) => c.id !== id);
      ctx.emit("combatantRemoved", { combatant: id });
      policy.removeCombatant(ctx, id);
      if (state.active === id) throw new Error(`policy ${policy.id} left ${id}'s turn active after removing it`);
      break;
    }
    case "start":
      if (before.phase !== "setup") throw new RangeError("start: the encounter has already started");
      if (state.combatants.length === 0) throw new RangeError("start: add combatants before starting");
      state.phase = "running";
      policy.start(ctx, command);
      break;
    case "end":
      if (before.phase !== "running") throw new RangeError("end: the encounter is not running");
      while (state.active !== null) ctx.endTurn({ reason: "encounter ended" });
      state.phase = "ended";
      ctx.emit("encounterEnd");
      break;
    default: {
      const handler = ownEntry(policy.commands, command.type);
      if (!handler) throw new TypeError(`policy ${policy.id} has no command "${command.type}"`);
      if (before.phase !== "running") throw new RangeError(`${command.type}: start the encounter first`);
      if ("combatant" in command) ctx.combatant(command.combatant);
      handler(ctx, command);
    }
  }
}

/**
 * Run one command. The input scheduler is never modified. A refused command throws (TypeError for malformed input,
 * RangeError for a move the rules do not allow now) and changes nothing.
 *
 * Core commands: `start`, `addCombatant {combatant: {id, name?, …policy fields}}`, `removeCombatant {combatant}`, `end`;
 * every other type goes to the
 * policy (`act`, `pass`, `endTurn`, `delay`, `interrupt`, `react` … as each policy documents).
 */
export function dispatch<D, E extends TurnEvent = TurnEvent>(policy: TurnPolicy<D, E>, scheduler: Scheduler<D>, command: TurnCommand, dice?: DiceSource): DispatchResult<D, E> {
  return dispatchWith(produceDraft, policy, scheduler, command, dice);
}

/** dispatch with another way of drafting the state (see Produce). */
export function dispatchWith<D, E extends TurnEvent = TurnEvent>(produce: Produce, policy: TurnPolicy<D, E>, scheduler: Scheduler<D>, command: TurnCommand, dice?: DiceSource): DispatchResult<D, E> {
  if (typeof command !== "object" || command === null || typeof command.type !== "string") {
    throw new TypeError("a turn command must be an object with a string `type`");
  }
  const before = scheduler.state;
  if (before.policy !== policy.id) throw new TypeError(`this scheduler belongs to policy ${before.policy}, not ${policy.id}`);
  const recorded = asJson(command, command.type);
  command = recorded as TurnCommand; // handlers see exactly what the ledger records
  if (before.phase === "ended") throw new RangeError(`${command.type}: the encounter has ended`);
  const events: TurnEvent[] = [];
  // The handler changes a draft; only what it touches is copied, the rest of the new state is shared with the old.
  const state = produce(before, (draft) => {
    run(policy, draft, before, makeContext(policy, draft, events, dice, command.type), command);
  });

  const patch = diff(before as unknown as Json, state as unknown as Json);
  const entry: CommandEntry = { seq: nextSeq(scheduler.ledger), kind: "command", command: recorded, patch };
  // The policy emits only its own event types (each policy's turn-events.ts lists them).
  return { scheduler: { state, ledger: appendEntry(scheduler.ledger, entry) }, events: events as E[] };
}

function nextSeq(ledger: readonly LedgerEntry[]): number {
  return (ledger.at(-1)?.seq ?? 0) + 1;
}

/**
 * The ledger after `entry`: the latest MAX_LEDGER_ENTRIES command steps still in effect (older ones can no longer be
 * undone), and at most one undo entry, the latest, which keeps `seq` rising after an undo.
 */
function appendEntry(ledger: readonly LedgerEntry[], entry: LedgerEntry): LedgerEntry[] {
  const steps = activeSteps(ledger);
  const keep = steps.length >= MAX_LEDGER_ENTRIES ? steps.slice(steps.length - MAX_LEDGER_ENTRIES + 1) : steps;
  return [...keep, entry];
}

/** The command entries still in effect (not undone), oldest first. */
export function activeSteps(ledger: readonly LedgerEntry[]): CommandEntry[] {
  const undone = new Set(ledger.filter((e) => e.kind === "undo").map((e) => (e as { undoes: number }).undoes));
  return ledger.filter((e): e is CommandEntry => e.kind === "command" && !undone.has(e.seq));
}

/** Revert the latest step still in effect. A RangeError when there is none. */
export function undo<D>(scheduler: Scheduler<D>): DispatchResult<D> {
  const steps = activeSteps(scheduler.ledger);
  const last = steps[steps.length - 1];
  if (!last) throw new RangeError(`undo: there is no step to undo (the history keeps the latest ${MAX_LEDGER_ENTRIES} steps)`);
  const back = invert(last.patch);
  const state = applyPatch(scheduler.state as unknown as Json, back) as unknown as SchedulerState<D>;
  const event: TurnEvent = { type: "undone", round: state.round, seq: last.seq, command: last.command };
  // The undone step leaves the ledger (so the history holds only steps in effect); the undo entry records it.
  const entry = { seq: nextSeq(scheduler.ledger), kind: "undo" as const, undoes: last.seq, patch: back };
  const rest = steps.slice(0, -1);
  return { scheduler: { state, ledger: [...rest, entry] }, events: [event] };
}

/** Revert steps, latest first, until step `seq` is undone too (steps after it depend on it, so they go first). */
export function undoTo<D>(scheduler: Scheduler<D>, seq: number): DispatchResult<D> {
  const steps = activeSteps(scheduler.ledger);
  if (!steps.some((s) => s.seq === seq)) throw new RangeError(`undoTo: step ${seq} is not a step in effect`);
  let current = scheduler;
  const events: TurnEvent[] = [];
  for (let i = steps.length - 1; i >= 0 && steps[i]!.seq >= seq; i--) {
    const r = undo(current);
    current = r.scheduler;
    events.push(...r.events);
  }
  return { scheduler: current, events };
}

/** Run several commands in order with the same dice; stops at the first refusal (which throws). */
export function dispatchAll<D, E extends TurnEvent = TurnEvent>(policy: TurnPolicy<D, E>, scheduler: Scheduler<D>, commands: readonly TurnCommand[], dice?: DiceSource): DispatchResult<D, E> {
  let current = scheduler;
  const events: E[] = [];
  for (const c of commands) {
    const r = dispatch(policy, current, c, dice);
    current = r.scheduler;
    events.push(...r.events);
  }
  return { scheduler: current, events };
}

/**
 * The scheduler's simulation mode: the same policies and commands as `dispatch`, mutating one plain state in place,
 * with no immer drafts, no ledger, no undo and no events kept. It is for playing many throw-away fights (encounter
 * odds), where a step never needs undoing and nobody reads the events.
 *
 * What it gives up: a refused command (a throw) may leave the state half changed, so a caller plays only commands it
 * knows are allowed and drops the fight on a throw. The commands are taken as given (no JSON copy): pass plain data.
 * test/engine/turns/simulate.test.ts proves the state after every step equals `dispatch`'s, in every ruleset.
 */
import type { DiceSource } from "../dice/source";
import { isForbiddenKey, ownEntry } from "./keys";
import { MAX_COMBATANTS, MAX_TEXT } from "./limits";
import type { PolicyContext, TurnPolicy } from "./policy";
import type { CombatantRecord, Json, SchedulerState, TurnCommand } from "./types";

/** A running simulation: its one state, changed by `step`. */
export interface Simulation<D> {
  readonly policy: TurnPolicy<D>;
  readonly state: SchedulerState<D>;
  /** Play one command on the state. */
  step(command: TurnCommand): void;
}

/** A new encounter in the setup phase, as `createScheduler` makes it, to be played by `step`. */
export function simulate<D>(policy: TurnPolicy<D>, dice: DiceSource, options?: unknown): Simulation<D> {
  const state: SchedulerState<D> = { policy: policy.id, phase: "setup", round: 0, combatants: [], active: null, interrupted: [], data: policy.init(options) };
  const ctx = mutableContext(policy, state, dice);
  return {
    policy,
    state,
    step(command) {
      ctx.command = command.type;
      run(policy, state, ctx, command);
    },
  };
}

type MutableContext<D> = PolicyContext<D> & { command: string };

/** The PolicyContext of `context.ts`, over the plain state; events are dropped (nothing reads them here). */
function mutableContext<D>(policy: TurnPolicy<D>, state: SchedulerState<D>, dice: DiceSource): MutableContext<D> {
  const ctx: MutableContext<D> = {
    command: "",
    state,
    get data() {
      return state.data;
    },
    dice: () => dice,
    emit() {},
    eventsDropped: true,
    combatant(id: unknown, what = "combatant"): CombatantRecord {
      if (typeof id !== "string") throw new TypeError(`${ctx.command}: ${what} must be a combatant id string, got ${String(id)}`);
      const found = state.combatants.find((c) => c.id === id);
      if (!found) throw new RangeError(`${ctx.command}: no combatant with id "${id}"`);
      return found;
    },
    startRound() {
      state.round += 1;
    },
    endRound() {},
    startTurn(id) {
      ctx.combatant(id);
      if (state.active !== null) throw new RangeError(`${ctx.command}: cannot start ${id}'s turn while ${state.active}'s turn is active`);
      if (!policy.hasTurnLeft(state, id)) throw new RangeError(`${ctx.command}: ${id} has no turn left this round`);
      state.active = id;
    },
    interrupt(id) {
      ctx.combatant(id);
      if (state.active === null) throw new RangeError(`${ctx.command}: there is no turn for ${id} to interrupt`);
      if (state.active === id || state.interrupted.includes(id)) throw new RangeError(`${ctx.command}: ${id} cannot interrupt a turn that is already theirs`);
      if (!policy.hasTurnLeft(state, id)) throw new RangeError(`${ctx.command}: ${id} has no turn left to take`);
      state.interrupted.push(state.active);
      state.active = id;
    },
    endTurn() {
      const id = state.active;
      if (id === null) throw new RangeError(`${ctx.command}: no turn is active`);
      state.active = state.interrupted.pop() ?? null;
      return id;
    },
  };
  return ctx;
}

/** The core commands as scheduler.ts runs them, then the policy's. */
function run<D>(policy: TurnPolicy<D>, state: SchedulerState<D>, ctx: MutableContext<D>, command: TurnCommand): void {
  if (state.phase === "ended") throw new RangeError(`${command.type}: the encounter has ended`);
  switch (command.type) {
    case "addCombatant": {
      const spec = command.combatant as Record<string, unknown> & { id?: unknown; name?: unknown };
      if (typeof spec !== "object" || spec === null || typeof spec.id !== "string" || spec.id === "" || isForbiddenKey(spec.id)) {
        throw new TypeError("addCombatant: `combatant` must be an object with a usable id");
      }
      const id = spec.id;
      if (state.combatants.some((c) => c.id === id)) throw new RangeError(`addCombatant: a combatant with id "${id}" is already in the encounter`);
      if (id.length > MAX_TEXT || state.combatants.length >= MAX_COMBATANTS) throw new RangeError(`addCombatant: ${id} does not fit the encounter's limits`);
      const name = spec.name ?? id;
      if (typeof name !== "string") throw new TypeError(`addCombatant: name of ${id} must be a text`);
      state.combatants.push({ id, name });
      policy.addCombatant(ctx, spec);
      return;
    }
    case "removeCombatant": {
      const id = ctx.combatant(command.combatant).id;
      state.interrupted = state.interrupted.filter((x) => x !== id);
      state.combatants = state.combatants.filter((c) => c.id !== id);
      policy.removeCombatant(ctx, id);
      if (state.active === id) throw new Error(`policy ${policy.id} left ${id}'s turn active after removing it`);
      return;
    }
    case "start":
      if (state.phase !== "setup") throw new RangeError("start: the encounter has already started");
      if (state.combatants.length === 0) throw new RangeError("start: add combatants before starting");
      state.phase = "running";
      policy.start(ctx, command);
      return;
    case "end":
      if (state.phase !== "running") throw new RangeError("end: the encounter is not running");
      while (state.active !== null) ctx.endTurn({ reason: "encounter ended" as Json });
      state.phase = "ended";
      return;
    default: {
      const handler = ownEntry(policy.commands, command.type);
      if (!handler) throw new TypeError(`policy ${policy.id} has no command "${command.type}"`);
      if (state.phase !== "running") throw new RangeError(`${command.type}: start the encounter first`);
      if ("combatant" in command) ctx.combatant(command.combatant);
      handler(ctx, command);
    }
  }
}

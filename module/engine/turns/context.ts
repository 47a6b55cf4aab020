/** The PolicyContext the core hands to a policy's command handler. */
import type { DiceSource } from "../dice/source";
import { latest } from "./peek";
import type { PolicyContext, TurnPolicy } from "./policy";
import type { CombatantRecord, Json, SchedulerState, TurnEvent } from "./types";

/**
 * A plain copy of an event value as it is now: the state is a draft that later changes (and whose proxies are revoked
 * once the command ends), so events never share objects with it.
 */
function snapshot(value: Json): Json {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(snapshot);
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = snapshot(v);
  return out;
}

export function makeContext<D>(
  policy: TurnPolicy<D>,
  state: SchedulerState<D>,
  events: TurnEvent[],
  dice: DiceSource | undefined,
  commandType: string,
): PolicyContext<D> {
  const emit: PolicyContext<D>["emit"] = (type, detail = {}) => {
    const event: TurnEvent = { type, round: state.round };
    for (const [k, v] of Object.entries(detail)) if (v !== undefined) event[k] = snapshot(v);
    events.push(event);
  };
  const combatant = (id: unknown, what = "combatant"): CombatantRecord => {
    if (typeof id !== "string") throw new TypeError(`${commandType}: ${what} must be a combatant id string, got ${String(id)}`);
    // Search the plain roster behind the draft: scanning the draft would make a proxy of every combatant passed over.
    const index = latest(state.combatants).findIndex((c) => c.id === id);
    const found = index < 0 ? undefined : state.combatants[index];
    if (!found) throw new RangeError(`${commandType}: no combatant with id "${id}"`);
    return found;
  };
  return {
    state,
    get data() {
      return state.data;
    },
    dice() {
      if (!dice) throw new TypeError(`${commandType} needs dice: pass a DiceSource to dispatch`);
      return dice;
    },
    emit,
    combatant,
    startRound() {
      state.round += 1;
      emit("roundStart");
    },
    endRound() {
      emit("roundEnd");
    },
    startTurn(id, detail = {}) {
      combatant(id);
      if (state.active !== null) {
        throw new RangeError(`${commandType}: cannot start ${id}'s turn while ${state.active}'s turn is active`);
      }
      if (!policy.hasTurnLeft(state, id)) throw new RangeError(`${commandType}: ${id} has no turn left this round`);
      state.active = id;
      emit("turnStart", { combatant: id, ...detail });
    },
    interrupt(id, detail = {}) {
      combatant(id);
      if (state.active === null) throw new RangeError(`${commandType}: there is no turn for ${id} to interrupt`);
      if (state.active === id || state.interrupted.includes(id)) {
        throw new RangeError(`${commandType}: ${id} cannot interrupt a turn that is already theirs`);
      }
      if (!policy.hasTurnLeft(state, id)) throw new RangeError(`${commandType}: ${id} has no turn left to take`);
      const paused = state.active;
      state.interrupted.push(paused);
      state.active = id;
      emit("turnStart", { combatant: id, interrupting: paused, ...detail });
    },
    endTurn(detail = {}) {
      const id = state.active;
      if (id === null) throw new RangeError(`${commandType}: no turn is active`);
      emit("turnEnd", { combatant: id, ...(detail as Record<string, Json>) });
      const resumed = state.interrupted.pop();
      state.active = resumed ?? null;
      if (resumed !== undefined) emit("turnResumed", { combatant: resumed });
      return id;
    },
  };
}

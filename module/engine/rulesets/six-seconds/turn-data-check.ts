/**
 * The shape six-seconds' turn data must have when read back from storage, and the links between its parts (every
 * fighter is a combatant, mounts and riders point at each other, bodies exist). The policy's code relies on all of it.
 */
import type { SchedulerState } from "../../turns/types";
import { bool, firstProblem, id, int, list, nullable, object, record, idsIn, sameIds, text } from "../../turns/shape";
import { MAX_COMBATANTS, MAX_TEXT } from "../../turns/limits";
import { ROUND_SECONDS } from "./turn-actions";
import { MAX_ACTION_SECONDS, MAX_DELAY_SECONDS, MAX_INITIATIVE_BONUS, MAX_MOVED_SQUARES, MAX_MOVE_SPEED, MAX_STAGGER_ROUNDS, MAX_STUNNED, MAX_TIMERS } from "./turn-limits";

const seconds = int(0, ROUND_SECONDS);
const bonus = int(-MAX_INITIATIVE_BONUS, MAX_INITIATIVE_BONUS);

const initiativeRoll = object({
  id,
  roll: int(1, 6),
  bonus: int(-2 * MAX_INITIATIVE_BONUS, 2 * MAX_INITIATIVE_BONUS),
  total: int(-2 * MAX_INITIATIVE_BONUS, 2 * MAX_INITIATIVE_BONUS + 6),
  tieBreaks: list(int(-2 * MAX_INITIATIVE_BONUS, 2 * MAX_INITIATIVE_BONUS + 6), 100),
});

const fighter = object(
  {
    reflex: bonus,
    dexterity: bonus,
    secondsPerTurn: seconds,
    initiative: nullable(initiativeRoll),
    spent: seconds,
    hadTurn: bool,
    delaying: bool,
    ongoing: nullable(object({ name: text(MAX_TEXT), secondsLeft: int(0, MAX_ACTION_SECONDS), delaySeconds: nullable(int(0, MAX_DELAY_SECONDS)) })),
    timers: list(object({ id: int(1, Number.MAX_SAFE_INTEGER), name: text(MAX_TEXT), secondsLeft: int(1, MAX_DELAY_SECONDS) }), MAX_TIMERS),
    stunned: int(0, MAX_STUNNED),
  },
  {
    staggered: list(int(1, 6), MAX_STAGGER_ROUNDS),
    owed: int(0, MAX_ACTION_SECONDS),
    conditionSeconds: seconds,
    mount: nullable(id),
    controlSeconds: seconds,
    rider: nullable(id),
    withRider: bool,
    body: nullable(id),
    moved: object({ squares: int(0, MAX_MOVED_SQUARES), metresPerSecond: int(0, MAX_MOVE_SPEED) }, { straightMetres: int(0, MAX_MOVED_SQUARES) }),
    forcedKey: text(MAX_TEXT),
  },
);

const data = object(
  { order: list(id, MAX_COMBATANTS), fighters: record(fighter, MAX_COMBATANTS), nextTimer: int(1, Number.MAX_SAFE_INTEGER), allowSpanning: bool },
  { bodies: record(object({ used: seconds }), MAX_COMBATANTS) },
);

interface Fighter {
  initiative: unknown;
  spent: number;
  secondsPerTurn: number;
  mount?: string | null;
  rider?: string | null;
  body?: string | null;
}

/** The first thing wrong with `state.data` for the six-seconds policy, or null. `path` names it in the message. */
export function sixSecondsDataProblem(state: SchedulerState<unknown>, path: string): string | null {
  const shape = data(state.data, path);
  if (shape) return shape;
  const d = state.data as { order: string[]; fighters: Record<string, Fighter>; bodies?: Record<string, unknown> };
  const ids = new Set(state.combatants.map((c) => c.id));
  return firstProblem(
    () => sameIds(Object.keys(d.fighters), ids, `${path}.fighters`),
    () => idsIn(d.order, ids, `${path}.order`),
    () => (state.phase !== "setup" && d.order.some((x) => d.fighters[x]!.initiative === null) ? `${path}.order lists a fighter without initiative` : null),
    ...Object.entries(d.fighters).map(([who, f]) => () => {
      const at = `${path}.fighters.${who}`;
      if (f.spent > f.secondsPerTurn) return `${at}.spent (${f.spent}) is more than its secondsPerTurn (${f.secondsPerTurn})`;
      if (f.mount) {
        if (f.mount === who || d.fighters[f.mount]?.rider !== who) return `${at}.mount is "${f.mount}", who is not ridden by ${who}`;
        if (d.order.includes(f.mount)) return `${at}.mount "${f.mount}" still has its own place in ${path}.order`;
      }
      if (f.rider && (f.rider === who || d.fighters[f.rider]?.mount !== who)) return `${at}.rider is "${f.rider}", who does not ride ${who}`;
      if (f.body && (!d.fighters[f.body] || !d.bodies?.[f.body])) return `${at}.body is "${f.body}", which is not a shared body`;
      return null;
    }),
    () => Object.keys(d.bodies ?? {}).map((host) => (d.fighters[host]?.body === host ? null : `${path}.bodies.${host} is not a possessed host`)).find(Boolean) ?? null,
  );
}

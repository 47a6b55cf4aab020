/**
 * Squares moved by force in a running fight count for high speed ("If you move 30 squares or more in a single turn
 * (whether deliberately running, or falling, or being thrown, etc.)"). A fall is the sheet's *Falling damage*: it
 * writes the fall on the faller's actor (`forcedMove`: "<round key>|<id>|<squares>"), and the GM's client, hearing
 * the change (TrackerView.actorChanged), adds the squares to the faller's record once, in that round. A throw is a
 * forced move of the token on the board (core's displace), booked by the board (TrackerView.forcedMoveCommand).
 */
import type { MovedDistance, PlayerActor } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand } from "../../engine/turns";
import type { SixSecondsTurnData } from "../../engine/rulesets/six-seconds/turn-policy";

/** The value the sheet writes for a fall of `squares` in the fight's round `roundKey`, named `id`. */
export const forcedMoveValue = (roundKey: string, id: string, squares: number): string => `${roundKey}|${id}|${squares}`;

/** The step that adds the actor's latest fall to combatant `id`'s record, or null (none, another round, already added). */
export function recordFall(state: SchedulerState<unknown>, id: string, actor: PlayerActor, roundKey?: string): TurnCommand | null {
  const [key, fallId, squares] = actor.system.sixSeconds.forcedMove.split("|");
  if (state.phase !== "running" || roundKey === undefined || key !== roundKey || !fallId || !squares) return null;
  const n = Number(squares);
  const f = (state as SchedulerState<SixSecondsTurnData>).data.fighters[id];
  if (!f || f.forcedKey === fallId || !Number.isInteger(n) || n < 1) return null;
  return { type: "forcedMove", combatant: id, squares: n, key: fallId };
}

/** The step that records a forced move of `id`'s token (a throw) in a running fight, or null (nothing moved). */
export function forcedMoveCommand(state: SchedulerState<unknown>, id: string, moved: MovedDistance): TurnCommand | null {
  return state.phase === "running" && moved.squares > 0 ? { type: "forcedMove", combatant: id, squares: moved.squares } : null;
}

/**
 * Squares moved by force in a running fight count for high speed ("If you move 30 squares or more in a single turn
 * (whether deliberately running, or falling, or being thrown, etc.)"). A fall is the sheet's *Falling damage*: it
 * writes the fall on the faller's actor (`forcedMove`: "<round key>|<id>|<metres>"), and the GM's client, hearing
 * the change (TrackerView.actorChanged), adds the fall's squares to the faller's record once, in that round. The field
 * is the owner's to write, so the GM's client takes no square count from it: it reads the fall's metres (a whole number
 * the *Falling damage* dialog accepts, 1 to FALL_MAX_METRES; anything else is refused with a warning naming it) and
 * works the squares out itself at the faller's scale. A throw is a forced move of the token on the board (core's
 * displace), booked by the board (TrackerView.forcedMoveCommand).
 */
import type { MovedDistance, PlayerActor } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand } from "../../engine/turns";
import type { SixSecondsTurnData } from "../../engine/rulesets/six-seconds/turn-policy";
import { squareMetres } from "../../engine/rulesets/six-seconds/scale";
import { clampScale } from "./board-move";

/** The highest fall the *Falling damage* dialog takes, in metres. */
export const FALL_MAX_METRES = 10000;

/** The value the sheet writes for a fall of `metres` in the fight's round `roundKey`, named `id`. */
export const forcedMoveValue = (roundKey: string, id: string, metres: number): string => `${roundKey}|${id}|${metres}`;

/** A fall's squares of the faller's own scale (a part square does not count). */
export const fallSquares = (metres: number, scale: number): number => Math.floor(metres / squareMetres(clampScale(scale)));

/** The step that adds the actor's latest fall to combatant `id`'s record, or null (none, another round, already added, refused). */
export function recordFall(state: SchedulerState<unknown>, id: string, actor: PlayerActor, roundKey?: string): TurnCommand | null {
  const [key, fallId, metres] = actor.system.sixSeconds.forcedMove.split("|");
  if (state.phase !== "running" || roundKey === undefined || key !== roundKey || !fallId || !metres) return null;
  const f = (state as SchedulerState<SixSecondsTurnData>).data.fighters[id];
  if (!f || f.forcedKey === fallId) return null;
  const m = Number(metres);
  if (!/^\d+$/.test(metres) || m < 1 || m > FALL_MAX_METRES) {
    console.warn(`Fray | ${id}'s fall "${fallId}" is not recorded: "${metres.slice(0, 20)}" is not a whole number of metres from 1 to ${FALL_MAX_METRES}`);
    return null;
  }
  const squares = fallSquares(m, actor.system.sixSeconds.scale);
  return squares < 1 ? null : { type: "forcedMove", combatant: id, squares, key: fallId };
}

/** The step that records a forced move of `id`'s token (a throw) in a running fight, or null (nothing moved). */
export function forcedMoveCommand(state: SchedulerState<unknown>, id: string, moved: MovedDistance): TurnCommand | null {
  return state.phase === "running" && moved.squares > 0 ? { type: "forcedMove", combatant: id, squares: moved.squares } : null;
}

/**
 * The move mode a token moves in (pure): core's movement action of the move (the token's `movementAction`, picked
 * in core's token HUD or the tracker) when the world ruleset has that mode, else walking. Core's `displace` (a
 * forced move: not measured, never selectable) costs nothing. The tracker's entry steps through the ruleset's
 * modes in order.
 */
import type { MoveMode } from "./board-rules";

/** Every move mode of every ruleset, each registered as a core movement action of the same id. */
export const MOVE_MODES: readonly MoveMode[] = ["walk", "run", "sprint", "withdraw", "charge"];

/** Core's forced-move action (foundry-v13-notes §4.4; foundryvtt/crucible module/canvas/_module.mjs: cost 0). */
export const DISPLACE = "displace";

export function moveModeOf(modes: readonly MoveMode[], action: unknown): MoveMode {
  return modes.find((m) => m === action) ?? "walk";
}

/** The mode after `current` (back to the first after the last). */
export function nextMoveMode(modes: readonly MoveMode[], current: MoveMode): MoveMode {
  const i = modes.indexOf(current);
  return modes[(i + 1) % modes.length] ?? "walk";
}

/** The action a movement was made in: its last waypoint's (TokenMeasuredMovementWaypoint#action), else null. */
export function movementAction(movement: { passed: { waypoints: readonly { action?: string }[] }; pending: { waypoints: readonly { action?: string }[] } }): string | null {
  return [...movement.passed.waypoints, ...movement.pending.waypoints].at(-1)?.action ?? null;
}

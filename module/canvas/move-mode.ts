/**
 * The move mode a token moves in (pure): the one its owner picked on the token HUD (flags.fray.moveMode) when the
 * world ruleset offers it, else walking. The HUD button steps through the ruleset's modes in order.
 */
import type { MoveMode } from "./board-rules";

export function moveModeOf(modes: readonly MoveMode[], flag: unknown): MoveMode {
  return modes.find((m) => m === flag) ?? "walk";
}

/** The mode after `current` (back to the first after the last). */
export function nextMoveMode(modes: readonly MoveMode[], current: MoveMode): MoveMode {
  const i = modes.indexOf(current);
  return modes[(i + 1) % modes.length] ?? "walk";
}

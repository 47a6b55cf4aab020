/**
 * Core's view of the fight, derived from the scheduler so that core features keep working (token highlight, "your
 * turn", combatTurnChange hooks): `round` is the scheduler's round and `turn` the index of its active combatant in
 * Foundry's ordered turns, or null between turns.
 */
import type { SchedulerState } from "../engine/turns";

export interface CorePointer {
  round: number;
  turn: number | null;
}

/**
 * Foundry's turn order: the ruleset's lineup first, in its order; combatants the scheduler does not know yet
 * (added to the encounter in Foundry, not yet in the fight) after it, in the order given.
 */
export function turnOrder(lineupIds: readonly string[], combatantIds: readonly string[]): string[] {
  const known = new Set(combatantIds);
  const inLineup = lineupIds.filter((id) => known.has(id));
  const seen = new Set(inLineup);
  return [...inLineup, ...combatantIds.filter((id) => !seen.has(id))];
}

/** Sort key for Combat#_sortCombatants: position in `order`, unknown ids last. */
export function orderIndex(order: readonly string[], id: string): number {
  const i = order.indexOf(id);
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}

export function corePointer(state: Pick<SchedulerState<unknown>, "round" | "active" | "phase">, orderedIds: readonly string[]): CorePointer {
  if (state.phase === "setup") return { round: 0, turn: null };
  const i = state.active === null ? -1 : orderedIds.indexOf(state.active);
  return { round: state.round, turn: i < 0 ? null : i };
}

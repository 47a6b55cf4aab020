/**
 * Costs paid from play: which of an actor's combatants pays for an action done through a sheet, card or dialog,
 * and the command that charges it. The acting combatant first (an actor may have several tokens in the fight),
 * else the first one in the fight. Foundry-free.
 */
import type { PlayAction, TrackerView } from "../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand } from "../engine/turns";

export function chargeFor(view: TrackerView, state: SchedulerState<unknown>, candidates: readonly string[], action: PlayAction): { combatant: string; command: TurnCommand } | null {
  if (state.phase !== "running") return null;
  const inFight = candidates.filter((id) => state.combatants.some((c) => c.id === id));
  const combatant = inFight.find((id) => id === state.active) ?? inFight[0];
  if (combatant === undefined) return null;
  const command = view.costOf(state, combatant, action);
  return command ? { combatant, command } : null;
}

/**
 * Costs paid from play: which of an actor's combatants pays for an action done through a sheet, card or dialog,
 * and the command that charges it. The acting combatant first (an actor may have several tokens in the fight),
 * else the first one in the fight. Foundry-free.
 */
import type { PlayAction, TrackerView } from "../applications/combat/tracker-view";
import type { Scheduler, SchedulerState, TurnCommand } from "../engine/turns";
import { tryDispatch } from "../data/combat/flow";
import type { RulesetId } from "../schema/choices";

export function chargeFor(view: TrackerView, state: SchedulerState<unknown>, candidates: readonly string[], action: PlayAction): { combatant: string; command: TurnCommand } | null {
  if (state.phase !== "running") return null;
  const inFight = candidates.filter((id) => state.combatants.some((c) => c.id === id));
  const combatant = inFight.find((id) => id === state.active) ?? inFight[0];
  if (combatant === undefined) return null;
  const command = view.costOf(state, combatant, action);
  return command ? { combatant, command } : null;
}

/**
 * A defence's cost on an attack card (a Reaction, an action die) as a tracker step: the command, or why the engine
 * refuses it now (no Reactions left, no die to pay with, surprised …), or null when nothing is owed.
 */
export function defenceCharge(
  ruleset: RulesetId,
  view: TrackerView,
  scheduler: Scheduler<unknown>,
  candidates: readonly string[],
  action: PlayAction,
): { command: TurnCommand } | { refusal: string } | null {
  const charge = chargeFor(view, scheduler.state, candidates, action);
  if (!charge) return null;
  try {
    tryDispatch(ruleset, scheduler, charge.command, []);
    return { command: charge.command };
  } catch (err) {
    return { refusal: err instanceof Error ? err.message : String(err) };
  }
}

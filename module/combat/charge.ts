/**
 * Costs paid from play: which of an actor's combatants pays for an action done through a sheet, card or dialog,
 * and the command that charges it. The acting combatant first (an actor may have several tokens in the fight),
 * else the first one in the fight. Foundry-free.
 */
import type { MoveCost, PlayAction, PlayerActor, PlayRepeat, TrackerView } from "../applications/combat/tracker-view";
import type { Scheduler, SchedulerState, TurnCommand } from "../engine/turns";
import { tryDispatch } from "../data/combat/flow";
import type { RulesetId } from "../schema/choices";

/**
 * `repeat`: the action made several times as one play (one step charges them all, or none). `crew`: the combatants
 * doing it with the actor, who pay their share in the same step.
 */
export function chargeFor(view: TrackerView, state: SchedulerState<unknown>, candidates: readonly string[], action: PlayAction, repeat?: PlayRepeat, crew?: readonly string[]): { combatant: string; command: TurnCommand } | null {
  if (state.phase !== "running") return null;
  const inFight = candidates.filter((id) => state.combatants.some((c) => c.id === id));
  const combatant = inFight.find((id) => id === state.active) ?? inFight[0];
  if (combatant === undefined) return null;
  const command = view.costOf(state, combatant, action, repeat, crew?.filter((id) => id !== combatant));
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
  actorOf?: (combatantId: string) => PlayerActor | null,
): Checked | null {
  const charge = chargeFor(view, scheduler.state, candidates, action);
  if (!charge) return null;
  // Dry-run as the GM's client will run it: with what the fight must know from the actors now (an OoA creature's
  // condition: TrackerView.withActors), so a step the tracker would refuse is refused here, not after.
  const run = actorOf && view.withActors ? view.withActors(scheduler.state, charge.command, actorOf) : charge.command;
  const dry = checked(ruleset, scheduler, run);
  return "refusal" in dry ? dry : { command: charge.command };
}

/**
 * A token's move in its own turn as a tracker step (seconds, an action, zones of movement): the command, or why the
 * engine refuses it (no seconds or actions left, moved too far), or null when the ruleset charges nothing for it.
 */
export function moveCharge(ruleset: RulesetId, view: TrackerView, scheduler: Scheduler<unknown>, combatant: string, cost: MoveCost): Checked | null {
  if (scheduler.state.phase !== "running" || !scheduler.state.combatants.some((c) => c.id === combatant)) return null;
  const command = view.moveCommand?.(scheduler.state, combatant, cost) ?? null;
  return command ? checked(ruleset, scheduler, command) : null;
}

type Checked = { command: TurnCommand } | { refusal: string };

/** The step as the engine would take it now: a dry run on the current scheduler, nothing stored. */
function checked(ruleset: RulesetId, scheduler: Scheduler<unknown>, command: TurnCommand): Checked {
  try {
    tryDispatch(ruleset, scheduler, command, []);
    return { command };
  } catch (err) {
    return { refusal: err instanceof Error ? err.message : String(err) };
  }
}

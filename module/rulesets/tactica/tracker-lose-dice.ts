/**
 * The action dice a card's outcome takes away, carried into the fight (TrackerView.actorChanged): the card writes
 * them on the creature's actor (system.tactica.diceToLose: Kill's "Discard all remaining Initiative dice", the
 * special result "Lose of an action dice"); the GM's client, hearing the change, takes them off in the tracker at
 * once (the engine's loseDice) and the step writes the count back to 0.
 */
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand } from "../../engine/turns";
import type { TacticaTurnData } from "../../engine/rulesets/tactica/turn-policy";

export const LOSE_DICE = "loseDice";

/** The step that takes the actor's lost dice off its combatant, or null (none to lose, or no dice held). */
export function loseDiceStep(s: SchedulerState<unknown>, id: string, actor: PlayerActor): TurnCommand | null {
  const count = actor.system.tactica.diceToLose;
  if (count <= 0) return null;
  const f = (s as SchedulerState<TacticaTurnData>).data.fighters[id];
  if (!f) return null;
  // Nothing held: nothing to lose; the step still clears the count (below), so a later fight does not take dice.
  return { type: LOSE_DICE, combatant: id, count: Math.max(1, Math.min(count, f.dice.length || 1)), reason: "card" };
}

/** After the step: the count is spent. */
export function loseDiceWrites(command: TurnCommand | null): { combatant: string; back: { update: Record<string, number> } }[] {
  if (command?.type !== LOSE_DICE || typeof command.combatant !== "string") return [];
  return [{ combatant: command.combatant, back: { update: { "system.tactica.diceToLose": 0 } } }];
}

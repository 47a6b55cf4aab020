/**
 * The roll to remove a State at an action, tied to that action: "they may roll to remove it and still use the
 * Action. If they fail the roll then they may do nothing that action and remain in that STATE, the cost of the
 * attempted action is lost." The sheet's *Remove a State* → *Roll the characteristic* asks which action it is
 * attempted for (an attack's 4 pips, or the cost of another action, which the text does not print); a pass charges
 * nothing here (the creature then takes that action as usual, paying it then); a failure writes the attempted cost on
 * the actor (system.tactica.actionLost), and the GM's client, hearing the change (TrackerView.actorChanged), takes it
 * as the creature's action in the tracker (the Remove a State action, the one a creature in a State may take), then
 * writes it back to 0.
 */
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand } from "../../engine/turns";
import type { TacticaTurnData } from "../../engine/rulesets/tactica/turn-policy";
import { REMOVE_STATE_ACTION } from "../../engine/rulesets/tactica/turn-conditions";

/** "A melee attack with a normal weapon is rated as a 4": the attempted action the dialog opens on. */
export const ATTEMPTED_ATTACK_PIPS = 4;
/** The costs the dialog offers for another action (the text's cost lists are empty: the player picks). */
export const ATTEMPTED_COSTS = [1, 2, 3, 4, 5, 6] as const;

/** The failed roll's lost action as a tracker step, or null (nothing lost). The engine refuses it out of turn. */
export function lostActionStep(s: SchedulerState<unknown>, id: string, actor: PlayerActor): TurnCommand | null {
  const cost = actor.system.tactica.actionLost;
  if (cost <= 0 || !(s as SchedulerState<TacticaTurnData>).data.fighters[id]) return null;
  return { type: "act", combatant: id, action: { name: REMOVE_STATE_ACTION, cost } };
}

/**
 * After any action of the creature in the tracker (the lost one, or the next it takes when the lost one was refused
 * out of its turn), no lost action is owed any more: a roll's failure never reaches a later action.
 */
export function lostActionWrites(command: TurnCommand | null, actorOf: (id: string) => PlayerActor | null): { combatant: string; back: { update: Record<string, number> } }[] {
  if (command?.type !== "act" || typeof command.combatant !== "string") return [];
  return (actorOf(command.combatant)?.system.tactica.actionLost ?? 0) > 0 ? [{ combatant: command.combatant, back: { update: { "system.tactica.actionLost": 0 } } }] : [];
}

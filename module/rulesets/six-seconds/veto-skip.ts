/**
 * A won veto skips the vetoed creature's turn (Possession: "If the vetoing character wins, the acting character's
 * turn is skipped"). The vetoer's sheet action writes which turn on the vetoer's own actor (`vetoSkip`: the fight's
 * round key and the vetoed creature's UUID); the GM's client hears the change (TrackerView.actorChanged) and ends that
 * creature's turn when it is the one acting in that round. A veto rolled outside its turn skips nothing.
 */
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand } from "../../engine/turns";

/** The step that skips the turn the vetoer's won veto names, or null (no veto, another round, not acting now). */
export function skipVetoedTurn(state: SchedulerState<unknown>, _id: string, actor: PlayerActor, combatantOf: (actorUuid: string) => string | null): TurnCommand | null {
  const skip = actor.system.sixSeconds.vetoSkip;
  const bar = skip.lastIndexOf("|");
  if (bar < 0) return null;
  const key = skip.slice(0, bar);
  // The round key is "<combat id>:<round>": only this round's veto counts.
  if (key.slice(key.lastIndexOf(":") + 1) !== String(state.round)) return null;
  const vetoed = combatantOf(skip.slice(bar + 1));
  return vetoed !== null && state.phase === "running" && state.active === vetoed ? { type: "endTurn", combatant: vetoed } : null;
}

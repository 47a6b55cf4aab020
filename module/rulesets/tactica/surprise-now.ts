/**
 * Whether an actor is surprised in the running fight, read on the GM's client where the card's Apply runs: the active
 * combat's scheduler lists its surprised combatants for the surprise round (engine turn-countdown.ts isSurprised).
 * "No soaking is allowed" then: the hit costs a rank, never a State. Outside a fight (or without Foundry): not surprised.
 */
import { isSurprised, type TacticaTurnData } from "../../engine/rulesets/tactica/turn-policy";
import type { SchedulerState } from "../../engine/turns";

/** What this reads of a FrayCombat (named structurally: the adapters may not import the documents). */
interface Fight {
  frayStore: { scheduler: { state: SchedulerState<unknown> } };
  combatants: { contents: readonly { id: string | null; actor: { uuid: string } | null }[] };
}

const isFight = (c: unknown): c is Fight => typeof c === "object" && c !== null && "frayStore" in c && "combatants" in c;

export function surprisedInFight(actorUuid: string): boolean {
  if (typeof game === "undefined") return false;
  const combat: unknown = game.combat;
  if (!isFight(combat)) return false;
  const state = combat.frayStore.scheduler.state as SchedulerState<TacticaTurnData>;
  if (state.phase !== "running" || !Array.isArray(state.data?.surprised)) return false;
  return combat.combatants.contents.some((c) => c.actor?.uuid === actorUuid && c.id !== null && isSurprised(state, c.id));
}

/**
 * Where an attacker stands in the running fight's countdown, for a blow at a flyer: "To attack a flyer you will need
 * to hold an action ready. Anyone InContact with the flyers target, and holding an action ready, may attack the flyer
 * at the time it attacks." Read from the active combat's scheduler (structurally, as surprise-now.ts does): "holding"
 * (it held its action: the tracker's Hold), "own-turn" (the countdown is at it and it holds nothing ready: striking
 * now is its ordinary action), "out-of-turn" (the countdown has not reached it: the tracker charges the blow as an
 * opportunity action, tracker-view.ts costOf), or null outside a running fight the actor is in (nothing to check).
 */
import { countdown, type TacticaTurnData } from "../../engine/rulesets/tactica/turn-policy";
import type { SchedulerState } from "../../engine/turns";

export type StrikeTurn = "holding" | "own-turn" | "out-of-turn";

interface Fight {
  frayStore: { scheduler: { state: SchedulerState<unknown> } };
  combatants: { contents: readonly { id: string | null; actor: { uuid: string } | null }[] };
}

const isFight = (c: unknown): c is Fight => typeof c === "object" && c !== null && "frayStore" in c && "combatants" in c;

export function strikeTurnOf(actorUuid: string | undefined): StrikeTurn | null {
  if (actorUuid === undefined || typeof game === "undefined") return null;
  const combat: unknown = game.combat;
  if (!isFight(combat)) return null;
  const state = combat.frayStore.scheduler.state as SchedulerState<TacticaTurnData>;
  if (state.phase !== "running" || typeof state.data?.fighters !== "object") return null;
  const id = combat.combatants.contents.find((c) => c.actor?.uuid === actorUuid)?.id ?? null;
  const f = id === null ? undefined : state.data.fighters[id];
  if (id === null || !f) return null;
  if (state.data.refreshBy === null && f.holding) return "holding";
  return countdown(state).includes(id) ? "own-turn" : "out-of-turn";
}

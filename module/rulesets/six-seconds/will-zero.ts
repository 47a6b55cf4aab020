/**
 * "If the character's will is reduced to 0, he gains the Broken status … The character is Helpless." Morale damage
 * from the sheet's action writes both itself (morale-actions.ts); a Will brought to 0 by hand, on the token's Will
 * bar or the stats tab's *Morale penalties*, gets them here (the adapter's statusesFromEdit, put on after the edit).
 * Only an edit that adds penalties counts ("reduced to"): taking them off leaves the statuses to the Spirit check
 * and the calm hour.
 */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";

const WILL_ZERO = ["six-seconds.broken", "six-seconds.helpless"] as const;

export function brokenAtWillZero(before: ActorSystem, after: ActorSystem, derived: ActorDerived, statuses: readonly string[]): string[] {
  if (after.sixSeconds.moralePenalties <= before.sixSeconds.moralePenalties) return [];
  if (!derived.sixSeconds.will.broken) return [];
  return WILL_ZERO.filter((id) => !statuses.includes(id));
}

/**
 * What a creature's own next action ends (the engine's startOwnAction): the exposure dice in front of it ("remain
 * until that creatures next action"), its Fumbled mark, and its standing defence pools ("only discarded if you elect
 * to do some other action"; the Pool action keeps them), and a special tactic's marker once its planned attacks are
 * made ("no defence till you have a new action"). Written back with the action that starts it (a sheet attack).
 */
import type { ActorSystem } from "../../data/actor/schema";
import type { WriteBack } from "../adapter";
import { plannedAttacks, TACTIC_MARKERS } from "./tactic-plan";

/** The Fumbled mark: the token's status is the mark (set by the card or the HUD); `tactica.fumbled` mirrors it. */
export const FUMBLED = "tactica.fumbled";

/** `attack`: the action is an attack, so it may be one of a special tactic's planned attacks; any other gives the plan up. */
export function ownActionWriteBack(s: ActorSystem, keepPools = false, attack = true): WriteBack {
  const t = s.tactica;
  const update: Record<string, number | boolean | string> = {};
  if (t.exposures !== 0) update["system.tactica.exposures"] = 0;
  if (t.fumbled) update["system.tactica.fumbled"] = false;
  // An effort die waits for the next roll; an action in the tracker is not a roll.
  if (!keepPools && t.pools.dodge.dice !== 0) update["system.tactica.pools.dodge.dice"] = 0;
  if (!keepPools && t.pools.block.dice !== 0) update["system.tactica.pools.block.dice"] = 0;
  // Off whether or not it is on (the HUD may have set it alone); switching off an absent status changes nothing.
  // A special tactic's marker lasts through its planned attacks, to the action after them (tactic-plan.ts).
  const planned = plannedAttacks(s).length > 0;
  if (planned && !attack) update["system.tactica.tacticDice"] = "";
  const tacticEnds = !planned || !attack ? TACTIC_MARKERS : [];
  return { update, statuses: { off: [FUMBLED, ...tacticEnds] } };
}

/** A sheet roll took the effort die (from-actor.ts effortModifier): it is spent. */
export function effortSpent(s: ActorSystem): Record<string, boolean> {
  return s.tactica.effort ? { "system.tactica.effort": false } : {};
}

/**
 * What a creature's own next action ends (the engine's startOwnAction): the exposure dice in front of it ("remain
 * until that creatures next action"), its Fumbled mark, and its standing defence pools ("only discarded if you elect
 * to do some other action"; the Pool action keeps them). Written back with the action that starts it (a sheet attack).
 */
import type { ActorSystem } from "../../data/actor/schema";
import type { WriteBack } from "../adapter";

export function ownActionWriteBack(s: ActorSystem): WriteBack {
  const t = s.tactica;
  const update: Record<string, number | boolean> = {};
  if (t.exposures !== 0) update["system.tactica.exposures"] = 0;
  if (t.fumbled) update["system.tactica.fumbled"] = false;
  if (t.pools.dodge.dice !== 0) update["system.tactica.pools.dodge.dice"] = 0;
  if (t.pools.block.dice !== 0) update["system.tactica.pools.block.dice"] = 0;
  return { update, ...(t.fumbled ? { statuses: { off: ["tactica.fumbled"] } } : {}) };
}

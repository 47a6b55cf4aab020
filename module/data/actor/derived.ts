/**
 * Derived actor values, computed by the engine from plain system data: each ruleset's stat block derives its own
 * (module/rulesets/<id>/actor.ts), all of them every time so a sheet can show any. Foundry-free: the data models call
 * `prepareActorDerived` in prepareDerivedData, and the tests call it on plain objects.
 */
import { ACTOR_BLOCKS, type ActorBlockKey } from "../../rulesets/actor-blocks";
import type { OwnedItemData } from "./owned-item";
import type { ActorSystem } from "./schema";

export type { OwnedItemData } from "./owned-item";

/** Every ruleset's derived values, by block key. */
export type ActorDerived = { [K in ActorBlockKey]: ReturnType<(typeof ACTOR_BLOCKS)[K]["derive"]> };

/** Every ruleset's derived values: all are prepared so a sheet can show any of them. */
export function prepareActorDerived(system: ActorSystem, items: readonly OwnedItemData[] = []): ActorDerived {
  const derived: Partial<Record<ActorBlockKey, unknown>> = {};
  for (const key of Object.keys(ACTOR_BLOCKS) as ActorBlockKey[]) {
    // Each block's derive reads its own block: the key ties the two together, which TypeScript cannot follow.
    const derive = ACTOR_BLOCKS[key].derive as (block: ActorSystem[ActorBlockKey], items: readonly OwnedItemData[]) => unknown;
    derived[key] = derive(system[key], items);
  }
  return derived as ActorDerived;
}

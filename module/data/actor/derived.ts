/**
 * Derived actor values, computed by the engine from plain system data: each ruleset's stat block derives its own
 * (module/rulesets/<id>/actor.ts). `prepareActorDerived` works out every block at once (tests, a sheet built from
 * plain data); the data models prepare the world's block only and the others when read (prepare.ts).
 */
import { ACTOR_BLOCKS, type ActorBlockKey } from "../../rulesets/actor-blocks";
import type { OwnedItemData } from "./owned-item";
import type { ActorSystem } from "./schema";

export type { OwnedItemData } from "./owned-item";

/** Every ruleset's derived values, by block key. */
export type ActorDerived = { [K in ActorBlockKey]: ReturnType<(typeof ACTOR_BLOCKS)[K]["derive"]> };

/** Every ruleset's derived values, all worked out now. */
export function prepareActorDerived(system: ActorSystem, items: readonly OwnedItemData[] = []): ActorDerived {
  const derived: Partial<Record<ActorBlockKey, unknown>> = {};
  for (const key of Object.keys(ACTOR_BLOCKS) as ActorBlockKey[]) {
    // Each block's derive reads its own block: the key ties the two together, which TypeScript cannot follow.
    const derive = ACTOR_BLOCKS[key].derive as (block: ActorSystem[ActorBlockKey], items: readonly OwnedItemData[]) => unknown;
    derived[key] = derive(system[key], items);
  }
  return derived as ActorDerived;
}

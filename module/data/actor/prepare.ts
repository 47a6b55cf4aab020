/**
 * An actor's preparation for the world's ruleset: that ruleset's block is normalised and derived now; every other
 * ruleset's block is left as stored and worked out only when something reads it (a test, a sheet of another ruleset).
 * A world plays one ruleset, so a world load pays for one block per actor, not four. Foundry-free.
 */
import { ACTOR_BLOCKS, type ActorBlockKey } from "../../rulesets/actor-blocks";
import { defineLazy } from "../shared/lazy";
import { normalise } from "../shared/normalise";
import { obj, type FieldSpec, type ObjSpec } from "../shared/spec";
import type { ActorDerived, OwnedItemData } from "./derived";
import type { ActorSystem } from "./schema";

const BLOCK_KEYS = Object.keys(ACTOR_BLOCKS) as ActorBlockKey[];

/** The spec without the ruleset blocks (biography, an NPC's notes), built once per spec. */
const SHARED_SPECS = new WeakMap<ObjSpec, ObjSpec>();
function sharedSpec(spec: ObjSpec): ObjSpec {
  let shared = SHARED_SPECS.get(spec);
  if (!shared) {
    const fields: Record<string, FieldSpec> = {};
    for (const [key, field] of Object.entries(spec.fields)) if (!Object.hasOwn(ACTOR_BLOCKS, key)) fields[key] = field;
    SHARED_SPECS.set(spec, (shared = obj(fields)));
  }
  return shared;
}

/**
 * The stored data as the engine and sheets read it: the shared fields and the `active` block normalised, the other
 * blocks normalised on first read. `source` is read field by field (a data model's own values), never copied whole.
 */
export function prepareStats(spec: ObjSpec, source: Readonly<Record<string, unknown>>, active: ActorBlockKey): ActorSystem {
  const shared: Record<string, unknown> = {};
  for (const key of Object.keys(sharedSpec(spec).fields)) shared[key] = source[key];
  const stats = normalise(sharedSpec(spec), shared).value as Record<string, unknown>;
  for (const key of BLOCK_KEYS) {
    const stored = source[key];
    const block = () => normalise(ACTOR_BLOCKS[key].schema, stored).value;
    if (key === active) stats[key] = block();
    else defineLazy(stats, key, block);
  }
  return stats as ActorSystem;
}

/** The derived values: the `active` block's now, the others' on first read. */
export function prepareDerived(stats: ActorSystem, items: readonly OwnedItemData[], active: ActorBlockKey): ActorDerived {
  const derived: Partial<Record<ActorBlockKey, unknown>> = {};
  for (const key of BLOCK_KEYS) {
    // Each block's derive reads its own block: the key ties the two together, which TypeScript cannot follow.
    const derive = () => (ACTOR_BLOCKS[key].derive as (block: ActorSystem[ActorBlockKey], items: readonly OwnedItemData[]) => unknown)(stats[key], items);
    if (key === active) derived[key] = derive();
    else defineLazy(derived, key, derive);
  }
  return derived as ActorDerived;
}

/**
 * An actor's preparation for the world's ruleset: that ruleset's block is normalised and derived now; every other
 * ruleset's block is kept as stored, and its derived values are worked out only when something reads them (a test,
 * a sheet of another ruleset). A world plays one ruleset, so a world load pays for one block per actor, not four.
 * Foundry-free.
 */
import { ACTOR_BLOCKS, type ActorBlockKey } from "../../rulesets/actor-blocks";
import { lazyObjects } from "../shared/lazy";
import { isNormal, normalise } from "../shared/normalise";
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

type Derive = (block: ActorSystem[ActorBlockKey], items: readonly OwnedItemData[]) => unknown;

/** Another ruleset's derived values, worked out when read. Each block's derive reads its own block: the key ties
 *  the two together, which TypeScript cannot follow. */
const lazyDerived = lazyObjects((input: { stats: ActorSystem; items: readonly OwnedItemData[] }, key) => (ACTOR_BLOCKS[key as ActorBlockKey].derive as Derive)(input.stats[key as ActorBlockKey], input.items));

/** The block keys other than `active`, one array per key. */
const OTHERS = new Map(BLOCK_KEYS.map((active) => [active, BLOCK_KEYS.filter((k) => k !== active)]));

/**
 * The stored data as the engine and sheets read it: the shared fields and the `active` block normalised; the other
 * blocks as stored (Foundry has cleaned them against the same schema, and migrateData repaired them on load).
 * `source` is read field by field (a data model's own values), never copied whole.
 */
export function prepareStats(spec: ObjSpec, source: Readonly<Record<string, unknown>>, active: ActorBlockKey): ActorSystem {
  const shared: Record<string, unknown> = {};
  for (const key of Object.keys(sharedSpec(spec).fields)) shared[key] = source[key];
  const stats = (isNormal(sharedSpec(spec), shared) ? shared : normalise(sharedSpec(spec), shared).value) as Record<string, unknown>;
  for (const key of BLOCK_KEYS) stats[key] = key === active ? normalBlock(key, source[key]) : source[key];
  return stats as ActorSystem;
}

/**
 * The world ruleset's block, normalised. Data Foundry loaded is nearly always normal already (cleaned against the
 * same schema, repaired by migrateData): then it is read as it is, and only malformed data is copied and repaired.
 */
function normalBlock(key: ActorBlockKey, stored: unknown): unknown {
  const spec = ACTOR_BLOCKS[key].schema;
  return isNormal(spec, stored) ? stored : normalise(spec, stored).value;
}

/** The derived values: the `active` block's now, the others' on first read. */
export function prepareDerived(stats: ActorSystem, items: readonly OwnedItemData[], active: ActorBlockKey): ActorDerived {
  const derived = lazyDerived({ stats, items }, OTHERS.get(active)!);
  derived[active] = (ACTOR_BLOCKS[active].derive as Derive)(stats[active], items);
  return derived as ActorDerived;
}

// Apart from registry.ts so the actor's type can be built from the blocks without importing the adapters (a cycle).
import type { RULESET_BLOCK_KEYS, RulesetId } from "../schema/choices";
import { deriveFactions, FACTIONS_ACTOR } from "./factions/actor";
import { deriveFrozenLands, FROZEN_LANDS_ACTOR } from "./frozen-lands/actor";
import { deriveSixSeconds, SIX_SECONDS_ACTOR } from "./six-seconds/actor";
import { deriveTactica, TACTICA_ACTOR } from "./tactica/actor";

/**
 * Each ruleset's stat block on an actor, by its block key (RULESET_BLOCK_KEYS): the schema the actor data model
 * stores (every block, always) and how its derived values are computed. Listed beside the adapters rather than in
 * them: the actor's type (ActorSystem) is built from these blocks, and the adapters' slots take that type.
 */
export const ACTOR_BLOCKS = {
  sixSeconds: { schema: SIX_SECONDS_ACTOR, derive: deriveSixSeconds },
  frozenLands: { schema: FROZEN_LANDS_ACTOR, derive: deriveFrozenLands },
  factions: { schema: FACTIONS_ACTOR, derive: deriveFactions },
  tactica: { schema: TACTICA_ACTOR, derive: deriveTactica },
} as const satisfies { readonly [I in RulesetId as (typeof RULESET_BLOCK_KEYS)[I]]: unknown };
export type ActorBlockKey = keyof typeof ACTOR_BLOCKS;

/** The key each ruleset's stats template reads its block under, as {s: stored, d: derived}, by block key. */
export const STATS_CONTEXT_KEYS = { sixSeconds: "six", frozenLands: "frozen", factions: "factions", tactica: "tactica" } as const;

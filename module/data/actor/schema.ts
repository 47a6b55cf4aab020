/**
 * Actor system data: one block per ruleset, so switching the world's ruleset never loses a field. Each ruleset's
 * block is defined in its adapter folder (module/rulesets/<id>/actor.ts) and listed in module/rulesets/actor-blocks.ts.
 * Characters and NPCs share the blocks (an NPC is a character the GM runs); NPCs add a few GM-facing fields.
 */
import { ACTOR_BLOCKS, type ActorBlockKey } from "../../rulesets/actor-blocks";
import { html, obj, text, type DataOf } from "../shared/spec";

type BlockSchemas = { readonly [K in ActorBlockKey]: (typeof ACTOR_BLOCKS)[K]["schema"] };
const BLOCK_SCHEMAS = Object.fromEntries(Object.entries(ACTOR_BLOCKS).map(([key, block]) => [key, block.schema])) as BlockSchemas;

export const ACTOR_SYSTEM = obj({
  biography: html(),
  ...BLOCK_SCHEMAS,
});

export const NPC_SYSTEM = obj({
  ...ACTOR_SYSTEM.fields,
  /** GM notes (tactics, loot). */
  gmNotes: html(),
  /** Creature or group label shown under the name ("Goblin mob"). */
  kind: text(),
});

export type ActorSystem = DataOf<typeof ACTOR_SYSTEM>;
export type NpcSystem = DataOf<typeof NPC_SYSTEM>;

/**
 * A fighter's items as the round-end slot reads them (RoundFighter.items): plain copies, so a ruleset's round-end
 * rule (a poison checked each round) sees what the sheet carries without holding the documents.
 */
import type { FrayActor } from "../documents/actor";
import type { RoundFighter } from "../rulesets/adapter";

export function fighterItems(actor: FrayActor): NonNullable<RoundFighter["items"]> {
  return actor.items.contents.map((i) => ({ id: i.id ?? "", type: i.type, name: i.name, system: i.system.toObject(false) as Record<string, Record<string, unknown> | null | undefined>, flags: { ...(i.flags.fray ?? {}) } }));
}

/**
 * The plain entrant data each turn policy's `addCombatant` expects, built from an actor's system data by the
 * ruleset's adapter (module/rulesets/<id>/index.ts, `combat.entrant`).
 */
import type { Entrant, EntrantSource } from "../../rulesets/adapter";
import { adapterFor } from "../../rulesets/registry";
import type { RulesetId } from "../../schema/choices";

export type { Entrant, EntrantSource } from "../../rulesets/adapter";

/** The `combatant` argument of `addCombatant` for the ruleset. */
export function entrantFor(ruleset: RulesetId, src: EntrantSource): Entrant {
  if (typeof src.id !== "string" || src.id === "") throw new TypeError("entrant: id must be a non-empty string");
  const base = { id: src.id, name: src.name };
  return adapterFor(ruleset).combat.entrant(base, src);
}

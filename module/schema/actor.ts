/**
 * Pack checks of the documents the data-model specs describe: an actor's `system` against its type's model (the
 * ruleset blocks of module/rulesets/<id>/actor.ts, through module/data/actor/schema.ts), its embedded items, and the
 * armour item. A pack that serves one ruleset requires that ruleset's block on each actor.
 */
import { ACTOR_SYSTEM, NPC_SYSTEM } from "../data/actor/schema";
import { choice, obj } from "../data/shared/spec";
import { ARMOUR_FIELDS } from "./armour";
import { RULESET_BLOCK_KEYS, RULESETS, type RulesetId } from "./choices";
import { checkData } from "./data-check";
import type { Issue } from "./issue";

/** The armour item's system as the pack validator reads it: the model's fields, with `ruleset` required. */
export const ARMOUR_SYSTEM = obj({ ruleset: choice(RULESETS, RULESETS[0]), ...ARMOUR_FIELDS });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const prefixed = (prefix: string, issues: Issue[]): Issue[] => issues.map((i) => ({ ...i, path: i.path ? `${prefix}.${i.path}` : prefix }));

/** The armour item's system: its fields, its ruleset named, and that ruleset's block present. */
export function armourSystemIssues(system: Record<string, unknown>, path: string): Issue[] {
  const issues = prefixed(path, checkData(ARMOUR_SYSTEM, system, ""));
  const ruleset = system.ruleset;
  if (ruleset === undefined) issues.push({ path: `${path}.ruleset`, message: "missing required field" });
  else if ((RULESETS as readonly unknown[]).includes(ruleset)) {
    const block = RULESET_BLOCK_KEYS[ruleset as RulesetId];
    if (!isRecord(system[block])) issues.push({ path: `${path}.${block}`, message: `missing: armour from ruleset "${String(ruleset)}" needs its ${block} block` });
  }
  return issues;
}

/** An actor's system: every field against its type's model, and the pack's ruleset block present. */
export function actorSystemIssues(type: unknown, system: Record<string, unknown>, ruleset: RulesetId | undefined): Issue[] {
  const spec = type === "npc" ? NPC_SYSTEM : ACTOR_SYSTEM;
  const issues = prefixed("system", checkData(spec, system, ""));
  if (ruleset) {
    const block = RULESET_BLOCK_KEYS[ruleset];
    if (!isRecord(system[block])) issues.push({ path: `system.${block}`, message: `missing: an actor in a ${ruleset} pack needs its ${block} stat block` });
  }
  return issues;
}

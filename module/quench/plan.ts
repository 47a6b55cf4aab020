/**
 * What the Quench batches create and do, as plain data and pure functions (unit-tested without Foundry). Each
 * ruleset's encounter (attacker, target, weapon and the attack the sheet would build) comes from its adapter.
 */
import type { QuenchPlan, SystemPatch } from "../rulesets/adapter";
import { ADAPTERS, RULESETS, type RollRequest, type RulesetId } from "../rulesets/registry";

export type { QuenchPlan, SystemPatch } from "../rulesets/adapter";

/** Every document a batch creates is named with this prefix, so a leftover from an aborted run is recognisable. */
export const QUENCH_PREFIX = "Fray Quench";

export const quenchBatchKey = (ruleset: RulesetId): string => `fray.${ruleset}`;
export const quenchName = (ruleset: RulesetId, what: string): string => `${QUENCH_PREFIX} ${ruleset} ${what}`;
export const isQuenchLeftover = (name: string | null | undefined): boolean => typeof name === "string" && name.startsWith(`${QUENCH_PREFIX} `);

/** Each ruleset's encounter, from its adapter (module/rulesets/<id>/quench.ts). */
export const QUENCH_PLANS: Readonly<Record<RulesetId, QuenchPlan<RollRequest>>> = Object.fromEntries(
  RULESETS.map((id): [RulesetId, QuenchPlan<RollRequest>] => [id, ADAPTERS[id].quench]),
) as Record<RulesetId, QuenchPlan<RollRequest>>;

/**
 * Deep-merge a patch onto plain data (objects merge, everything else replaces), as Foundry's creation data
 * lands on a model's initial values. Returns a new object; the inputs are not changed.
 */
export function withPatch<T>(base: T, patch: SystemPatch): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    const bothObjects = value !== null && typeof value === "object" && !Array.isArray(value) && current !== null && typeof current === "object" && !Array.isArray(current);
    out[key] = bothObjects ? withPatch(current, value as SystemPatch) : value;
  }
  return out as T;
}

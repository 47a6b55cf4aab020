/** The Combat's stored fields ↔ the engine's CombatStore: parse and check the JSON, or start afresh and say why. */
import { normaliseScheduler } from "../data/combat/normalise-scheduler";
import type { RulesetId } from "../schema/choices";
import { emptyStore, REQUEST_ID, type CombatStore } from "./run-step";

export interface StoredCombat {
  ruleset: string;
  scheduler: string;
  requests: readonly string[];
}

export function readStore(ruleset: RulesetId, stored: StoredCombat, options?: unknown): { store: CombatStore; problem: string | null } {
  if (stored.scheduler === "" || stored.ruleset !== ruleset) return { store: emptyStore(ruleset, options), problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored.scheduler);
  } catch {
    return { store: emptyStore(ruleset, options), problem: "the stored scheduler is not JSON" };
  }
  const { scheduler, problem } = normaliseScheduler(ruleset, parsed, options);
  return { store: { scheduler, requests: stored.requests.filter((id) => REQUEST_ID.test(id)) }, problem };
}

export function writeStore(ruleset: RulesetId, store: CombatStore): StoredCombat {
  return { ruleset, scheduler: JSON.stringify(store.scheduler), requests: [...store.requests] };
}

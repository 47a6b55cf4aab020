/** The Combat's stored fields ↔ the engine's CombatStore: parse and check the JSON, or start afresh and say why. */
import { normaliseScheduler } from "../data/combat/normalise-scheduler";
import type { RulesetId } from "../schema/choices";
import type { Label } from "../applications/combat/tracker-view";
import { emptyStore, REQUEST_ID, type CombatStore } from "./run-step";

export interface StoredCombat {
  ruleset: string;
  scheduler: string;
  requests: readonly string[];
}

export interface ReadCombat {
  store: CombatStore;
  /** Why the stored fight could not be used as it is, or null. */
  problem: string | null;
  /**
   * The ruleset a fight stored under another ruleset belongs to (null: the world's own). Such a fight is kept as it
   * is: the tracker shows a fresh one and refuses every step, so switching the world back resumes it.
   */
  otherRuleset: string | null;
}

export function readStore(ruleset: RulesetId, stored: StoredCombat, options?: unknown): ReadCombat {
  if (stored.scheduler === "") return { store: emptyStore(ruleset, options), problem: null, otherRuleset: null };
  if (stored.ruleset !== ruleset) {
    return { store: emptyStore(ruleset, options), problem: `this combat belongs to the ${stored.ruleset} ruleset: it is kept as it is`, otherRuleset: stored.ruleset };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored.scheduler);
  } catch {
    return { store: emptyStore(ruleset, options), problem: "the stored scheduler is not JSON", otherRuleset: null };
  }
  const read = normaliseScheduler(ruleset, parsed, options);
  if (read.otherRuleset) return { store: emptyStore(ruleset, options), problem: read.problem, otherRuleset: read.otherRuleset };
  return { store: { scheduler: read.scheduler, requests: stored.requests.filter((id) => REQUEST_ID.test(id)) }, problem: read.problem, otherRuleset: null };
}

/** Every step on a fight of another ruleset is refused, so its stored state is never overwritten. */
export function otherRulesetRefusal(read: Pick<ReadCombat, "otherRuleset">): Label | null {
  return read.otherRuleset === null ? null : { key: "FRAY.Tracker.Refused.OtherRuleset", data: { ruleset: read.otherRuleset } };
}

export function writeStore(ruleset: RulesetId, store: CombatStore): StoredCombat {
  return { ruleset, scheduler: JSON.stringify(store.scheduler), requests: [...store.requests] };
}

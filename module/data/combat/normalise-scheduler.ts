/**
 * A Combat's stored scheduler is plain JSON written by earlier versions, by hand or by a module: check its whole
 * shape before the tracker trusts it (the engine's storedSchedulerProblem: core state, the policy's data, every ledger
 * entry and patch path, and that the ledger undoes cleanly). A malformed one is reported and replaced by the last good
 * scheduler (or a fresh one), never a crash; one that belongs to another ruleset is kept as it is and reported.
 */
import { createScheduler, storedSchedulerProblem, type Scheduler } from "../../engine/turns";
import { RULESETS, type RulesetId } from "../../schema/choices";
import { turnPolicyFor } from "./policies";

export interface NormalisedScheduler {
  scheduler: Scheduler<unknown>;
  /** Why the stored value was replaced (or, with `otherRuleset`, why it cannot run here), or null when it was kept. */
  problem: string | null;
  /** Set when the stored scheduler is a sound one of another ruleset: it is kept untouched, not replaced. */
  otherRuleset?: RulesetId;
}

const storedPolicy = (stored: unknown): unknown => {
  const state = typeof stored === "object" && stored !== null ? (stored as { state?: unknown }).state : undefined;
  return typeof state === "object" && state !== null ? (state as { policy?: unknown }).policy : undefined;
};

const isRuleset = (v: unknown): v is RulesetId => typeof v === "string" && (RULESETS as readonly string[]).includes(v);

/** The first thing wrong with a stored scheduler for `ruleset`, naming the field, or null when it is sound. */
export function schedulerProblem(ruleset: RulesetId, stored: unknown): string | null {
  const policy = storedPolicy(stored);
  if (policy !== undefined && policy !== ruleset) {
    return `scheduler.state.policy is ${JSON.stringify(policy)}, not the world's ruleset "${ruleset}"`;
  }
  return storedSchedulerProblem(turnPolicyFor(ruleset), stored);
}

/**
 * The stored scheduler when sound. Otherwise: a sound scheduler of another ruleset is kept as it is (with
 * `otherRuleset` and the problem saying so); anything else is replaced by `lastGood` (the scheduler in use before this
 * read, when it is itself sound) or a fresh one, with the reason.
 */
export function normaliseScheduler(ruleset: RulesetId, stored: unknown, options?: unknown, lastGood?: Scheduler<unknown>): NormalisedScheduler {
  const problem = schedulerProblem(ruleset, stored);
  if (problem === null) return { scheduler: stored as Scheduler<unknown>, problem: null };
  const other = storedPolicy(stored);
  if (isRuleset(other) && other !== ruleset && storedSchedulerProblem(turnPolicyFor(other), stored) === null) {
    return {
      scheduler: stored as Scheduler<unknown>,
      problem: `this combat belongs to the ${other} ruleset, not the world's ruleset "${ruleset}": it is kept as it is`,
      otherRuleset: other,
    };
  }
  if (lastGood !== undefined && schedulerProblem(ruleset, lastGood) === null) return { scheduler: lastGood, problem };
  return { scheduler: createScheduler(turnPolicyFor(ruleset), options), problem };
}

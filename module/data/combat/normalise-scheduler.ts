/**
 * A Combat's stored scheduler is plain JSON written by earlier versions, by hand or by a module: check its shape
 * before the tracker trusts it. A malformed one is reported and replaced by a fresh scheduler, never a crash.
 */
import { createScheduler, type Scheduler } from "../../engine/turns";
import type { RulesetId } from "../../schema/choices";
import { turnPolicyFor } from "./policies";

export interface NormalisedScheduler {
  scheduler: Scheduler<unknown>;
  /** Why the stored value was replaced, or null when it was kept. */
  problem: string | null;
}

const PHASES = new Set(["setup", "running", "ended"]);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The first thing wrong with a stored scheduler for `ruleset`, or null when its shape is sound. */
export function schedulerProblem(ruleset: RulesetId, stored: unknown): string | null {
  if (!isObject(stored)) return "scheduler is not an object";
  const { state, ledger } = stored;
  if (!isObject(state)) return "scheduler.state is not an object";
  if (!Array.isArray(ledger)) return "scheduler.ledger is not a list";
  if (state.policy !== ruleset) return `scheduler.state.policy is ${JSON.stringify(state.policy)}, not the world's ruleset "${ruleset}"`;
  if (typeof state.phase !== "string" || !PHASES.has(state.phase)) return `scheduler.state.phase ${JSON.stringify(state.phase)} is not setup, running or ended`;
  if (!Number.isInteger(state.round) || (state.round as number) < 0) return "scheduler.state.round is not a whole number ≥ 0";
  if (!Array.isArray(state.combatants)) return "scheduler.state.combatants is not a list";
  const ids = new Set<string>();
  for (const [i, c] of state.combatants.entries()) {
    if (!isObject(c) || typeof c.id !== "string" || c.id === "" || typeof c.name !== "string") return `scheduler.state.combatants[${i}] needs a string id and name`;
    if (ids.has(c.id)) return `scheduler.state.combatants lists ${c.id} twice`;
    ids.add(c.id);
  }
  if (state.active !== null && (typeof state.active !== "string" || !ids.has(state.active))) return "scheduler.state.active is not a combatant in the fight";
  if (!Array.isArray(state.interrupted) || state.interrupted.some((id) => typeof id !== "string")) return "scheduler.state.interrupted is not a list of ids";
  if (!isObject(state.data)) return "scheduler.state.data is not an object";
  for (const [i, e] of ledger.entries()) {
    if (!isObject(e) || !Number.isInteger(e.seq) || (e.kind !== "command" && e.kind !== "undo") || !Array.isArray(e.patch)) {
      return `scheduler.ledger[${i}] is not a command or undo entry`;
    }
  }
  // Last: the policy itself must be able to read the state (its lineup touches every combatant's data).
  try {
    turnPolicyFor(ruleset).lineup(state as unknown as Scheduler<unknown>["state"]);
  } catch (err) {
    return `scheduler.state.data does not fit the ${ruleset} policy (${err instanceof Error ? err.message : String(err)})`;
  }
  return null;
}

/** The stored scheduler when sound, else a fresh one for `ruleset` and the reason. */
export function normaliseScheduler(ruleset: RulesetId, stored: unknown, options?: unknown): NormalisedScheduler {
  const problem = schedulerProblem(ruleset, stored);
  if (problem === null) return { scheduler: stored as Scheduler<unknown>, problem: null };
  return { scheduler: createScheduler(turnPolicyFor(ruleset), options), problem };
}

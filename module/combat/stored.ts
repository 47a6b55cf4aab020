/**
 * The Combat's stored fields ↔ the engine's CombatStore. The fight is kept as its state plus an append-only ledger
 * keyed by step (`ledger.<seq>`, each patch in the compact grouped form of engine/turns/ledger-codec.ts) and the request ids it carried out (`requests.<id>: order`), so each step's update
 * holds only the new ledger entry, the parts of the state that changed and the keys that left (stored-diff.ts).
 * What is read back is checked whole (normaliseScheduler: the engine's storedSchedulerProblem) before it is used.
 */
import { normaliseScheduler } from "../data/combat/normalise-scheduler";
import type { Json, LedgerEntry, Scheduler } from "../engine/turns";
import { decodeEntry, encodeEntry, type StoredEntry } from "../engine/turns/ledger-codec";
import type { RulesetId } from "../schema/choices";
import type { Label } from "../applications/combat/tracker-view";
import { emptyStore, REQUEST_ID, type CombatStore } from "./run-step";
import { storedUpdate, type DeletionEntry } from "./stored-diff";

/** The Combat's system data as stored (FrayCombatData's source). */
export interface StoredCombat {
  ruleset: string;
  /** The scheduler's state; `{}` before the start. */
  state: Record<string, unknown>;
  /** The scheduler's ledger, each entry under its own seq. */
  ledger: Record<string, unknown>;
  /** Ids of the requests carried out, each with its order (latest highest). */
  requests: Record<string, unknown>;
  /** A stored scheduler of an older version that was not JSON, kept as it was (see model.ts migrateData). */
  unreadable?: string;
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

const isEmptyObject = (v: unknown) => typeof v !== "object" || v === null || Object.keys(v).length === 0;

/**
 * Each engine entry read or written, with its stored (encoded) form: an entry kept from one step to the next is the
 * very object stored, so the write's diff skips it without comparing or encoding it again.
 */
const STORED_FORM = new WeakMap<LedgerEntry, StoredEntry>();

/**
 * The ledger as the engine's list, oldest first, each entry's patch decoded (ledger-codec.ts); a problem when a key
 * is not the seq of the entry under it or a patch is not a stored patch.
 */
function ledgerList(ledger: Record<string, unknown>): { list: unknown[]; problem: string | null } {
  const keyed = Object.entries(ledger);
  for (const [key, entry] of keyed) {
    const seq = (entry as { seq?: unknown } | null)?.seq;
    if (!/^[1-9]\d{0,15}$/.test(key) || seq !== Number(key)) return { list: [], problem: `system.ledger.${key} holds step ${JSON.stringify(seq)}, not step ${key}` };
  }
  const list: LedgerEntry[] = [];
  for (const [key, stored] of keyed.sort((a, b) => Number(a[0]) - Number(b[0]))) {
    const entry = decodeEntry(stored, `system.ledger.${key}`);
    if (typeof entry === "string") return { list: [], problem: entry };
    STORED_FORM.set(entry, stored as StoredEntry);
    list.push(entry);
  }
  return { list, problem: null };
}

/** The request ids in the order they were carried out (latest last); malformed ones are dropped. */
function requestList(requests: Record<string, unknown>): string[] {
  return Object.entries(requests)
    .filter(([id, n]) => REQUEST_ID.test(id) && typeof n === "number" && Number.isFinite(n))
    .sort((a, b) => (a[1] as number) - (b[1] as number))
    .map(([id]) => id);
}

export function readStore(ruleset: RulesetId, stored: StoredCombat, options?: unknown): ReadCombat {
  const requests = requestList(stored.requests ?? {});
  if (isEmptyObject(stored.state) && isEmptyObject(stored.ledger)) {
    const problem = stored.unreadable ? "system.unreadable holds an older stored scheduler that is not JSON: it is kept there as it was" : null;
    return { store: { ...emptyStore(ruleset, options), requests }, problem, otherRuleset: null };
  }
  if (stored.ruleset !== ruleset) {
    return { store: emptyStore(ruleset, options), problem: `this combat belongs to the ${stored.ruleset} ruleset: it is kept as it is`, otherRuleset: stored.ruleset };
  }
  const ledger = ledgerList(stored.ledger ?? {});
  if (ledger.problem) return { store: { ...emptyStore(ruleset, options), requests }, problem: ledger.problem, otherRuleset: null };
  const read = normaliseScheduler(ruleset, { state: stored.state, ledger: ledger.list }, options);
  if (read.otherRuleset) return { store: emptyStore(ruleset, options), problem: read.problem, otherRuleset: read.otherRuleset };
  return { store: { scheduler: read.scheduler, requests }, problem: read.problem, otherRuleset: null };
}

/** Every step on a fight of another ruleset is refused, so its stored state is never overwritten. */
export function otherRulesetRefusal(read: Pick<ReadCombat, "otherRuleset">): Label | null {
  return read.otherRuleset === null ? null : { key: "FRAY.Tracker.Refused.OtherRuleset", data: { ruleset: read.otherRuleset } };
}

/** The ledger keyed by seq, each entry in its stored form. */
export function keyedLedger(ledger: readonly LedgerEntry[]): Record<string, StoredEntry> {
  const out: Record<string, StoredEntry> = {};
  for (const e of ledger) {
    let stored = STORED_FORM.get(e);
    if (!stored) STORED_FORM.set(e, (stored = encodeEntry(e)));
    out[String(e.seq)] = stored;
  }
  return out;
}

/** Requests keyed by id with their order: kept ones keep theirs, new ones follow the highest. */
function keyedRequests(before: Record<string, unknown>, ids: readonly string[]): Record<string, number> {
  let top = 0;
  for (const n of Object.values(before)) if (typeof n === "number" && Number.isFinite(n)) top = Math.max(top, n);
  const out: Record<string, number> = {};
  for (const id of ids) {
    const n = before[id];
    out[id] = typeof n === "number" && Number.isFinite(n) ? n : ++top;
  }
  return out;
}

/** The whole record `store` is stored as (a fresh Combat's, or one to compare with). */
export function storedRecord(ruleset: RulesetId, scheduler: Scheduler<unknown>, requests: Record<string, number>): StoredCombat {
  return { ruleset, state: scheduler.state as unknown as Record<string, unknown>, ledger: keyedLedger(scheduler.ledger), requests };
}

/**
 * The update of the Combat's `system` that stores `store` over what is stored now: only what changed, removed keys
 * deleted with `deletion`. A RangeError names a key Foundry could not store (a dot or an operator prefix).
 */
export function writeUpdate(ruleset: RulesetId, stored: StoredCombat, store: CombatStore, deletion: DeletionEntry): Record<string, unknown> {
  const before = { ruleset: stored.ruleset, state: stored.state ?? {}, ledger: stored.ledger ?? {}, requests: stored.requests ?? {} };
  const after = storedRecord(ruleset, store.scheduler, keyedRequests(before.requests, store.requests));
  return storedUpdate(before as unknown as Json, after as unknown as Json, deletion);
}

/**
 * Encounter odds on web workers: the fights (and the fights without each combatant, for the pivotal one) are split into
 * batches over up to 8 workers (navigator.hardwareConcurrency), with progress and cancelling. Each batch plays its
 * own fight numbers of the one seed, so the result equals the single-thread `encounterOdds` for the same seed.
 */
import type { OddsBatch, BatchReply } from "../../engine/sim/batch";
import { emptyTally, mergeTallies, summarize, withoutCombatant, type EncounterOdds, type OddsTally } from "../../engine/sim/odds";
import type { SimEntry } from "../../engine/sim/types";

/** What the pool needs of a Worker (the DOM's Worker has it; tests pass another). */
export interface OddsWorker {
  onmessage: ((e: { data: BatchReply }) => void) | null;
  onerror: ((e: unknown) => void) | null;
  postMessage(batch: OddsBatch): void;
  terminate(): void;
}

export interface OddsRun {
  ruleset: string;
  entries: SimEntry<unknown>[];
  fights: number;
  seed: number;
  roundCap?: number;
  options?: unknown;
  /** Default a quarter of `fights`. */
  removalFights?: number;
}

export interface PoolOptions {
  workers?: number;
  spawn?: () => OddsWorker;
  /** Fights played so far of all there are to play. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export const MAX_WORKERS = 8;
const BATCH = 1000;

export function defaultWorkers(): number {
  const cores = typeof navigator === "undefined" ? 1 : navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(MAX_WORKERS, cores));
}

export function spawnOddsWorker(): OddsWorker {
  return new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }) as unknown as OddsWorker;
}

/** The batches of a run: the whole roster first, then the roster without each combatant that leaves two sides. */
export function batchesOf(run: OddsRun): OddsBatch[] {
  const base = { ruleset: run.ruleset, entries: run.entries, seed: run.seed, roundCap: run.roundCap, options: run.options };
  const out: OddsBatch[] = [];
  const split = (count: number, without?: string) => {
    for (let first = 0; first < count; first += BATCH) out.push({ ...base, first, count: Math.min(BATCH, count - first), ...(without === undefined ? {} : { without }) });
  };
  split(run.fights);
  const removal = run.removalFights ?? Math.ceil(run.fights / 4);
  if (removal > 0) for (const e of run.entries) if (withoutCombatant(run.entries, e.id)) split(removal, e.id);
  return out;
}

export class OddsCancelled extends Error {
  constructor() {
    super("encounter odds cancelled");
    this.name = "OddsCancelled";
  }
}

export function runOddsInWorkers(run: OddsRun, o: PoolOptions = {}): Promise<EncounterOdds> {
  const batches = batchesOf(run);
  const total = batches.reduce((s, b) => s + b.count, 0);
  const spawn = o.spawn ?? spawnOddsWorker;
  const workers = Array.from({ length: Math.min(o.workers ?? defaultWorkers(), batches.length) }, spawn);
  let main = emptyTally();
  const removals: Record<string, OddsTally> = {};
  let next = 0;
  let done = 0;
  let finished = 0;
  return new Promise<EncounterOdds>((resolve, reject) => {
    let settled = false;
    const stop = (error: Error | null) => {
      if (settled) return;
      settled = true;
      for (const w of workers) w.terminate();
      o.signal?.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve(summarize(run.entries, run.seed, main, removals));
    };
    const onAbort = () => stop(new OddsCancelled());
    if (o.signal?.aborted) return stop(new OddsCancelled());
    o.signal?.addEventListener("abort", onAbort);
    const feed = (w: OddsWorker) => {
      const batch = batches[next++];
      if (!batch) return;
      w.onmessage = (e) => {
        const reply = e.data;
        if (reply.kind === "progress") {
          done += reply.fights;
          o.onProgress?.(done, total);
        } else if (reply.kind === "error") stop(new Error(`encounter odds: ${reply.message}`));
        else {
          if (batch.without === undefined) main = mergeTallies(main, reply.tally);
          else removals[batch.without] = mergeTallies(removals[batch.without] ?? emptyTally(), reply.tally);
          if (++finished === batches.length) stop(null);
          else feed(w);
        }
      };
      w.onerror = (e) => stop(new Error(`encounter odds: a worker failed (${e instanceof Error ? e.message : String((e as { message?: unknown })?.message ?? e)})`));
      w.postMessage(batch);
    };
    for (const w of workers) feed(w);
  });
}

/**
 * One worker's share of an odds run, as plain messages (structured-clone safe): the batch to play and what comes back.
 * A batch plays fights [first, first + count) of the roster, or of the roster without `without` (the pivotal search).
 */
import { autoPlayFor } from "../rulesets/autoplay";
import { tallyFights, type OddsTally } from "./odds";
import type { SimEntry } from "./types";

export interface OddsBatch {
  ruleset: string;
  entries: SimEntry<unknown>[];
  seed: number;
  first: number;
  count: number;
  roundCap?: number;
  options?: unknown;
  /** Play the roster without this combatant. */
  without?: string;
}

export type BatchReply = { kind: "progress"; fights: number } | { kind: "done"; tally: OddsTally } | { kind: "error"; message: string };

/** Fights a batch plays between progress reports. */
const REPORT_EVERY = 250;

export function playBatch(batch: OddsBatch, report: (reply: BatchReply) => void): void {
  try {
    const auto = autoPlayFor(batch.ruleset);
    const entries = batch.without === undefined ? batch.entries : batch.entries.filter((e) => e.id !== batch.without);
    let tally: OddsTally | null = null;
    for (let done = 0; done < batch.count; done += REPORT_EVERY) {
      const count = Math.min(REPORT_EVERY, batch.count - done);
      const part = tallyFights(auto, entries, { seed: batch.seed, first: batch.first + done, count, roundCap: batch.roundCap, options: batch.options });
      tally = tally === null ? part : mergeInto(tally, part);
      report({ kind: "progress", fights: count });
    }
    report({ kind: "done", tally: tally ?? tallyFights(auto, entries, { seed: batch.seed, count: 0 }) });
  } catch (error) {
    report({ kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
}

function mergeInto(a: OddsTally, b: OddsTally): OddsTally {
  a.fights += b.fights;
  a.draws += b.draws;
  a.rounds += b.rounds;
  for (const [k, v] of Object.entries(b.wins)) a.wins[k] = (a.wins[k] ?? 0) + v;
  for (const [k, v] of Object.entries(b.down)) a.down[k] = (a.down[k] ?? 0) + v;
  return a;
}

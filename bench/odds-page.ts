/**
 * The page side of the encounter-odds Chromium bench (odds-browser.ts bundles it with vite, so pool.ts's worker is
 * built as its own file, as in the release): 4-vs-4 fights a second on ONE web worker per ruleset (the figure issue
 * 30 holds against 2,500), and the wall time of 10,000 fights on the workers the page gets
 * (navigator.hardwareConcurrency, at most 8). Times include each run's worker start-up.
 */
import { AUTOPLAY } from "../module/engine/rulesets/autoplay";
import { defaultWorkers, runOddsInWorkers } from "../module/combat/odds/pool";
import type { EncounterOdds } from "../module/engine/sim/odds";
import { roster } from "./odds-roster";

export interface OddsPageFigures {
  workers: number;
  rows: { ruleset: string; perWorker: number[]; wallMs: number }[];
}

async function timed(ruleset: string, fights: number, workers: number, seed: number): Promise<number> {
  const start = performance.now();
  await runOddsInWorkers({ ruleset, entries: roster(ruleset, 4), fights, seed, removalFights: 0 }, { workers });
  return performance.now() - start;
}

export async function runOddsPage(only: readonly string[], fights: number, runs: number): Promise<OddsPageFigures> {
  const workers = defaultWorkers();
  const rows: OddsPageFigures["rows"] = [];
  for (const ruleset of Object.keys(AUTOPLAY)) {
    if (only.length > 0 && !only.includes(ruleset)) continue;
    await timed(ruleset, 500, 1, 0); // warm-up: the worker's JIT on this ruleset
    const perWorker: number[] = [];
    for (let r = 0; r < runs; r++) perWorker.push(fights / ((await timed(ruleset, fights, 1, r + 1)) / 1000));
    perWorker.sort((a, b) => a - b);
    rows.push({ ruleset, perWorker, wallMs: await timed(ruleset, 10_000, workers, 99) });
  }
  return { workers, rows };
}

/** One run on `workers` real web workers (test/browser/odds-workers.test.ts compares it with the engine in Node). */
export function oddsOnWorkers(ruleset: string, fights: number, seed: number, workers: number): Promise<EncounterOdds> {
  return runOddsInWorkers({ ruleset, entries: roster(ruleset, 4), fights, seed }, { workers });
}

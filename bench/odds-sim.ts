/**
 * `npm run bench` (encounter odds part, issue 30): fights a second per ruleset for a 4-vs-4 and an 8-vs-8, played by
 * the auto-play in the scheduler's simulation mode on one core, next to the same fights through `dispatch` (the
 * tracker's mode: immer drafts and the undo ledger); the spread over runs (min / median / max); the target (≥ 2,500
 * 4-vs-4 fights a second per core); and the wall time of 10,000 4-vs-4 fights on the worker threads this machine has
 * (at most 8). Timings are reported, never asserted. `npx tsx bench/odds-sim.ts factions` runs one ruleset.
 */
import { availableParallelism } from "node:os";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { AUTOPLAY } from "../module/engine/rulesets/autoplay";
import { tallyFights, type OddsTally } from "../module/engine/sim/odds";
import { playFight, type SimMode } from "../module/engine/sim/play";
import { roster } from "./odds-roster";

const TARGET = 2500;
const RUNS = 5;
const WALL_FIGHTS = 10_000;

/** Fights a second over `RUNS` runs of about `budgetMs` each: [min, median, max]. */
function rate(id: string, perSide: number, mode: SimMode, budgetMs: number): number[] {
  const auto = AUTOPLAY[id]!;
  const entries = roster(id, perSide);
  const rates: number[] = [];
  let seed = 1;
  for (let i = 0; i < 20; i++) playFight(auto, entries, { seed: seed++, roundCap: 30, mode }); // JIT warm-up
  for (let r = 0; r < RUNS; r++) {
    const start = performance.now();
    let n = 0;
    while (performance.now() - start < budgetMs) {
      playFight(auto, entries, { seed: seed++, roundCap: 30, mode });
      n++;
    }
    rates.push(n / ((performance.now() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  return [rates[0]!, rates[Math.floor(RUNS / 2)]!, rates.at(-1)!];
}

/** 10,000 fights shared out over the worker threads: the wall time from the first post to the last answer. */
async function wall(id: string, workers: number): Promise<number> {
  const start = performance.now();
  const share = Math.ceil(WALL_FIGHTS / workers);
  await Promise.all(
    Array.from({ length: workers }, (_, w) =>
      new Promise<OddsTally>((resolve, reject) => {
        // A worker starts without tsx's loader: register it, then load this file (its worker branch) as TypeScript.
        const boot = `import("tsx/esm/api").then((t) => { t.register(); return import(${JSON.stringify(import.meta.url)}); })`;
        const worker = new Worker(boot, { eval: true, workerData: { id, first: w * share, count: Math.min(share, WALL_FIGHTS - w * share) } });
        worker.once("message", (t: OddsTally) => void worker.terminate().then(() => resolve(t)));
        worker.once("error", reject);
      }),
    ),
  );
  return performance.now() - start;
}

const fmt = (r: number[]) => `${r.map((x) => x.toFixed(0).padStart(5)).join(" /")}`;

export async function oddsSimBench(only: readonly string[] = []): Promise<string[]> {
  const workers = Math.min(8, availableParallelism());
  const rows = [
    `Encounter odds: fights a second on one core (min / median / max of ${RUNS} runs), simulation mode next to dispatch; target ≥ ${TARGET} 4-vs-4 fights/s per core`,
    `${"ruleset".padEnd(13)} ${"size".padEnd(5)} ${"simulation".padStart(20)}  ${"dispatch".padStart(20)}  ${"speed-up".padStart(8)}  target`,
  ];
  for (const id of Object.keys(AUTOPLAY)) {
    if (only.length > 0 && !only.includes(id)) continue;
    for (const perSide of [4, 8]) {
      const sim = rate(id, perSide, "simulate", 300);
      const full = rate(id, perSide, "dispatch", 150);
      const met = perSide === 4 ? (sim[1]! >= TARGET ? "MET" : "NOT MET") : "";
      rows.push(`${id.padEnd(13)} ${`${perSide}v${perSide}`.padEnd(5)} ${fmt(sim).padStart(20)}  ${fmt(full).padStart(20)}  ${`${(sim[1]! / full[1]!).toFixed(1)}x`.padStart(8)}  ${met}`);
    }
    rows.push(`${id.padEnd(13)} ${WALL_FIGHTS} 4v4 fights on ${workers} worker thread(s): ${(await wall(id, workers)).toFixed(0)} ms wall (worker start-up included)`);
  }
  return rows;
}

if (!isMainThread) {
  const { id, first, count } = workerData as { id: string; first: number; count: number };
  parentPort!.postMessage(tallyFights(AUTOPLAY[id]!, roster(id, 4), { seed: 1, first, count }));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await oddsSimBench(process.argv.slice(2))) console.log(row);
}

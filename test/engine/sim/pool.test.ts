/**
 * The odds pool (module/combat/odds/pool.ts) splits a run into batches over workers and merges them to exactly the
 * single-thread result. The workers here run the real worker's batch code (playBatch) on this thread, one message
 * at a time (a Web Worker's onmessage / postMessage / terminate, not a Foundry API).
 */
import { describe, expect, it } from "vitest";
import { AUTOPLAY } from "../../../module/engine/rulesets/autoplay";
import { playBatch, type BatchReply, type OddsBatch } from "../../../module/engine/sim/batch";
import { encounterOdds } from "../../../module/engine/sim/odds";
import { OddsCancelled, runOddsInWorkers, type OddsWorker } from "../../../module/combat/odds/pool";

function inlineWorker(log: string[]): OddsWorker {
  const w: OddsWorker = {
    onmessage: null,
    onerror: null,
    postMessage(batch: OddsBatch) {
      log.push(`${batch.without ?? "all"}:${batch.first}+${batch.count}`);
      queueMicrotask(() => playBatch(batch, (reply: BatchReply) => w.onmessage?.({ data: reply })));
    },
    terminate() {
      log.push("terminate");
    },
  };
  return w;
}

const stats = (health: number) => ({ wit: 12, agi: 12, health, maxHealth: 14, armour: 1, damage: { count: 1, sides: 8 } });
const entries = [
  { id: "a1", name: "A1", side: "A", stats: stats(12) },
  { id: "a2", name: "A2", side: "A", stats: stats(6) },
  { id: "b1", name: "B1", side: "B", stats: stats(9) },
];

describe("odds on workers", () => {
  it("gives exactly the single-thread odds, with progress up to the total", async () => {
    const log: string[] = [];
    const progress: number[] = [];
    const odds = await runOddsInWorkers({ ruleset: "factions", entries, fights: 2500, seed: 4, removalFights: 600 }, { workers: 3, spawn: () => inlineWorker(log), onProgress: (d, t) => progress.push(d / t) });
    expect(odds).toEqual(encounterOdds(AUTOPLAY.factions!, entries, { fights: 2500, seed: 4, removalFights: 600 }));
    expect(progress.at(-1)).toBe(1);
    expect(log.filter((l) => l === "terminate")).toHaveLength(3);
    expect(log).toContain("all:2000+500");
    expect(log).toContain("a2:0+600");
  });

  it("stops every worker and rejects when cancelled", async () => {
    const log: string[] = [];
    const abort = new AbortController();
    const run = runOddsInWorkers({ ruleset: "factions", entries, fights: 5000, seed: 4 }, { workers: 2, spawn: () => inlineWorker(log), signal: abort.signal, onProgress: () => abort.abort() });
    await expect(run).rejects.toBeInstanceOf(OddsCancelled);
    expect(log.filter((l) => l === "terminate")).toHaveLength(2);
  });

  it("reports a batch's error with its message", async () => {
    const run = runOddsInWorkers({ ruleset: "no-such-rules", entries, fights: 10, seed: 1 }, { workers: 1, spawn: () => inlineWorker([]) });
    await expect(run).rejects.toThrow(/no auto-play for ruleset "no-such-rules"/);
  });
});

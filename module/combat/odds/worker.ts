/**
 * The encounter-odds web worker: plays the batches it is sent (module/engine/sim/batch.ts) and posts progress and
 * tallies back. Built by vite as its own chunk from `new Worker(new URL("./worker.ts", import.meta.url))` in pool.ts.
 */
import { playBatch, type OddsBatch } from "../../engine/sim/batch";

const scope = globalThis as unknown as { onmessage: ((e: { data: OddsBatch }) => void) | null; postMessage(message: unknown): void };
scope.onmessage = (e) => playBatch(e.data, (reply) => scope.postMessage(reply));

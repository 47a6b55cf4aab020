/**
 * The odds' fallback where Worker is absent: an OddsWorker that plays each batch on this thread after a macrotask
 * (setTimeout), so the page can paint the progress bar and a Cancel click lands between batches.
 */
import { playBatch, type BatchReply, type OddsBatch } from "../../engine/sim/batch";
import type { OddsWorker } from "./pool";

export function sameThreadWorker(): OddsWorker {
  let stopped = false;
  const w: OddsWorker = {
    onmessage: null,
    onerror: null,
    postMessage(batch: OddsBatch) {
      setTimeout(() => {
        if (stopped) return;
        playBatch(batch, (reply: BatchReply) => {
          if (!stopped) w.onmessage?.({ data: reply });
        });
      }, 0);
    },
    terminate() {
      stopped = true;
    },
  };
  return w;
}

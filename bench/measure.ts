/**
 * Timing for `npm run bench`: every figure is a spread (min, median, max over samples) of the time per call,
 * and every figure is printed against a target. Timings are printed, never asserted (the machine may be shared).
 */
import { performance } from "node:perf_hooks";

export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** Min, median and max of some samples (the median of an even count is the mean of the middle two). */
export function spreadOf(samples: readonly number[]): Spread {
  if (samples.length === 0) throw new RangeError("a spread needs at least one sample");
  const s = [...samples].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { min: s[0]!, median, max: s[s.length - 1]! };
}

/** Keeps results alive so the JIT cannot drop the measured work. */
let sink = 0;
const keep = (value: unknown) => {
  sink = (sink + (typeof value === "number" ? value : value ? 1 : 0)) | 0;
};
export const sinkValue = () => sink;

export interface Sampling {
  /** Calls per sample (a sample's time is divided by it). */
  batch: number;
  samples: number;
}

/** One sample: nanoseconds per call over `batch` calls. */
function sampleOnce(fn: () => unknown, batch: number): number {
  const start = performance.now();
  for (let i = 0; i < batch; i++) keep(fn());
  return ((performance.now() - start) * 1e6) / batch;
}

/** Nanoseconds per call of `fn`, after a warm-up of three batches. */
export function timeSync(fn: () => unknown, { batch, samples }: Sampling): Spread {
  for (let i = 0; i < batch * 3; i++) keep(fn());
  const times: number[] = [];
  for (let s = 0; s < samples; s++) times.push(sampleOnce(fn, batch));
  return spreadOf(times);
}

/** Nanoseconds per call of an async `fn`, one call per sample, after `warmup` calls. */
export async function timeAsync(fn: () => Promise<unknown>, samples: number, warmup = 2): Promise<Spread> {
  for (let i = 0; i < warmup; i++) keep(await fn());
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const start = performance.now();
    keep(await fn());
    times.push((performance.now() - start) * 1e6);
  }
  return spreadOf(times);
}

export interface Comparison {
  ours: Spread;
  theirs: Spread;
  /** theirs / ours, per interleaved sample pair: > 1 means ours is faster. */
  ratio: Spread;
}

/**
 * Time two functions doing the same work, sample by sample in alternation, so a burst of load on a shared
 * machine hits both sides alike; the ratio spread comes from each pair of neighbouring samples.
 */
export function compareSync(ours: () => unknown, theirs: () => unknown, sampling: Sampling): Comparison {
  for (let i = 0; i < sampling.batch * 3; i++) {
    keep(ours());
    keep(theirs());
  }
  const a: number[] = [];
  const b: number[] = [];
  const ratios: number[] = [];
  for (let s = 0; s < sampling.samples; s++) {
    const x = sampleOnce(ours, sampling.batch);
    const y = sampleOnce(theirs, sampling.batch);
    a.push(x);
    b.push(y);
    ratios.push(y / x);
  }
  return { ours: spreadOf(a), theirs: spreadOf(b), ratio: spreadOf(ratios) };
}

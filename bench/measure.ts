/**
 * Timing for `npm run bench`, in Node and in Chromium alike (nothing here imports Node): every figure is a spread
 * (min, median, max over samples) of the time per call, and beside it the ratio of each sample to the fixed
 * reference loop timed right after it (reference.ts), so a figure taken on a busy machine still reads true.
 * Timings are printed, never asserted (the machine may be shared).
 */
import { timeReference } from "./reference";

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
export const keep = (value: unknown) => {
  sink = (sink + (typeof value === "number" ? value : value ? 1 : 0)) | 0;
};
export const sinkValue = () => sink;

export interface Sampling {
  /** Calls per sample, at least (a sample's time is divided by it); raised until a sample lasts MIN_SAMPLE_MS. */
  batch: number;
  samples: number;
}

/**
 * A sample lasts at least this long: Chromium rounds `performance.now()` to 5 µs in an isolated page (100 µs
 * otherwise), so a shorter sample would measure the clock, not the code.
 */
export const MIN_SAMPLE_MS = 1;

/** A timing with its ratio to the reference loop, sample by sample. */
export interface Timed {
  /** Nanoseconds per call. */
  spread: Spread;
  /** Each sample's time per call over the reference loop's time taken right after it. */
  ratio: Spread;
}

/** One sample: nanoseconds per call over `batch` calls. */
function sampleOnce(fn: () => unknown, batch: number): number {
  const start = performance.now();
  for (let i = 0; i < batch; i++) keep(fn());
  return ((performance.now() - start) * 1e6) / batch;
}

/** The batch that makes one sample last MIN_SAMPLE_MS (never below `batch`); also warms `fn` up. */
function calibrate(fn: () => unknown, batch: number): number {
  let n = Math.max(1, batch);
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < n; i++) keep(fn());
    if (performance.now() - start >= MIN_SAMPLE_MS || n >= 1 << 24) return n;
    n *= 2;
  }
}

/** Nanoseconds per call of `fn` after a warm-up, each sample followed by a reference sample. */
export function timeSync(fn: () => unknown, { batch, samples }: Sampling): Timed {
  const n = calibrate(fn, batch);
  for (let i = 0; i < n * 2; i++) keep(fn());
  const times: number[] = [];
  const ratios: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t = sampleOnce(fn, n);
    times.push(t);
    ratios.push(t / timeReference());
  }
  return { spread: spreadOf(times), ratio: spreadOf(ratios) };
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
  ours: Timed;
  theirs: Timed;
  /** theirs / ours, per interleaved sample pair: > 1 means ours is faster. */
  ratio: Spread;
}

/**
 * Time two functions doing the same work, sample by sample in alternation, so a burst of load on a shared
 * machine hits both sides alike; the ratio spread comes from each pair of neighbouring samples.
 */
export function compareSync(ours: () => unknown, theirs: () => unknown, sampling: Sampling): Comparison {
  const a = calibrate(ours, sampling.batch);
  const b = calibrate(theirs, sampling.batch);
  const times: [number[], number[]] = [[], []];
  const refs: [number[], number[]] = [[], []];
  const ratios: number[] = [];
  for (let s = 0; s < sampling.samples; s++) {
    const x = sampleOnce(ours, a);
    const y = sampleOnce(theirs, b);
    const ref = timeReference();
    times[0].push(x);
    times[1].push(y);
    refs[0].push(x / ref);
    refs[1].push(y / ref);
    ratios.push(y / x);
  }
  return {
    ours: { spread: spreadOf(times[0]), ratio: spreadOf(refs[0]) },
    theirs: { spread: spreadOf(times[1]), ratio: spreadOf(refs[1]) },
    ratio: spreadOf(ratios),
  };
}

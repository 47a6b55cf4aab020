/**
 * The fixed reference loop every bench figure is compared with. A busy machine slows the loop and the measured
 * code alike, so `time / reference` holds where the raw time does not; the figure judged against a target is that
 * ratio times the loop's time on a quiet run of the machine the targets were set on (QUIET_REFERENCE_NS). The loop
 * is plain integer work on a small typed array: no allocation, nothing a JIT can skip, the same work in every engine.
 */

/** Iterations of the loop's body: about 0.6 ms on the reference machine, so one run is far above the clock's grain. */
const ITERATIONS = 400_000;
const buffer = new Int32Array(1024);

/** The reference work; its result is kept so no engine can drop it. */
export function referenceLoop(): number {
  let x = 0x2545f491;
  for (let i = 0; i < ITERATIONS; i++) {
    x = (Math.imul(x, 1103515245) + 12345) | 0;
    buffer[i & 1023] = (buffer[(x >>> 22) & 1023]! + x) | 0;
  }
  return buffer[x & 1023]!;
}

let kept = 0;
/** Nanoseconds of one run of the reference loop, now. */
export function timeReference(): number {
  const start = performance.now();
  kept ^= referenceLoop();
  return (performance.now() - start) * 1e6;
}
export const referenceKept = () => kept;

export type BenchEnvironment = "node" | "chromium";

/**
 * The reference loop's time on the machine the targets were set on (2 cores; Node 20.20, and the @sparticuz
 * Chromium 143 the browser tests use), as `npm run bench reference` printed it: the median of its quietest runs,
 * rounded up (its fastest runs were 595 µs and 505 µs), so a figure brought to this machine is never flattered.
 */
export const QUIET_REFERENCE_NS: Readonly<Record<BenchEnvironment, number>> = { node: 650e3, chromium: 510e3 };

/** A figure as it would read on the quiet reference run: its ratio to the loop times the loop's quiet time. */
export function onQuietMachine(ratio: number, environment: BenchEnvironment): number {
  return ratio * QUIET_REFERENCE_NS[environment];
}

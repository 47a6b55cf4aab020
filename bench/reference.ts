/**
 * The fixed reference loop every bench figure is compared with. A busy machine slows the loop and the measured
 * code alike, so `time / reference` holds where the raw time does not; the figure judged against a target is that
 * ratio times the loop's time on the machine the targets were judged on (REFERENCE_MACHINE_NS). The loop does the kinds
 * of work the engine does, in fixed amounts: copying a record by spread, making small objects and lists, reading
 * them back, integer arithmetic. (A loop of arithmetic alone ran at full speed while the machine's other processes
 * slowed every allocation, so it flattered figures taken under load.)
 */

/** Rounds of the loop's body: about half a millisecond on the reference machine, far above the clock's grain. */
const ROUNDS = 2_000;
const RECORD: Readonly<Record<string, number>> = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`key${i}`, i]));

/** The reference work; its result is kept so no engine can drop it. */
export function referenceLoop(): number {
  let x = 0x2545f491;
  let acc = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const copy: Record<string, number> = { ...RECORD, key0: i };
    const list: { id: number; value: number }[] = [];
    for (let j = 0; j < 8; j++) {
      x = (Math.imul(x, 1103515245) + 12345) | 0;
      list.push({ id: j, value: x >>> 24 });
    }
    for (const item of list) acc = (acc + item.value + copy[`key${item.id}`]!) | 0;
  }
  return acc;
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
 * The reference loop's median time on the machine the targets were judged on (2 cores; Node 20.20, and the
 * @sparticuz Chromium 143 the browser tests use), as `npm run bench reference` printed it, rounded up. That machine
 * was shared: these were taken while other sessions kept it busy (load ≈ 12), so the same slowdown is counted in
 * the judged figures, never a quiet machine's flattery.
 */
export const REFERENCE_MACHINE_NS: Readonly<Record<BenchEnvironment, number>> = { node: 850e3, chromium: 780e3 };

/** A figure as it reads on the reference machine: its ratio to the loop times the loop's time there. */
export function onReferenceMachine(ratio: number, environment: BenchEnvironment): number {
  return ratio * REFERENCE_MACHINE_NS[environment];
}

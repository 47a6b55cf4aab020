/**
 * One at a time per document, on the GM's client. Requests from several players run at once there and interleave at
 * every `await` (foundry-traps.md #8): a read, an await, then a write of the same combat, card or actor loses the
 * other writer's change. `serialised(keys, work)` runs `work` only after every earlier work holding any of the same
 * keys has finished. All of a request's keys are taken at once, at call time, so waits follow arrival order and
 * two requests can never wait on each other.
 */
const TAILS = new Map<string, Promise<void>>();

/** Run `work` after all earlier work on any of `keys` (document ids or UUIDs), and hold those keys while it runs. */
export async function serialised<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  const unique = [...new Set(keys)];
  const before = unique.map((k) => TAILS.get(k)).filter((p): p is Promise<void> => p !== undefined);
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  for (const k of unique) TAILS.set(k, mine);
  try {
    await Promise.all(before);
    return await work();
  } finally {
    release();
    for (const k of unique) if (TAILS.get(k) === mine) TAILS.delete(k);
  }
}

/** Whether any work holds or waits on `key` (for tests and diagnostics). */
export function isBusy(key: string): boolean {
  return TAILS.has(key);
}

/**
 * Requests from several players run at once on the GM's client and interleave at every `await`
 * (foundry-traps.md #8: JavaScript semantics; Foundry runs each socket handler as it arrives). A real network and
 * database decide which await resolves first; a test decides here. `hold(obj, "update")` makes every call of that
 * async method wait at its start; `drain(order)` lets the held calls go one at a time, the latest first ("lifo", the
 * order that loses a read-await-write's update) or the earliest first ("fifo"), until nothing is held.
 */
type AsyncMethod = (...args: unknown[]) => Promise<unknown>;

/** Let every pending microtask and timer-0 callback run (no time is measured). */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

export class Interleave {
  private readonly held: { label: string; go: () => void }[] = [];
  private readonly restores: (() => void)[] = [];
  /** Labels of the calls released, in the order they were let go. */
  readonly released: string[] = [];

  /** Hold every call of `obj[method]` (an own or inherited async method) until `drain` lets it go. */
  hold(obj: object, method: string, label = method): this {
    const target = obj as Record<string, AsyncMethod>;
    const own = Object.hasOwn(target, method);
    const original = target[method]!;
    if (typeof original !== "function") throw new Error(`${method} is not a method`);
    const held = this.held;
    target[method] = async function (this: unknown, ...args: unknown[]) {
      await new Promise<void>((go) => held.push({ label, go }));
      return original.apply(this, args);
    };
    this.restores.push(() => {
      if (own) target[method] = original;
      else delete target[method];
    });
    return this;
  }

  /** How many calls are held right now (after letting everything else run). */
  async waiting(): Promise<number> {
    await settle();
    return this.held.length;
  }

  /** Let the held calls go one at a time in `order`, letting each run as far as it can, until none is held. */
  async drain(order: "lifo" | "fifo" = "lifo"): Promise<void> {
    await settle();
    while (this.held.length > 0) {
      const next = order === "lifo" ? this.held.pop()! : this.held.shift()!;
      this.released.push(next.label);
      next.go();
      await settle();
    }
  }

  restore(): void {
    for (const r of this.restores.splice(0).reverse()) r();
  }
}

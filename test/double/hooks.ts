/**
 * The Hooks event bus. API https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html: `call` stops at
 * the first handler returning false and returns false; `callAll` runs every handler and returns true; `once`
 * handlers are removed after their first call; `on` returns an id that `off` accepts. Every call is logged so
 * tests can check which hooks fired, in what order, with what arguments.
 */
type Fn = (...args: unknown[]) => unknown;
interface Entry {
  id: number;
  fn: Fn;
  once: boolean;
}

export interface HookCall {
  hook: string;
  args: unknown[];
}

export class HooksDouble {
  private events = new Map<string, Entry[]>();
  private nextId = 1;
  /** Every call/callAll, in order. */
  readonly log: HookCall[] = [];
  /** Errors thrown by handlers (Foundry logs them and carries on: Hooks.onError). */
  readonly errors: unknown[] = [];

  on(hook: string, fn: Fn, options: { once?: boolean } = {}): number {
    const id = this.nextId++;
    const list = this.events.get(hook) ?? [];
    list.push({ id, fn, once: options.once === true });
    this.events.set(hook, list);
    return id;
  }
  once(hook: string, fn: Fn): number {
    return this.on(hook, fn, { once: true });
  }
  off(hook: string, fn: Fn | number): void {
    const list = this.events.get(hook);
    if (list) this.events.set(hook, list.filter((e) => (typeof fn === "number" ? e.id !== fn : e.fn !== fn)));
  }
  private run(hook: string, args: unknown[], stopOnFalse: boolean): boolean {
    this.log.push({ hook, args });
    for (const entry of [...(this.events.get(hook) ?? [])]) {
      if (entry.once) this.off(hook, entry.id);
      let result: unknown;
      try {
        result = entry.fn(...args);
      } catch (err) {
        this.errors.push(err);
        continue;
      }
      if (stopOnFalse && result === false) return false;
    }
    return true;
  }
  call(hook: string, ...args: unknown[]): boolean {
    return this.run(hook, args, true);
  }
  callAll(hook: string, ...args: unknown[]): boolean {
    return this.run(hook, args, false);
  }
  /** Test helper: the calls of one hook. */
  calls(hook: string): unknown[][] {
    return this.log.filter((c) => c.hook === hook).map((c) => c.args);
  }
  /** API Hooks.onError: log and keep going. */
  onError(_location: string, error: unknown): void {
    this.errors.push(error);
  }
}

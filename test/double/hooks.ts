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
  /** The double's one page (its chat log): runs on the acting client only (see `broadcast`). */
  page: boolean;
}

export interface HookCall {
  hook: string;
  args: unknown[];
  /** A broadcast hook: the ids of the clients that ran it, the acting client first. */
  clients?: (string | null)[];
}

/** A connected client, as `broadcast` switches to it. */
export interface ClientLike {
  id: string | null;
}

export class HooksDouble {
  private events = new Map<string, Entry[]>();
  private nextId = 1;
  /** Every call/callAll, in order. */
  readonly log: HookCall[] = [];
  /** Errors thrown by handlers (Foundry logs them and carries on: Hooks.onError). */
  readonly errors: unknown[] = [];

  /**
   * `page`: a handler of the double's own page (the chat log), which is one client's screen: it runs on the acting
   * client's pass of a broadcast only. Fray's handlers and a test's are registered on every client (each client
   * loads the system), so they run on every pass.
   */
  on(hook: string, fn: Fn, options: { once?: boolean; page?: boolean } = {}): number {
    const id = this.nextId++;
    const list = this.events.get(hook) ?? [];
    list.push({ id, fn, once: options.once === true, page: options.page === true });
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
  /**
   * A hook the server's broadcast fires on EVERY connected client, each with its own `game.user`: hookEvents.
   * createDocument ("This hook fires for all connected clients after the creation has been processed",
   * https://foundryvtt.com/api/functions/hookEvents.createDocument.html), updateDocument and deleteDocument (same
   * wording, …/hookEvents.updateDocument.html, …/hookEvents.deleteDocument.html), and moveToken ("all clients,
   * after the update": https://foundryvtt.com/api/v13/functions/hookEvents.moveToken.html).
   * `clients` are the connected users, the acting user's client first; `asClient(user, run)` runs `run` as that
   * user's client (index.ts: game.user is that user for the handler and all the work it starts). Logged once (one
   * event from the server), with the clients that ran it. A `once` handler is registered on each client, so it runs
   * once on each pass and is removed after the last. A handler that throws is logged and the next one runs
   * (Hooks.onError), on that client and on the others.
   */
  broadcast<C extends ClientLike>(hook: string, clients: C[], asClient: (client: C, run: () => void) => void, ...args: unknown[]): void {
    this.log.push({ hook, args, clients: clients.map((c) => c.id) });
    const entries = [...(this.events.get(hook) ?? [])];
    for (const entry of entries) if (entry.once) this.off(hook, entry.id);
    clients.forEach((client, i) => {
      asClient(client, () => {
        for (const entry of entries) {
          if (entry.page && i > 0) continue;
          try {
            entry.fn(...args);
          } catch (err) {
            this.errors.push(err);
          }
        }
      });
    });
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

/**
 * `game.socket` and the server behind it, for a package socket (`system.<id>` with `"socket": true` in the manifest).
 *
 * What it models, and where that comes from:
 * - A listener is called with `(payload, senderUserId)`: the server appends the id of the user whose socket sent the
 *   message. socketlib builds its caller identity on this second argument (manuelVo/foundryvtt-socketlib
 *   src/socketlib.js: `game.socket.on(this.socketName, this._onSocketReceived.bind(this))`,
 *   `_onSocketReceived(message, senderId)` → `this.socketdata.userId`), and checks answers by it
 *   (`_isResponseSenderValid`). The sender cannot choose it: it is the user the connection logged in as.
 * - The sender does not receive its own emit, every other connected client does: socketlib's `executeForEveryone`
 *   emits and then runs the function locally itself (same file).
 * - Only package events are relayed, and only when the package asks for a socket: socketlib refuses to register
 *   without `"socket": true` ("Please set '"socket":true' in your manifest", same file). GUESS: the server drops any
 *   other event silently (Foundry's server is not public).
 * - Payloads travel as JSON (socket.io serialises them; functions and undefined are lost, a class instance arrives
 *   as plain data). Delivery is asynchronous and in order per server: each message is handed over in a later
 *   microtask. GUESS: real latency varies; tests that need a chosen interleaving use interleave.ts.
 */

type Listener = (payload: unknown, senderId: string) => void;

interface UserRef {
  readonly id: string | null;
}

export class ClientSocket {
  private readonly listeners = new Map<string, Listener[]>();
  constructor(
    private readonly server: SocketServer,
    readonly user: UserRef,
    /** A client whose listeners are test code (another browser's console): delivering to it changes no acting user. */
    readonly remote: boolean,
  ) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  off(event: string, listener?: Listener): this {
    this.listeners.set(event, listener ? (this.listeners.get(event) ?? []).filter((l) => l !== listener) : []);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.server.relay(this, event, args[0]);
    return this;
  }

  /** Called by the server: this client's listeners for `event`. */
  deliver(event: string, payload: unknown, senderId: string): void {
    for (const l of this.listeners.get(event) ?? []) l(payload, senderId);
  }

  /** The next payload this client receives on `event` that `match` accepts (a test awaiting an answer). */
  next(event: string, match: (payload: unknown, senderId: string) => boolean = () => true): Promise<{ payload: unknown; senderId: string }> {
    return new Promise((resolve) => {
      const l: Listener = (payload, senderId) => {
        if (!match(payload, senderId)) return;
        this.off(event, l);
        resolve({ payload, senderId });
      };
      this.on(event, l);
    });
  }
}

export class SocketServer {
  private readonly clients = new Map<string, ClientSocket>();
  /** Every message relayed, as the server saw it (event, payload, the sender it stamped). */
  readonly log: { event: string; payload: unknown; senderId: string }[] = [];

  constructor(
    /** Package events the manifests enable ("system.fray" when system.json has "socket": true). */
    private readonly events: readonly string[],
    /** Switch the acting user to the client a message is delivered to (the double's actAs). */
    private readonly actAs: (user: UserRef) => void = () => undefined,
  ) {}

  /** The socket of `user`'s client, made on first use. */
  client(user: UserRef, options: { remote?: boolean } = {}): ClientSocket {
    const key = `${user.id}|${options.remote ? "remote" : "local"}`;
    let c = this.clients.get(key);
    if (!c) this.clients.set(key, (c = new ClientSocket(this, user, options.remote ?? false)));
    return c;
  }

  relay(from: ClientSocket, event: string, payload: unknown): void {
    if (!this.events.includes(event) || from.user.id === null) return;
    const senderId = from.user.id;
    // socket.io sends JSON: what arrives is a copy, never the sender's objects.
    const wire = payload === undefined ? undefined : (JSON.parse(JSON.stringify(payload)) as unknown);
    this.log.push({ event, payload: wire, senderId });
    for (const to of this.clients.values()) {
      if (to === from) continue;
      queueMicrotask(() => {
        if (!to.remote) this.actAs(to.user);
        to.deliver(event, wire === undefined ? undefined : structuredClone(wire), senderId);
      });
    }
  }
}

/**
 * Give the installed double a `game.socket`: the acting user's client of one server that relays the events the
 * manifest enables (`system.<id>` when it sets `"socket": true`). Returns the server (to make remote clients).
 */
export function installSocket(
  double: { game: object; actAs(user: never): void },
  manifest: { id: string; socket?: boolean },
): SocketServer {
  const game = double.game as { user: UserRef | null };
  const server = new SocketServer(manifest.socket ? [`system.${manifest.id}`] : [], (user) => double.actAs(user as never));
  Object.defineProperty(double.game, "socket", { configurable: true, get: () => (game.user ? server.client(game.user) : null) });
  return server;
}

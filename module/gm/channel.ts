/**
 * The one way a client asks the active GM's client to act for it, and the one way that client learns who asked.
 *
 * It is the system socket ("socket": true in system.json, event `system.fray`). Foundry's server stamps every socket
 * message with its sender's user id and hands it to the listener after the payload; socketlib builds its
 * `this.socketdata.userId` on exactly that (manuelVo/foundryvtt-socketlib, src/socketlib.js `_onSocketReceived(message,
 * senderId)`). A CONFIG.queries handler gets `(queryData, {timeout})` and no sender (foundryvtt/foundryvtt#13418), so
 * Fray registers no query at all: a user id typed into a payload is never read. A handler gets the asking User from
 * here, and may do for them only what Foundry's permissions and the rules let that User do.
 *
 * A message is `{t: "ask", id, to, kind, data}` (only the client of the user `to` answers, and only when it is the
 * active GM: another GM's client refuses it)
 * or `{t: "answer", id, to, answer}` (accepted only from the GM the request went to).
 */
import { SYSTEM_ID } from "../config";

export const SOCKET_NAME = `system.${SYSTEM_ID}`;

/** A GM-side handler: the payload as sent (untrusted, validated by the handler) and the user the server names. */
export type GmHandler = (data: unknown, asker: User.Implementation) => Promise<unknown>;

/** The answer when the handler threw or the kind is unknown: plain data, never an exception on the asker's side. */
export interface ChannelRefusal {
  ok: false;
  refusal: "Invalid";
  reason: string;
}

const HANDLERS = new Map<string, GmHandler>();
const PENDING = new Map<string, { gm: string; resolve: (answer: unknown) => void }>();

/** Register the handler of one request kind ("exchange", "combat", "areaMiss"), at init. */
export function registerGmHandler(kind: string, handler: GmHandler): void {
  HANDLERS.set(kind, handler);
}

/** Run a kind's handler for `asker` (this client is the GM): a throw or an unknown kind is answered, not thrown. */
export async function runGmHandler(kind: unknown, data: unknown, asker: User.Implementation): Promise<unknown> {
  const handler = typeof kind === "string" ? HANDLERS.get(kind) : undefined;
  if (!handler) return refusal(`no request kind ${JSON.stringify(String(kind)).slice(0, 40)}`);
  try {
    return await handler(data, asker);
  } catch (e) {
    console.error("Fray | GM request failed", e);
    return refusal(e instanceof Error ? e.message : String(e));
  }
}

function refusal(reason: string): ChannelRefusal {
  return { ok: false, refusal: "Invalid", reason };
}

/** The socket as Fray uses it (Foundry's `game.socket`, a socket.io client). */
export interface SocketLike {
  on(event: string, listener: (payload: unknown, senderId: unknown) => void): unknown;
  emit(event: string, payload: unknown): unknown;
}

function socket(): SocketLike {
  const s: SocketLike | null = game.socket;
  if (!s) throw new Error("Fray | the game socket is not connected");
  return s;
}

/**
 * Ask the active GM's client to run `kind` with `data`, as this client's user; run it here when this client is that
 * GM. Resolves with the handler's answer, or null when there is no active GM or no answer came within `timeout` ms.
 */
export async function askGM(kind: string, data: unknown, timeout = 30_000): Promise<unknown> {
  const gm = game.users.activeGM;
  if (!gm?.id) return null;
  if (gm.isSelf) return runGmHandler(kind, structuredClone(data), game.user);
  const id = foundry.utils.randomID();
  const answer = new Promise<unknown>((resolve) => {
    PENDING.set(id, { gm: gm.id!, resolve });
    setTimeout(() => {
      if (PENDING.delete(id)) resolve(null);
    }, timeout);
  });
  socket().emit(SOCKET_NAME, { t: "ask", id, to: gm.id, kind, data });
  return answer;
}

/** Listen on the system socket (at init, on every client): a GM answers asks addressed to it, anyone takes its answers. */
export function listenOnChannel(): void {
  socket().on(SOCKET_NAME, (payload, senderId) => void receive(payload, senderId));
}

/** One socket message, `senderId` as the server stamped it. Exported for the tests through the Foundry double. */
export async function receive(payload: unknown, senderId: unknown): Promise<void> {
  if (typeof payload !== "object" || payload === null || typeof senderId !== "string") return;
  const m = payload as Record<string, unknown>;
  if (typeof m["id"] !== "string" || m["to"] !== game.user.id) return;
  if (m["t"] === "answer") {
    const pending = PENDING.get(m["id"]);
    // An answer counts only from the GM the request went to (anyone can emit on the socket).
    if (!pending || pending.gm !== senderId) return;
    PENDING.delete(m["id"]);
    pending.resolve(m["answer"] ?? null);
    return;
  }
  if (m["t"] !== "ask" || !game.user.isGM) return;
  const asker = game.users.get(senderId);
  if (!asker) return;
  // Only the active GM's client carries out requests: each client runs its own one-at-a-time queue (gm/queue.ts), so
  // the same request sent to two GMs' clients at once would be carried out twice.
  const answer = game.user.isActiveGM ? await runGmHandler(m["kind"], m["data"], asker) : refusal(game.i18n.localize("FRAY.Chat.NotActiveGM"));
  socket().emit(SOCKET_NAME, { t: "answer", id: m["id"], to: senderId, answer });
}

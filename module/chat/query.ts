/** The GM-side handler for "fray" queries: validate, resolve the actor by UUID, apply, answer with plain data. */
import { formatText } from "../dice/card-text";
import { FrayActor } from "../documents/actor";
import { escapeHtml } from "./notice";
import { notifyRefusal } from "./notify-refusal";
import { parseRequest } from "./requests";
import { handleExchangeQuery } from "./exchange-query";
import { isExchangeRequest } from "./exchange-requests";

/** The apply-damage request's answer (the card's old button and hand-typed requests). */
export interface DamageAnswer {
  ok: boolean;
  message: string;
  summary?: unknown;
}

/** A further request kind another part of Fray answers (the board's missed areas): its test and its handler. */
export interface QueryKind {
  test(data: unknown): boolean;
  handle(data: unknown): Promise<{ ok: boolean }>;
}

const KINDS: QueryKind[] = [];

/** Register a request kind (at init; its module registers itself, so this one imports none of them). */
export function registerQueryKind(kind: QueryKind): void {
  KINDS.push(kind);
}

export async function handleQuery(data: unknown): Promise<DamageAnswer | { ok: boolean } | Awaited<ReturnType<typeof handleExchangeQuery>>> {
  if (isExchangeRequest(data)) return handleExchangeQuery(data);
  const kind = KINDS.find((k) => k.test(data));
  if (kind) return kind.handle(data);
  let req;
  try {
    req = parseRequest(data);
  } catch (e) {
    // The parser's message echoes the raw request: shown escaped inside a localised sentence.
    return { ok: false, message: notifyRefusal("FRAY.Notice.RequestRefused", e) };
  }
  const doc = await fromUuid(req.actorUuid);
  if (!(doc instanceof FrayActor)) return { ok: false, message: game.i18n.format("FRAY.Error.no-actor", { uuid: escapeHtml(req.actorUuid) }) };
  let app;
  try {
    app = await doc.takeDamage(req.amount, { nonlethal: req.nonlethal, track: req.track, magic: req.magic, massiveWeapon: req.massiveWeapon });
  } catch (e) {
    return { ok: false, message: notifyRefusal("FRAY.Notice.RequestRefused", e) };
  }
  return { ok: true, message: formatText(game.i18n, app.summary.key, app.summary.data), summary: app.summary };
}

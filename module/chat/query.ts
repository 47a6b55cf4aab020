/** The GM-side handler for "fray" queries: validate, resolve the actor by UUID, apply, answer with plain data. */
import { FrayActor } from "../documents/actor";
import { parseRequest } from "./requests";
import { handleExchangeQuery } from "./exchange-query";
import { isExchangeRequest } from "./exchange-requests";

export async function handleQuery(data: unknown): Promise<unknown> {
  if (isExchangeRequest(data)) return handleExchangeQuery(data);
  let req;
  try {
    req = parseRequest(data);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    ui.notifications?.warn(message);
    return { ok: false, message };
  }
  const doc = await fromUuid(req.actorUuid);
  if (!(doc instanceof FrayActor)) return { ok: false, message: `no actor with UUID ${req.actorUuid}` };
  const app = await doc.takeDamage(req.amount, { nonlethal: req.nonlethal, track: req.track, magic: req.magic, massiveWeapon: req.massiveWeapon });
  return { ok: true, message: game.i18n.format(app.summary.key, Object.fromEntries(Object.entries(app.summary.data).map(([k, v]) => [k, String(v)]))), summary: app.summary };
}

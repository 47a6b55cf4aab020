/** The GM-side handler for "fray" queries: validate, resolve the actor by UUID, apply, answer with plain data. */
import { FrayActor } from "../documents/actor";
import { notifyRefusal } from "./notify-refusal";
import { parseRequest } from "./requests";

export async function handleQuery(data: unknown): Promise<{ ok: boolean; message: string; summary?: unknown }> {
  let req;
  try {
    req = parseRequest(data);
  } catch (e) {
    // The parser's message echoes the raw request: shown escaped inside a localised sentence.
    return { ok: false, message: notifyRefusal("FRAY.Notice.RequestRefused", e) };
  }
  const doc = await fromUuid(req.actorUuid);
  if (!(doc instanceof FrayActor)) return { ok: false, message: `no actor with UUID ${req.actorUuid}` };
  let app;
  try {
    app = await doc.takeDamage(req.amount, { nonlethal: req.nonlethal, track: req.track, magic: req.magic, massiveWeapon: req.massiveWeapon });
  } catch (e) {
    return { ok: false, message: notifyRefusal("FRAY.Notice.RequestRefused", e) };
  }
  return { ok: true, message: game.i18n.format(app.summary.key, Object.fromEntries(Object.entries(app.summary.data).map(([k, v]) => [k, String(v)]))), summary: app.summary };
}

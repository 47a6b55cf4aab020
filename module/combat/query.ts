/**
 * The GM-side handler of "combat" requests: validate, find the combat, carry the step out for `asker`, the user the
 * system socket names as the sender (gm/channel.ts). A user id inside the data is never read.
 */
import { FrayCombat } from "../documents/combat";
import { parseCombatQuery, type CombatQueryAnswer } from "./query-data";

export async function handleCombatRequest(data: unknown, asker: User.Implementation): Promise<CombatQueryAnswer> {
  let req;
  try {
    req = parseCombatQuery(data);
  } catch (e) {
    return { ok: false, status: "refused", message: e instanceof Error ? e.message : String(e) };
  }
  const combat = game.combats?.get(req.combatId);
  if (!(combat instanceof FrayCombat)) return { ok: false, status: "refused", message: game.i18n.localize("FRAY.Tracker.Refused.BadRequest") };
  return combat.frayCarryOut({ requestId: req.requestId, command: req.command, undo: req.undo }, asker);
}

/** The GM-side handler of "fray.combat" queries: validate, find the combat and the asking user, carry the step out. */
import { FrayCombat } from "../documents/combat";
import { parseCombatQuery, type CombatQueryAnswer } from "./query-data";

export async function handleCombatQuery(data: unknown): Promise<CombatQueryAnswer> {
  let req;
  try {
    req = parseCombatQuery(data);
  } catch (e) {
    return { ok: false, status: "refused", message: e instanceof Error ? e.message : String(e) };
  }
  const combat = game.combats?.get(req.combatId);
  const user = game.users.get(req.userId);
  if (!(combat instanceof FrayCombat) || !user) return { ok: false, status: "refused", message: game.i18n.localize("FRAY.Tracker.Refused.BadRequest") };
  return combat.frayCarryOut({ requestId: req.requestId, command: req.command, undo: req.undo }, user);
}

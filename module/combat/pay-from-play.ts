/**
 * Before an actor in the active combat acts from a sheet, card or dialog, charge the action's cost through the
 * tracker (one undoable step on the GM's client), or refuse it with the tracker's reason. Actors not in a running
 * Fray combat act freely.
 */
import type { PlayAction, PlayRepeat } from "../applications/combat/tracker-view";
import { FrayCombat } from "../documents/combat";
import { chargeFor } from "./charge";
import { escapeHtml } from "../chat/notice";
import { spendStraightMove } from "../canvas/last-move";

/**
 * True when the action may go ahead (paid, or nothing to pay). `repeat`: made several times as one play. An action
 * that goes ahead spends the actor's latest straight move out of a fight (last-move.ts: no longer "immediately" before).
 */
export async function payFromPlay(actor: Actor.Implementation, action: PlayAction, repeat?: PlayRepeat): Promise<boolean> {
  const paid = await payInFight(actor, action, repeat);
  if (paid) await spendStraightMove(actor);
  return paid;
}

async function payInFight(actor: Actor.Implementation, action: PlayAction, repeat?: PlayRepeat): Promise<boolean> {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat)) return true;
  const state = combat.frayStore.scheduler.state;
  const mine = combat.combatants.contents.filter((c) => c.actor === actor || (c.actor?.id === actor.id && c.actor?.isToken === false)).map((c) => c.id ?? "");
  // The others doing it together (a crew reloading), by their actors: those in the fight pay their share too.
  const crewUuids = typeof action === "object" ? (action.crew ?? []) : [];
  const crew = combat.combatants.contents.filter((c) => c.actor && crewUuids.includes(c.actor.uuid) && !mine.includes(c.id ?? "")).map((c) => c.id ?? "");
  const charge = chargeFor(combat.frayView, state, mine, action, repeat, crew);
  if (!charge) return true;
  const answer = await combat.fraySend(charge.command);
  // A try the dice cannot pay for: the step is taken (the ruleset's shortfall rule, e.g. a refresh), the action is not.
  const shortfall = charge.command.shortfall;
  if (answer.ok && typeof shortfall === "number") {
    ui.notifications?.warn(game.i18n.format("FRAY.Tracker.Cost.Shortfall", { name: escapeHtml(actor.name ?? ""), cost: String(shortfall) }));
    return false;
  }
  if (answer.ok) return true;
  ui.notifications?.warn(game.i18n.format("FRAY.Tracker.Cost.Refused", { name: escapeHtml(actor.name ?? ""), reason: escapeHtml(answer.message) }));
  return false;
}

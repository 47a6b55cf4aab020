/**
 * A change to a sheet action's rolled dice before its outcome is resolved and written (the ruleset's rollRevision
 * slot, actionOffers / actionCost / reviseAction: tactica's 1 raising a die of a skill or characteristic roll). After
 * the action's Roll is evaluated, the roller's client asks the slot what this roll may take; when the actor is in the
 * running fight and can pay, a dialog offers one button per pick and *Keep the roll*. A pick asks the active GM's
 * client, which checks who asks (named by the server, never by the data: the actor's owner or a GM), that the actor
 * fights in the running combat and can pay, then spends the cost in the tracker; only then are the faces changed.
 * A refusal is shown and the roll resolved as rolled. The outcome is written once, from the faces kept.
 */
import { escapeHtml } from "../chat/notice";
import { askGM, registerGmHandler } from "../gm/channel";
import { serialised } from "../gm/queue";
import { adapterFor } from "../rulesets/registry";
import { currentRuleset } from "../settings";
import type { CombatCosts } from "../chat/exchange/costs";
import type { Requester } from "../chat/exchange/card";

export const ACTION_RAISE_KIND = "actionRaise";

/** What the card keeps of a change made: the pick and the faces it replaced. */
export interface ActionRaise {
  choice: string;
  before: number[];
}

export type ActionRaiseRefusal = "Invalid" | "Forbidden" | "NotFighting" | "NoRevision" | "Refused";
export type ActionRaiseAnswer = { ok: true } | { ok: false; refusal: ActionRaiseRefusal; reason?: string };

const CHOICE = /^[a-z][a-z-]{0,31}$/;

let costsOf: (() => CombatCosts) | null = null;

/** Whether the actor fights in the world's running (started) combat. */
export function fighting(actorUuid: string): boolean {
  const combat = game.combat as { started?: boolean; combatants?: { contents: { actor?: { uuid?: string } | null }[] } } | null;
  return Boolean(combat?.started) && (combat?.combatants?.contents ?? []).some((c) => c.actor?.uuid === actorUuid);
}

/**
 * The GM's decision, over plain data: who asks may act for the actor (its owner or a GM), the actor fights in the
 * running combat, the pick is one the ruleset prices, the actor can pay; then the cost is spent.
 */
export async function decideActionRaise(data: unknown, requester: Requester, costs: CombatCosts, isFighting: (uuid: string) => boolean): Promise<ActionRaiseAnswer> {
  const req = data as { actorUuid?: unknown; choice?: unknown } | null;
  if (!req || typeof req.actorUuid !== "string" || req.actorUuid.length > 200 || typeof req.choice !== "string" || !CHOICE.test(req.choice)) return { ok: false, refusal: "Invalid", reason: "a raise names an actor and a choice" };
  const { actorUuid, choice } = req as { actorUuid: string; choice: string };
  if (!requester.isGM && !requester.owns(actorUuid)) return { ok: false, refusal: "Forbidden" };
  const slot = adapterFor(currentRuleset()).rollRevision;
  let cost;
  try {
    cost = slot?.actionCost?.(choice) ?? null;
  } catch (e) {
    return { ok: false, refusal: "NoRevision", reason: e instanceof Error ? e.message : String(e) };
  }
  if (!cost) return { ok: false, refusal: "NoRevision" };
  if (!isFighting(actorUuid)) return { ok: false, refusal: "NotFighting" };
  const unpaid = costs.refusal(actorUuid, cost);
  if (unpaid) return { ok: false, refusal: "Refused", reason: unpaid };
  if ((await costs.spend(actorUuid, cost)) === false) return { ok: false, refusal: "Refused", reason: "the combat tracker refused to spend the 1 (its warning says why): nothing was raised" };
  return { ok: true };
}

export function registerActionRaise(costs: () => CombatCosts, requester: (u: User.Implementation) => Requester): void {
  costsOf = costs;
  // It spends in the tracker: queued with the actor's other writes on the GM's client (gm/queue.ts).
  registerGmHandler(ACTION_RAISE_KIND, (data, user) => serialised([`Actor.${String((data as { actorUuid?: unknown } | null)?.actorUuid)}`], () => decideActionRaise(data, requester(user), costs(), fighting)));
}

/** The dialog: one button per pick and *Keep the roll*; the pick's id, or null (kept or closed). */
async function askPick(offers: { id: string; label: string }[]): Promise<string | null> {
  const keep = "keep";
  const picked = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize("FRAY.ActionRaise.Title") },
    classes: ["fray-action-raise"],
    content: `<p>${escapeHtml(game.i18n.localize("FRAY.ActionRaise.Prompt"))}</p>`,
    buttons: [...offers.map((o) => ({ action: o.id, label: game.i18n.localize(o.label) })), { action: keep, label: game.i18n.localize("FRAY.ActionRaise.Keep"), default: true }],
    rejectClose: false,
  } as never);
  return typeof picked === "string" && picked !== keep ? picked : null;
}

/**
 * The faces the action resolves with: the rolled ones, or, when the roller picked a change the GM's client paid for,
 * the changed ones with what they replaced. Nothing is asked when the ruleset offers nothing, the actor is not in the
 * running fight, or it cannot pay.
 */
export async function raiseBeforeResolve(actor: Actor.Implementation, action: object, request: unknown, faces: readonly number[]): Promise<{ faces: readonly number[]; raise: ActionRaise | null }> {
  const kept = { faces, raise: null };
  const slot = adapterFor(currentRuleset()).rollRevision;
  if (!slot?.actionOffers || !slot.reviseAction || !costsOf || !fighting(actor.uuid)) return kept;
  const offers = slot.actionOffers(action, request, faces).filter((o) => !o.refused);
  const cost = offers[0]?.cost ?? null;
  // "Only one 1 may be used at a time": a roll is offered one change; none when the actor holds nothing to pay with.
  if (!offers.length || (cost && costsOf().refusal(actor.uuid, cost))) return kept;
  const choice = await askPick(offers);
  if (!choice) return kept;
  if (!game.users.activeGM) {
    ui.notifications?.error("FRAY.Chat.NoGM", { localize: true });
    return kept;
  }
  const answer = (await askGM(ACTION_RAISE_KIND, { actorUuid: actor.uuid, choice })) as ActionRaiseAnswer | null;
  if (!answer?.ok) {
    const why = answer ? `${game.i18n.localize(`FRAY.ActionRaise.Refused.${answer.refusal}`)}${answer.reason ? `: ${answer.reason}` : ""}` : game.i18n.localize("FRAY.ActionRaise.NoAnswer");
    ui.notifications?.warn(escapeHtml(`${why} ${game.i18n.localize("FRAY.ActionRaise.AsRolled")}`));
    return kept;
  }
  return { faces: slot.reviseAction(faces, choice), raise: { choice, before: [...faces] } };
}

/** The card's line naming the change: the face it replaced and the face now counted. */
export function raiseDetail(raise: ActionRaise, faces: readonly number[]): { label: string; value: string } {
  const at = faces.findIndex((f, i) => f !== raise.before[i]);
  return { label: "FRAY.ActionRaise.Detail", value: at < 0 ? "—" : `${raise.before[at]} → ${faces[at]}` };
}

/**
 * A change to the dice of a sheet action the GM's client rolled inside a step, after its card is posted and its
 * outcome written (the ruleset's rollRevision slot, actionOffers / actionCost / reviseAction: tactica's 1 raising a
 * die of the tracker's Panicked or Crushed SPIRIT roll, its fear test, the round's bleeding rolls). No dialog reaches
 * the actor's owner there without stalling the step, so the card keeps what a later change needs
 * (flags.fray.actionRoll): the action's key among the ruleset's sheet actions, the request, the faces, the actor, and
 * every field its write-back wrote and every status it switched, each with its value before. Its buttons go to the
 * actor's owner and the GMs. A pick asks the active GM's client, which checks who asks (named by the server, never by
 * the data): the actor's owner or a GM, on a card a GM's client posted, once per card, the actor fighting in the
 * running combat, nothing written on those fields and statuses since (each still as the outcome left it); then spends
 * the pick's cost in the tracker (refused with the reason when it cannot be paid), puts the written values back,
 * works the action out again from the changed faces, writes the new outcome once and writes the card again, naming
 * the change and keeping the faces it replaced. Only an outcome that writes plain fields and statuses is kept so.
 * The other creature's dice of an opposed sheet roll (tactica: the target's side of a Special attempt, the other's
 * BODY in an InClose contest or subdual) go the same way: rolled on the acting side's owner's client, the card keeps
 * them and offers that creature's owner the raise (`other`); the GM's client checks the card's author may roll for the
 * acting actor, spends a 1 of the OTHER creature's action dice, writes the acting actor's outcome again and works the
 * cards bound to the other creature out again (the old ones, none applied, removed; refused while one stands applied).
 */
import { escapeHtml } from "./notice";
import { drawCardButtons } from "./card-buttons";
import { markRaised, raisedBefore } from "./raised-cards";
import { askGM, registerGmHandler } from "../gm/channel";
import { serialised } from "../gm/queue";
import { adapterFor } from "../rulesets/registry";
import type { DefenceOffer, ExchangeSeed, SheetAction } from "../rulesets/adapter";
import { resolveAction } from "../dice/action-resolve";
import { raiseDetail } from "../dice/action-raise";
import { ROLL_CARD_TEMPLATE } from "../dice/roll";
import { percent } from "../dice/roll-format";
import type { CardData } from "../dice/card";
import type { CombatCosts } from "./exchange/costs";
import type { Requester } from "./exchange/card";
import { isSystemField, readPath } from "./exchange/changes";
import { changedSince, payerOf, plainWriteBack, readActionCardRecord, seedSig, type ActionCardRecord, type ActorNow, type Plain, type SeedRef } from "../dice/action-card-record";
import { stateMessageOf } from "./exchange-state";
import { exchangeOf, ledgerOf } from "./exchange-query";
import { seedExchange } from "../dice/seed";

export const ACTION_CARD_KIND = "actionCard";

export type ActionCardRefusal = "Invalid" | "NoCard" | "Forbidden" | "AlreadyRevised" | "NotFighting" | "NoRevision" | "Changed" | "Applied" | "Refused";
export type ActionCardAnswer = { ok: true; faces: number[] } | { ok: false; refusal: ActionCardRefusal; reason?: string };

const CHOICE = /^[a-z][a-z-]{0,31}$/;
const ID = /^[A-Za-z0-9]{16}$/;

/** The ruleset's picks on the record's dice (its side's). */
function offersOn(ruleset: string, record: ActionCardRecord): DefenceOffer[] {
  const adapter = adapterFor(ruleset as never);
  const action = adapter.sheet.actions?.[record.key];
  const slot = adapter.rollRevision;
  if (!action || !slot) return [];
  if (record.other) return slot.otherSide?.(action, record.request) === record.other.uuid ? (slot.otherOffers?.(action, record.request, record.faces) ?? []) : [];
  return slot.actionOffers?.(action, record.request, record.faces) ?? [];
}

/**
 * What the card offers this viewer now: the payer's owner or a GM, once per card, the ruleset's picks; on a card of
 * the actor's own dice (a step's) only when a GM's client posted it, on the other creature's when its author may
 * roll for the actor.
 */
export function actionCardOffers(ruleset: string, record: ActionCardRecord | null, viewer: Requester, author: { isGM: boolean; mayRoll: boolean }): DefenceOffer[] {
  if (!record || record.raised || !(record.other ? author.mayRoll : author.isGM) || (!viewer.isGM && !viewer.owns(payerOf(record)))) return [];
  try {
    return offersOn(ruleset, record).filter((o) => !o.refused);
  } catch {
    return [];
  }
}

/** The card's message as the GM's client reads it. */
export interface ActionCardMessage {
  ruleset: string;
  record: ActionCardRecord | null;
  /** Whether the message's author (named by the server) is a GM: a step's card is posted by the GM's client. */
  authorIsGM: boolean;
  /** Whether the author may roll for the record's actor (a GM or its owner): an opposed roll's card is its roller's. */
  authorMay?: boolean;
  /** The running combat records a change to this card's dice already (chat/raised-cards.ts: an author may edit its flags). */
  raisedHere?: boolean;
  /** The roller's own raise made before the card was posted (flags.fray.raised), named again on the new card. */
  ownRaise?: { choice: string; before: number[] } | null;
  /** The record's bound cards as the GM's client finds them: each still one of this roll's, and applied or not. */
  seeds?: { id: string; ours: boolean; applied: boolean }[];
}

/** What the GM's client writes once a change is paid: the actor's fields and statuses, and the card. */
export interface ActionCardWrite {
  update: Record<string, Plain>;
  statuses: { id: string; active: boolean }[];
  card: CardData;
  record: ActionCardRecord;
  /** The bound cards to take back (their message ids) and the ones to post in their place; none when they stay. */
  reseed: { drop: string[]; post: ExchangeSeed[] } | null;
}

/**
 * The decision and the writes, over plain data: refused with a code (lang key FRAY.ActionCard.Refused.<code>), or
 * the new faces, with `write` handed the actor's update and status switches (from the actor as it is now: the
 * values before the roll put back, the new outcome's written over them) and the card worked out from the new faces.
 */
export async function reviseActionCard(
  message: ActionCardMessage | null,
  requester: Requester,
  choice: string,
  costs: CombatCosts,
  isFighting: (uuid: string) => boolean,
  actor: ActorNow | null,
  now: number,
  write: (w: ActionCardWrite) => Promise<void>,
): Promise<ActionCardAnswer> {
  const record = message?.record;
  if (!message || !record) return { ok: false, refusal: "NoCard" };
  // A step's card is posted by the GM's client: a player's message naming values to put back is no such card. An
  // opposed roll's card is its roller's: its author must be able to roll for the acting actor.
  if (record.other ? !message.authorMay : !message.authorIsGM) return { ok: false, refusal: "NoCard", reason: record.other ? "the card's author may not roll for its actor" : "only a card a GM's client posted may be changed here" };
  const payer = payerOf(record);
  if (!requester.isGM && !requester.owns(payer)) return { ok: false, refusal: "Forbidden" };
  // "Only one 1 may be used at a time": a card changed once stands.
  if (record.raised || message.raisedHere) return { ok: false, refusal: "AlreadyRevised" };
  const adapter = adapterFor(message.ruleset as never);
  const action = adapter.sheet.actions?.[record.key] as SheetAction<unknown> | undefined;
  const slot = adapter.rollRevision;
  const offer = offersOn(message.ruleset, record).find((o) => o.id === choice && !o.refused);
  if (!action || !slot || !offer || !(record.other ? slot.reviseOther : slot.reviseAction)) return { ok: false, refusal: "NoRevision" };
  if (!isFighting(payer)) return { ok: false, refusal: "NotFighting" };
  if (!actor) return { ok: false, refusal: "NoCard", reason: "the card's actor is gone" };
  const changed = changedSince(record, actor);
  if (changed) return { ok: false, refusal: "Changed", reason: changed };
  // A card the roll bound to the other creature that stands applied: its application is taken back first.
  const seeds = message.seeds ?? [];
  if (seeds.some((x) => x.ours && x.applied)) return { ok: false, refusal: "Applied", reason: "a card this roll bound was applied: undo it first" };
  // Worked out before anything is spent, so an engine refusal costs nothing.
  const faces = record.other ? slot.reviseOther!(action, record.request, record.faces, choice) : slot.reviseAction!(record.faces, choice);
  const outcome = resolveAction(action, record.request, faces);
  if (!plainWriteBack(outcome, !!record.other)) return { ok: false, refusal: "NoRevision", reason: "the changed roll writes more than the actor's fields and statuses" };
  const cost = slot.actionCost?.(choice) ?? offer.cost ?? null;
  const unpaid = cost ? costs.refusal(payer, cost) : null;
  if (unpaid) return { ok: false, refusal: "Refused", reason: unpaid };
  if (cost && (await costs.spend(payer, cost)) === false) return { ok: false, refusal: "Refused", reason: "the combat tracker refused to spend the 1 (its warning says why): nothing was raised" };
  // The values before the roll, then the new outcome's over them: written once, only what differs from now.
  const target = new Map<string, Plain>(record.wrote.map((w) => [w.path, w.before]));
  for (const [path, v] of Object.entries(outcome.update)) target.set(path, v as Plain);
  const update: Record<string, Plain> = {};
  for (const [path, v] of target) if (isSystemField(path) && readPath(actor, path) !== v) update[path] = v;
  const on = new Map<string, boolean>(record.toggled.map((t) => [t.id, t.before]));
  for (const id of outcome.statuses?.on ?? []) on.set(id, true);
  for (const id of outcome.statuses?.off ?? []) on.set(id, false);
  const statuses = [...on].filter(([id, active]) => actor.statuses.includes(id) !== active).map(([id, active]) => ({ id, active }));
  const before = new Map(record.wrote.map((w) => [w.path, w.before]));
  const was = new Map(record.toggled.map((t) => [t.id, t.before]));
  const next: ActionCardRecord = {
    ...record,
    faces: [...faces],
    wrote: Object.entries(outcome.update).map(([path, after]) => ({ path, before: before.has(path) ? before.get(path)! : (readPath(actor, path) as Plain), after: after as Plain })),
    toggled: [...on].filter(([id]) => (outcome.statuses?.on ?? []).includes(id) || (outcome.statuses?.off ?? []).includes(id)).map(([id, after]) => ({ id, before: was.has(id) ? was.get(id)! : actor.statuses.includes(id), after })),
    raised: { choice, by: requester.id, at: now, before: [...record.faces] },
  };
  // The bound cards are worked out again: when the new outcome binds other ones, the old (none applied) give way.
  const fresh = outcome.exchanges ?? [];
  const old = (record.seeds ?? []).filter((r) => seeds.find((x) => x.id === r.id)?.ours);
  const same = fresh.length === old.length && fresh.every((x, i) => seedSig(x) === old[i]!.sig);
  const reseed = record.other && !same ? { drop: old.map((r) => r.id), post: fresh } : null;
  // The card names the change and keeps the face it replaced (the Roll shows the dice as rolled); the roller's own
  // raise, made before the card was posted, is named again.
  const own = record.other && message.ownRaise ? [raiseDetail(message.ownRaise, record.faces)] : [];
  const card: CardData = { ...outcome.card, details: [...outcome.card.details, ...own, { ...raiseDetail({ choice, before: record.faces }, faces), ...(record.other ? { label: "FRAY.ActionCard.OtherDetail" } : {}) }] };
  await write({ update, statuses, card, record: next, reseed });
  return { ok: true, faces };
}

type MessageLike = {
  id: string | null;
  author?: unknown;
  speaker?: unknown;
  whisper?: unknown;
  flags: { fray?: { card?: { ruleset?: unknown }; actionRoll?: unknown; raised?: unknown; exchange?: unknown } };
  update(data: object): Promise<unknown>;
  delete(): Promise<unknown>;
};
type ActorLike = { name?: string; system: { stats?: unknown }; statuses: Set<string>; testUserPermission?(u: unknown, level: string): boolean; update(d: object): Promise<unknown>; toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown> };

function userOf(message: { author?: unknown }): User.Implementation | null {
  const a = message.author;
  return ((typeof a === "string" ? game.users.get(a) : a) as User.Implementation | undefined) ?? null;
}

/** Whether a user (the server's) may roll for an actor: a GM, or its owner. */
function mayRoll(user: User.Implementation | null, actor: ActorLike | null): boolean {
  return !!user && (user.isGM || actor?.testUserPermission?.(user, "OWNER") === true);
}

/**
 * The record's bound cards as this (the GM's) client finds them: one of this roll's when its author is the card's
 * (or a GM, who posts those a raise worked out again), it attacks for the record's actor and is bound to whom the
 * record says; applied when the GM's ledger holds an application of it not undone.
 */
function seedsOf(record: ActionCardRecord, author: User.Implementation | null): { id: string; ours: boolean; applied: boolean }[] {
  return (record.seeds ?? []).map((r) => {
    const m = game.messages.get(r.id) as unknown as MessageLike | undefined;
    const ex = m ? exchangeOf(m as never) : null;
    const by = m ? userOf(m) : null;
    const ours = !!m && !!ex && !!by && (by.isGM || by.id === author?.id) && ex.attackerUuid === record.actorUuid && ex.targets.some((t) => t.uuid === r.uuid);
    return { id: r.id, ours, applied: ours && ledgerOf(r.id).some((a) => !a.undone) };
  });
}

/** GM side: take back the old bound cards (and the GM's companions of them) and post the new ones; their refs. */
async function reseedCards(old: MessageLike, record: ActionCardRecord, actorName: string, drop: readonly string[], post: readonly ExchangeSeed[]): Promise<SeedRef[]> {
  const first = drop.length ? (game.messages.get(drop[0]!) as unknown as MessageLike | undefined) : undefined;
  const from = first ?? old;
  for (const id of drop) {
    await stateMessageOf(id)?.delete();
    await (game.messages.get(id) as unknown as MessageLike | undefined)?.delete();
  }
  const refs: SeedRef[] = [];
  for (const seed of post) {
    const exchange = seedExchange(seed, record.actorUuid, actorName);
    const content = await foundry.applications.handlebars.renderTemplate(ROLL_CARD_TEMPLATE, { card: seed.card, odds: percent(seed.card.odds), damage: null });
    // Seen by whom the card it replaces was seen by.
    const whisper = Array.isArray(from.whisper) ? from.whisper : [];
    const made = await ChatMessage.implementation.create({ speaker: from.speaker, whisper, content, flags: { fray: { card: seed.card, exchange } } } as never);
    if (made?.id) refs.push({ id: made.id, uuid: seed.target.uuid, sig: seedSig(seed) });
  }
  return refs;
}

/** The GM-side handler; `asker` is the user the socket names, never one from the data. */
export async function handleActionCardRequest(data: unknown, asker: User.Implementation, costs: CombatCosts, requester: (u: User.Implementation) => Requester, isFighting: (uuid: string) => boolean): Promise<ActionCardAnswer> {
  const req = data as { messageId?: unknown; choice?: unknown } | null;
  if (!req || typeof req.messageId !== "string" || !ID.test(req.messageId) || typeof req.choice !== "string" || !CHOICE.test(req.choice)) return { ok: false, refusal: "Invalid", reason: "a raise on an action card names a message id and a choice" };
  const { messageId, choice } = req as { messageId: string; choice: string };
  const msg = game.messages.get(messageId) as unknown as MessageLike | undefined;
  const record = readActionCardRecord(msg?.flags.fray?.actionRoll);
  const doc = record ? (fromUuidSync(record.actorUuid) as unknown as ActorLike | null) : null;
  const actor = doc && typeof doc.toggleStatusEffect === "function" ? doc : null;
  const author = msg ? userOf(msg) : null;
  const own = msg?.flags.fray?.raised as { choice?: unknown; before?: unknown } | undefined;
  const ownRaise = own && typeof own.choice === "string" && Array.isArray(own.before) && own.before.every((f) => Number.isInteger(f)) ? { choice: own.choice, before: own.before as number[] } : null;
  const message: ActionCardMessage | null =
    msg && record ? { ruleset: String(msg.flags.fray?.card?.ruleset ?? ""), record, authorIsGM: author?.isGM === true, authorMay: mayRoll(author, actor), raisedHere: raisedBefore(messageId), ownRaise, seeds: seedsOf(record, author) } : null;
  try {
    return await reviseActionCard(message, requester(asker), choice, costs, isFighting, actor ? { system: actor.system.stats, statuses: [...actor.statuses] } : null, Date.now(), async (w) => {
      await markRaised(messageId);
      if (Object.keys(w.update).length) await actor!.update(w.update);
      for (const s of w.statuses) await actor!.toggleStatusEffect(s.id, { active: s.active });
      const rec = w.reseed ? { ...w.record, seeds: await reseedCards(msg!, w.record, actor?.name ?? "", w.reseed.drop, w.reseed.post) } : w.record;
      const content = await foundry.applications.handlebars.renderTemplate(ROLL_CARD_TEMPLATE, { card: w.card, odds: percent(w.card.odds), damage: null });
      // The roller's own raise stays in `raised`; a step's card (the actor's own dice) names its raise there.
      await msg!.update({ content, flags: { fray: { card: w.card, actionRoll: rec, ...(rec.other ? {} : { raised: { choice, before: rec.raised!.before } }) } } });
    });
  } catch (e) {
    return { ok: false, refusal: "Invalid", reason: e instanceof Error ? e.message : String(e) };
  }
}

/** The costs the card's buttons are checked against (registered at init), so a raise nobody can pay is not shown. */
let shownCosts: (() => CombatCosts) | null = null;

export function registerActionCard(costs: () => CombatCosts, requester: (u: User.Implementation) => Requester, isFighting: (uuid: string) => boolean): void {
  shownCosts = costs;
  // It rewrites the card and writes the actor: queued with their other writes on the GM's client (gm/queue.ts).
  registerGmHandler(ACTION_CARD_KIND, (data, user) => {
    const id = String((data as { messageId?: unknown } | null)?.messageId);
    const record = readActionCardRecord((game.messages.get(id) as unknown as MessageLike | undefined)?.flags.fray?.actionRoll);
    // The actor written and the creature that pays (the other creature of an opposed roll), and the bound cards.
    const keys = record ? [`Actor.${record.actorUuid}`, `Actor.${payerOf(record)}`, ...(record.seeds ?? []).map((x) => `ChatMessage.${x.id}`)] : [];
    return serialised([`ChatMessage.${id}`, ...keys], () => handleActionCardRequest(data, user, costs(), requester, isFighting));
  });
}

/** The card's button: ask the active GM's client (or run here when this client is the GM); a refusal is shown. */
export async function sendActionCard(messageId: string, choice: string): Promise<void> {
  if (!game.users.activeGM) return void ui.notifications?.error("FRAY.Chat.NoGM", { localize: true });
  const answer = (await askGM(ACTION_CARD_KIND, { messageId, choice })) as ActionCardAnswer | null;
  if (answer && !answer.ok) ui.notifications?.warn(escapeHtml(`${game.i18n.localize(`FRAY.ActionCard.Refused.${answer.refusal}`)}${answer.reason ? `: ${answer.reason}` : ""}`));
}

type CardMessage = { id: string | null; author?: unknown; flags: { fray?: { card?: { ruleset?: unknown }; actionRoll?: unknown } } };

/** The buttons a step's action card shows this viewer: each pick's id and translated label. */
export function actionCardButtons(message: CardMessage, viewer: Requester): { id: string; label: string }[] {
  const fray = message.flags.fray;
  if (!message.id || !fray?.actionRoll) return [];
  const record = readActionCardRecord(fray.actionRoll);
  const author = userOf(message);
  const actor = record ? (fromUuidSync(record.actorUuid) as unknown as ActorLike | null) : null;
  // None the payer cannot pay now (out of the running fight, or holding no 1).
  const costs = shownCosts?.();
  const payable = (o: DefenceOffer) => !record || !o.cost || !costs || !costs.refusal(payerOf(record), o.cost);
  return actionCardOffers(String(fray.card?.ruleset ?? ""), record, viewer, { isGM: author?.isGM === true, mayRoll: mayRoll(author, actor) })
    .filter(payable)
    .map((o) => ({ id: o.id, label: game.i18n.localize(o.label) }));
}

export function drawActionCardButtons(message: CardMessage, html: HTMLElement, viewer: Requester): void {
  const id = message.id ?? "";
  drawCardButtons(html, actionCardButtons(message, viewer), { className: "fray-action-card-revisions", labelKey: "FRAY.ActionCard.Revisions", action: "reviseActionCard", send: (choice) => sendActionCard(id, choice) });
}

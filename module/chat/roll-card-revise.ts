/**
 * A change to a plain roll card's dice after the roll (the ruleset's rollRevision slot, cardOffers / reviseCard:
 * tactica's 1 raising a rolled die on a *Roll dice pool* card). The card keeps its request and faces
 * (flags.fray.roll, dice/roll.ts); its roller's owner asks the active GM's client over the system socket, which
 * checks who asks (named by the server, never by the data): the roller's owner or a GM, on a card whose author may
 * roll for that actor, not changed yet (once per roll), the pick among the slot's offers; then spends its cost in
 * the combat tracker (refused with the reason when it cannot be paid), works the card out again from the new faces
 * and writes it, the pick kept with the faces it replaced.
 */
import { escapeHtml } from "./notice";
import { drawCardButtons } from "./card-buttons";
import { markRaised, raisedBefore } from "./raised-cards";
import { askGM, registerGmHandler } from "../gm/channel";
import { serialised } from "../gm/queue";
import { prepareRoll, type RollRequest } from "../dice/requests";
import { adapterFor } from "../rulesets/registry";
import type { DefenceOffer } from "../rulesets/adapter";
import type { CombatCosts } from "./exchange/costs";
import type { Requester } from "./exchange/card";

export const ROLL_CARD_KIND = "rollCard";

/** What a plain roll card keeps so its dice may be changed later. */
export interface RollCardRecord {
  request: unknown;
  faces: number[];
  actorUuid: string;
  /** The change made (once per roll): the pick, who asked, when, the faces before. */
  revised?: { choice: string; by: string; at: number; before: number[] };
}

export type RollCardRefusal = "Invalid" | "NoCard" | "Forbidden" | "AlreadyRevised" | "NoRevision" | "Refused";
export type RollCardAnswer = { ok: true; faces: number[] } | { ok: false; refusal: RollCardRefusal; reason?: string };

const CHOICE = /^[a-z][a-z-]{0,31}$/;
const ID = /^[A-Za-z0-9]{16}$/;

/** The record as stored, or null when it is not one (a card of another kind, or a malformed flag). */
export function rollCardRecord(flag: unknown): RollCardRecord | null {
  const r = flag as Partial<RollCardRecord> | null | undefined;
  if (!r || typeof r !== "object" || typeof r.actorUuid !== "string" || !Array.isArray(r.faces) || !r.faces.every((f) => Number.isInteger(f)) || !r.request || typeof r.request !== "object") return null;
  return r as RollCardRecord;
}

/** What the card offers this viewer now: the roller's owner or a GM, once per roll, the ruleset's picks. */
export function rollCardOffers(ruleset: string, record: RollCardRecord | null, viewer: Requester): DefenceOffer[] {
  if (!record || record.revised || (!viewer.isGM && !viewer.owns(record.actorUuid))) return [];
  return adapterFor(ruleset as never).rollRevision?.cardOffers?.(record.request, record.faces) ?? [];
}

/** The card's message as the GM's client reads it. */
export interface RollCardMessage {
  ruleset: string;
  record: RollCardRecord | null;
  /** Whether the message's author (named by the server) may roll for the record's actor: a GM or its owner. */
  authorMay: boolean;
  /** The running combat records a change to this card's dice already (chat/raised-cards.ts: the author may edit its flags). */
  raisedHere?: boolean;
}

/**
 * The decision and the new card, over plain data: refused with a code (lang key FRAY.RollCard.Refused.<code>), or
 * the new faces, the card data worked out from them, and the record to write. `costs` charges the roller.
 */
export async function reviseRollCard(
  message: RollCardMessage | null,
  requester: Requester,
  choice: string,
  costs: CombatCosts,
  now: number,
  write: (card: ReturnType<ReturnType<typeof prepareRoll>["resolve"]>, record: RollCardRecord) => Promise<void>,
): Promise<RollCardAnswer> {
  if (!message?.record) return { ok: false, refusal: "NoCard" };
  const record = message.record;
  if (!requester.isGM && !requester.owns(record.actorUuid)) return { ok: false, refusal: "Forbidden" };
  // A record written by someone who may not roll for that actor is not that actor's roll.
  if (!message.authorMay) return { ok: false, refusal: "Forbidden" };
  // "Only one 1 may be used at a time": a card changed once stands.
  if (record.revised || message.raisedHere) return { ok: false, refusal: "AlreadyRevised" };
  const slot = adapterFor(message.ruleset as never).rollRevision;
  const offer = slot?.cardOffers?.(record.request, record.faces).find((o) => o.id === choice);
  if (!slot?.reviseCard || !offer) return { ok: false, refusal: "NoRevision" };
  if (offer.refused) return { ok: false, refusal: "Refused", reason: offer.refused };
  // Worked out before anything is spent, so an engine refusal costs nothing.
  const faces = slot.reviseCard(record.request, record.faces, choice);
  const card = prepareRoll(record.request as RollRequest).resolve(faces);
  const cost = offer.cost ?? null;
  const unpaid = cost ? costs.refusal(record.actorUuid, cost) : null;
  if (unpaid) return { ok: false, refusal: "Refused", reason: unpaid };
  if (cost && (await costs.spend(record.actorUuid, cost)) === false) return { ok: false, refusal: "Refused", reason: "the combat tracker refused to spend the 1 (its warning says why): nothing was raised" };
  await write(card, { ...record, faces: [...faces], revised: { choice, by: requester.id, at: now, before: [...record.faces] } });
  return { ok: true, faces };
}

type MessageLike = { id: string | null; author?: unknown; flags: { fray?: { card?: { ruleset?: unknown }; roll?: unknown } }; update(data: object): Promise<unknown> };

function owns(user: User.Implementation, uuid: string): boolean {
  const doc = fromUuidSync(uuid) as { testUserPermission?(u: User.Implementation, level: string): boolean } | null;
  return doc?.testUserPermission?.(user, "OWNER") ?? false;
}

/** The GM-side handler; `asker` is the user the socket names, never one from the data. */
export async function handleRollCardRequest(data: unknown, asker: User.Implementation, costs: CombatCosts, requester: (u: User.Implementation) => Requester, content: (card: object) => Promise<string>): Promise<RollCardAnswer> {
  const req = data as { messageId?: unknown; choice?: unknown } | null;
  if (!req || typeof req.messageId !== "string" || !ID.test(req.messageId) || typeof req.choice !== "string" || !CHOICE.test(req.choice)) return { ok: false, refusal: "Invalid", reason: "a roll card request names a message id and a choice" };
  const { messageId, choice } = req as { messageId: string; choice: string };
  const msg = game.messages.get(messageId) as unknown as MessageLike | undefined;
  const record = rollCardRecord(msg?.flags.fray?.roll);
  const a = msg?.author;
  const author = (typeof a === "string" ? game.users.get(a) : a) as User.Implementation | undefined;
  const message: RollCardMessage | null = msg && record ? { ruleset: String(msg.flags.fray?.card?.ruleset ?? ""), record, authorMay: author ? author.isGM || owns(author, record.actorUuid) : false, raisedHere: raisedBefore(messageId) } : null;
  try {
    return await reviseRollCard(message, requester(asker), choice, costs, Date.now(), async (card, rec) => {
      await markRaised(messageId);
      await msg!.update({ content: await content(card), flags: { fray: { card, roll: rec } } });
    });
  } catch (e) {
    return { ok: false, refusal: "Invalid", reason: e instanceof Error ? e.message : String(e) };
  }
}

/** The costs the card's buttons are checked against (registered at init), so a raise nobody can pay is not shown. */
let shownCosts: (() => CombatCosts) | null = null;

export function registerRollCard(costs: () => CombatCosts, requester: (u: User.Implementation) => Requester, content: (card: object) => Promise<string>): void {
  shownCosts = costs;
  // It rewrites the card: queued with the card's other writes on the GM's client (gm/queue.ts).
  registerGmHandler(ROLL_CARD_KIND, (data, user) => serialised([`ChatMessage.${(data as { messageId?: unknown } | null)?.messageId}`], () => handleRollCardRequest(data, user, costs(), requester, content)));
}

/** The card's button: ask the active GM's client (or run here when this client is the GM); a refusal is shown. */
export async function sendRollCard(messageId: string, choice: string): Promise<void> {
  if (!game.users.activeGM) return void ui.notifications?.error("FRAY.Chat.NoGM", { localize: true });
  const answer = (await askGM(ROLL_CARD_KIND, { messageId, choice })) as RollCardAnswer | null;
  if (answer && !answer.ok) ui.notifications?.warn(escapeHtml(`${game.i18n.localize(`FRAY.RollCard.Refused.${answer.refusal}`)}${answer.reason ? `: ${answer.reason}` : ""}`));
}

/**
 * The card's buttons for this viewer (the roller's owner or a GM, the ruleset's picks), appended under a plain roll
 * card; each asks the GM's client.
 */
type CardMessage = { id: string | null; flags: { fray?: { card?: { ruleset?: unknown }; roll?: unknown; exchange?: unknown } } };

/**
 * The buttons a plain roll card shows this viewer: each pick's id and translated label (none on an attack card, and
 * none the roller cannot pay now: out of the running fight, or holding no 1).
 */
export function rollCardButtons(message: CardMessage, viewer: Requester): { id: string; label: string }[] {
  const fray = message.flags.fray;
  const record = rollCardRecord(fray?.roll);
  if (!message.id || !record || fray?.exchange) return [];
  const costs = shownCosts?.();
  const payable = (o: DefenceOffer) => !o.cost || !costs || !costs.refusal(record.actorUuid, o.cost);
  return rollCardOffers(String(fray?.card?.ruleset ?? ""), record, viewer)
    .filter(payable)
    .map((o) => ({ id: o.id, label: game.i18n.localize(o.label) }));
}

export function drawRollCardButtons(message: CardMessage, html: HTMLElement, viewer: Requester): void {
  const id = message.id ?? "";
  drawCardButtons(html, rollCardButtons(message, viewer), { className: "fray-roll-card-revisions", labelKey: "FRAY.RollCard.Revisions", action: "reviseRollCard", send: (choice) => sendRollCard(id, choice) });
}

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
 */
import { escapeHtml } from "./notice";
import { askGM, registerGmHandler } from "../gm/channel";
import { serialised } from "../gm/queue";
import { adapterFor } from "../rulesets/registry";
import type { ActionOutcome, DefenceOffer, SheetAction } from "../rulesets/adapter";
import { resolveAction } from "../dice/action-resolve";
import { raiseDetail } from "../dice/action-raise";
import { ROLL_CARD_TEMPLATE } from "../dice/roll";
import { percent } from "../dice/roll-format";
import type { CardData } from "../dice/card";
import type { CombatCosts } from "./exchange/costs";
import type { Requester } from "./exchange/card";
import { isSystemField, readPath } from "./exchange/changes";
import { authorOf } from "./exchange-state";

export const ACTION_CARD_KIND = "actionCard";

type Plain = number | boolean | string;

/** What a step's action card keeps so its dice may be changed later. */
export interface ActionCardRecord {
  /** The action's key in the ruleset's sheet actions. */
  key: string;
  request: unknown;
  faces: number[];
  actorUuid: string;
  /** Every field the outcome wrote: its value before the write and the value written. */
  wrote: { path: string; before: Plain; after: Plain }[];
  /** Every status the outcome switched: whether it was on before, and on or off after. */
  toggled: { id: string; before: boolean; after: boolean }[];
  /** The change made (once per card): the pick, who asked, when, the faces before. */
  raised?: { choice: string; by: string; at: number; before: number[] };
}

export type ActionCardRefusal = "Invalid" | "NoCard" | "Forbidden" | "AlreadyRevised" | "NotFighting" | "NoRevision" | "Changed" | "Refused";
export type ActionCardAnswer = { ok: true; faces: number[] } | { ok: false; refusal: ActionCardRefusal; reason?: string };

const CHOICE = /^[a-z][a-z-]{0,31}$/;
const ID = /^[A-Za-z0-9]{16}$/;

const isPlain = (v: unknown): v is Plain => typeof v === "number" || typeof v === "boolean" || typeof v === "string";

/**
 * Whether an outcome's write-back is plain (fields of the actor's system and statuses only): the only kind a later
 * change can put back and write again exactly. Items, weapons, copies, new actors' cards and bound exchanges are not.
 */
export function plainWriteBack(o: ActionOutcome): boolean {
  if (o.copies?.length || o.weapons?.length || o.items?.length || o.deleteItems?.length || o.newItems?.length || o.leaveClose || o.exchanges?.length) return false;
  return Object.entries(o.update).every(([path, v]) => isSystemField(path) && isPlain(v));
}

/** The actor as the record reads it: its stored system data (the document's `system.stats`) and the statuses on. */
export interface ActorNow {
  system: unknown;
  statuses: readonly string[];
}

/**
 * The record a step's action card keeps, read from the actor just before its outcome is written; null when the
 * ruleset offers that roll no change, or its outcome writes more than plain fields and statuses.
 */
export function actionCardRecord(ruleset: string, key: string, action: object, request: unknown, faces: readonly number[], outcome: ActionOutcome, actorUuid: string, actor: ActorNow): ActionCardRecord | null {
  const slot = adapterFor(ruleset as never).rollRevision;
  if (!faces.length || !slot?.actionOffers || !slot.reviseAction || !plainWriteBack(outcome)) return null;
  if (!slot.actionOffers(action, request, faces).length) return null;
  const wrote = Object.entries(outcome.update).map(([path, after]) => ({ path, before: readPath(actor, path) as Plain, after: after as Plain }));
  if (!wrote.every((w) => isPlain(w.before) && typeof w.before === typeof w.after)) return null;
  const after = new Map<string, boolean>();
  for (const id of outcome.statuses?.on ?? []) after.set(id, true);
  for (const id of outcome.statuses?.off ?? []) after.set(id, false);
  const toggled = [...after].map(([id, on]) => ({ id, before: actor.statuses.includes(id), after: on }));
  return { key, request, faces: [...faces], actorUuid, wrote, toggled };
}

/** The record as stored, or null when it is not one (a card of another kind, or a malformed flag). */
export function readActionCardRecord(flag: unknown): ActionCardRecord | null {
  const r = flag as Partial<ActionCardRecord> | null | undefined;
  if (!r || typeof r !== "object" || typeof r.key !== "string" || typeof r.actorUuid !== "string" || !r.request || typeof r.request !== "object") return null;
  if (!Array.isArray(r.faces) || !r.faces.every((f) => Number.isInteger(f))) return null;
  if (!Array.isArray(r.wrote) || !r.wrote.every((w) => w && typeof w.path === "string" && isPlain(w.before) && isPlain(w.after))) return null;
  if (!Array.isArray(r.toggled) || !r.toggled.every((t) => t && typeof t.id === "string" && typeof t.before === "boolean" && typeof t.after === "boolean")) return null;
  return r as ActionCardRecord;
}

/** The first field or status the record wrote that is no longer as the outcome left it, said plainly; or null. */
export function changedSince(record: ActionCardRecord, actor: ActorNow): string | null {
  for (const w of record.wrote) {
    const now = readPath(actor, w.path);
    if (now !== w.after) return `${w.path} is ${String(now)} now, the roll left it ${String(w.after)}`;
  }
  for (const t of record.toggled) {
    if (actor.statuses.includes(t.id) !== t.after) return `${t.id} is ${t.after ? "off" : "on"} now, the roll left it ${t.after ? "on" : "off"}`;
  }
  return null;
}

/** What the card offers this viewer now: the actor's owner or a GM, on a GM's card, once per card, the ruleset's picks. */
export function actionCardOffers(ruleset: string, record: ActionCardRecord | null, viewer: Requester, authorIsGM: boolean): DefenceOffer[] {
  if (!record || !authorIsGM || record.raised || (!viewer.isGM && !viewer.owns(record.actorUuid))) return [];
  const adapter = adapterFor(ruleset as never);
  const action = adapter.sheet.actions?.[record.key];
  if (!action) return [];
  try {
    return (adapter.rollRevision?.actionOffers?.(action, record.request, record.faces) ?? []).filter((o) => !o.refused);
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
  /** This (the GM's) client changed the card's dice already. */
  raisedHere?: boolean;
}

/** What the GM's client writes once a change is paid: the actor's fields and statuses, and the card. */
export interface ActionCardWrite {
  update: Record<string, Plain>;
  statuses: { id: string; active: boolean }[];
  card: CardData;
  record: ActionCardRecord;
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
  // A step's card is posted by the GM's client: a player's message naming values to put back is no such card.
  if (!message.authorIsGM) return { ok: false, refusal: "NoCard", reason: "only a card a GM's client posted may be changed here" };
  if (!requester.isGM && !requester.owns(record.actorUuid)) return { ok: false, refusal: "Forbidden" };
  // "Only one 1 may be used at a time": a card changed once stands.
  if (record.raised || message.raisedHere) return { ok: false, refusal: "AlreadyRevised" };
  const adapter = adapterFor(message.ruleset as never);
  const action = adapter.sheet.actions?.[record.key] as SheetAction<unknown> | undefined;
  const slot = adapter.rollRevision;
  const offer = action ? slot?.actionOffers?.(action, record.request, record.faces).find((o) => o.id === choice && !o.refused) : undefined;
  if (!action || !slot?.reviseAction || !offer) return { ok: false, refusal: "NoRevision" };
  if (!isFighting(record.actorUuid)) return { ok: false, refusal: "NotFighting" };
  if (!actor) return { ok: false, refusal: "NoCard", reason: "the card's actor is gone" };
  const changed = changedSince(record, actor);
  if (changed) return { ok: false, refusal: "Changed", reason: changed };
  // Worked out before anything is spent, so an engine refusal costs nothing.
  const faces = slot.reviseAction(record.faces, choice);
  const outcome = resolveAction(action, record.request, faces);
  if (!plainWriteBack(outcome)) return { ok: false, refusal: "NoRevision", reason: "the changed roll writes more than the actor's fields and statuses" };
  const cost = slot.actionCost?.(choice) ?? offer.cost ?? null;
  const unpaid = cost ? costs.refusal(record.actorUuid, cost) : null;
  if (unpaid) return { ok: false, refusal: "Refused", reason: unpaid };
  if (cost) await costs.spend(record.actorUuid, cost);
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
  // The card names the change and keeps the face it replaced (the Roll shows the dice as rolled).
  const card: CardData = { ...outcome.card, details: [...outcome.card.details, raiseDetail({ choice, before: record.faces }, faces)] };
  await write({ update, statuses, card, record: next });
  return { ok: true, faces };
}

type MessageLike = { id: string | null; author?: unknown; flags: { fray?: { card?: { ruleset?: unknown }; actionRoll?: unknown } }; update(data: object): Promise<unknown> };
type ActorLike = { system: { stats?: unknown }; statuses: Set<string>; update(d: object): Promise<unknown>; toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown> };

/** Cards whose dice this client changed, so a record edited back cannot be changed twice this session. */
const RAISED = new Set<string>();

/** The GM-side handler; `asker` is the user the socket names, never one from the data. */
export async function handleActionCardRequest(data: unknown, asker: User.Implementation, costs: CombatCosts, requester: (u: User.Implementation) => Requester, isFighting: (uuid: string) => boolean): Promise<ActionCardAnswer> {
  const req = data as { messageId?: unknown; choice?: unknown } | null;
  if (!req || typeof req.messageId !== "string" || !ID.test(req.messageId) || typeof req.choice !== "string" || !CHOICE.test(req.choice)) return { ok: false, refusal: "Invalid", reason: "a raise on an action card names a message id and a choice" };
  const { messageId, choice } = req as { messageId: string; choice: string };
  const msg = game.messages.get(messageId) as unknown as MessageLike | undefined;
  const record = readActionCardRecord(msg?.flags.fray?.actionRoll);
  const doc = record ? (fromUuidSync(record.actorUuid) as unknown as ActorLike | null) : null;
  const actor = doc && typeof doc.toggleStatusEffect === "function" ? doc : null;
  const message: ActionCardMessage | null = msg && record ? { ruleset: String(msg.flags.fray?.card?.ruleset ?? ""), record, authorIsGM: authorOf(msg)?.isGM === true, raisedHere: RAISED.has(messageId) } : null;
  try {
    return await reviseActionCard(message, requester(asker), choice, costs, isFighting, actor ? { system: actor.system.stats, statuses: [...actor.statuses] } : null, Date.now(), async (w) => {
      RAISED.add(messageId);
      if (Object.keys(w.update).length) await actor!.update(w.update);
      for (const s of w.statuses) await actor!.toggleStatusEffect(s.id, { active: s.active });
      const content = await foundry.applications.handlebars.renderTemplate(ROLL_CARD_TEMPLATE, { card: w.card, odds: percent(w.card.odds), damage: null });
      await msg!.update({ content, flags: { fray: { card: w.card, actionRoll: w.record, raised: { choice, before: w.record.raised!.before } } } });
    });
  } catch (e) {
    return { ok: false, refusal: "Invalid", reason: e instanceof Error ? e.message : String(e) };
  }
}

export function registerActionCard(costs: () => CombatCosts, requester: (u: User.Implementation) => Requester, isFighting: (uuid: string) => boolean): void {
  // It rewrites the card and writes the actor: queued with their other writes on the GM's client (gm/queue.ts).
  registerGmHandler(ACTION_CARD_KIND, (data, user) => {
    const id = String((data as { messageId?: unknown } | null)?.messageId);
    const actorUuid = readActionCardRecord((game.messages.get(id) as unknown as MessageLike | undefined)?.flags.fray?.actionRoll)?.actorUuid;
    return serialised([`ChatMessage.${id}`, ...(actorUuid ? [`Actor.${actorUuid}`] : [])], () => handleActionCardRequest(data, user, costs(), requester, isFighting));
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
  return actionCardOffers(String(fray.card?.ruleset ?? ""), readActionCardRecord(fray.actionRoll), viewer, authorOf(message)?.isGM === true).map((o) => ({ id: o.id, label: game.i18n.localize(o.label) }));
}

export function drawActionCardButtons(message: CardMessage, html: HTMLElement, viewer: Requester): void {
  const offers = actionCardButtons(message, viewer);
  if (!offers.length) return;
  const group = document.createElement("div");
  group.className = "fray-exchange-offers fray-action-card-revisions";
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", game.i18n.localize("FRAY.ActionCard.Revisions"));
  const id = message.id ?? "";
  for (const o of offers) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "fray-button";
    button.dataset["frayAction"] = "reviseActionCard";
    button.dataset["choice"] = o.id;
    button.textContent = o.label;
    button.addEventListener("click", () => {
      button.disabled = true;
      void sendActionCard(id, o.id);
    });
    group.append(button);
  }
  (html.querySelector(".fray-card") ?? html).append(group);
}

/**
 * The Foundry glue of the exchange: the GM's client answers "exchange" requests on the system socket (gm/channel.ts,
 * which names the asking user as the server stamped it) by running the Foundry-free handler (chat/exchange/handler.ts)
 * over an ExchangeWorld made of the real documents; any client sends them with `sendExchange`. Thin on purpose:
 * every decision is in chat/exchange/.
 */
import { swapPlaces, zonesBetween } from "../canvas/board-places";
import { SYSTEM_ID } from "../config";
import { formulaFor } from "../dice/faces";
import { facesOf, rollCardContent } from "../dice/roll";
import { writeBack } from "../dice/write-back";
import { formatText } from "../dice/card-text";
import { FrayActor } from "../documents/actor";
import { currentRuleset, currentRulesOptions } from "../settings";
import { adapterFor, RULESET_LABELS, type RulesetId } from "../rulesets/registry";
import type { AppliedRecord, ExchangeCard, Requester } from "./exchange/card";
import { NO_COMBAT, type CombatCosts } from "./exchange/costs";
import { applyOutcome, defend, undoOutcome, type ExchangeAnswer, type ExchangeWorld } from "./exchange/handler";
import { resultView } from "./exchange/view";
import { parseExchangeCard } from "./exchange/schema";
import { authorOf, stateMessageOf, storedState, writeExchangeState } from "./exchange-state";
import { prepareRoll, resolveRequest, type RollRequest } from "../dice/requests";
import { rollAttack } from "./exchange/declare";
import { reviseOutcome } from "./exchange/revise";
import { reviseDefenceRoll, reviseRoll } from "./exchange/revise-roll";
import { ruleOnCard } from "./exchange/ruling";
import { raiseApplied } from "./exchange/raise-applied";
import { PLAIN_HIT } from "./requests";
import { parseExchangeRequest, type ExchangeRequestType } from "./exchange-requests";
import { askGM } from "../gm/channel";
import { serialised } from "../gm/queue";
import { escapeHtml } from "./notice";

/** The exchange's kind on the GM channel. */
export const EXCHANGE_KIND = "exchange";

export const EXCHANGE_RESULT_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/exchange-result.hbs`;

let combatCosts: CombatCosts = NO_COMBAT;

/** The combat tracker registers how a defence's Reaction or action die is spent (default: no combat, free). */
export function setCombatCosts(costs: CombatCosts): void {
  combatCosts = costs;
}

function actorAt(uuid: string): FrayActor | null {
  const doc = fromUuidSync(uuid);
  return doc instanceof FrayActor ? doc : null;
}

/** A user as the handler sees them: their id, GM or not, and what they own. */
export function requesterOf(user: User.Implementation): Requester {
  return {
    id: user.id ?? "",
    isGM: user.isGM,
    owns: (uuid) => actorAt(uuid)?.testUserPermission(user, "OWNER") ?? false,
  };
}

/** How many raises a ledger record names (raise-applied.ts). */
function raisesOf(rec: { raised?: unknown }): number {
  return Array.isArray(rec.raised) ? rec.raised.length : 0;
}

/**
 * What was applied to a card and undone, as the GM-authored result cards record it (flags.fray.result): the card's
 * own flags are writable by its author, a player, so an `applied` record there is never trusted (a forged one made
 * Undo write anything anywhere). A result card a player posted is ignored.
 */
export function ledgerOf(messageId: string): AppliedRecord[] {
  const byKey = new Map<string, AppliedRecord>();
  for (const m of game.messages.contents) {
    const r = m.flags.fray?.result;
    if (!r || r.source !== messageId || !Array.isArray(r.records) || !authorOf(m)?.isGM) continue;
    for (const rec of r.records) {
      if (typeof rec?.key !== "string") continue;
      const known = byKey.get(rec.key);
      if (r.kind === "result" && !known) byKey.set(rec.key, { ...structuredClone(rec), undone: null });
      // A raise of a face of its dice (raise-applied.ts) posts the record worked out again: it replaces the one it
      // raised while that one stands (one record per key; the Undo takes back the standing one).
      else if (r.kind === "result" && known && !known.undone && raisesOf(rec) > raisesOf(known)) byKey.set(rec.key, { ...structuredClone(rec), undone: null });
      const now = byKey.get(rec.key);
      if (r.kind === "undone" && now && !now.undone) now.undone = rec.undone ?? { by: "", at: 0 };
    }
  }
  return [...byKey.values()];
}

type CardMessage = { readonly id?: string | null; readonly flags: object } | undefined;

/**
 * The exchange stored on a chat message (flags.fray.exchange), checked field by field (exchange/schema.ts), with its
 * applications from the GM's ledger; `unreadable` (with the first bad field) when its flags fail the check; null
 * when the message carries no exchange.
 */
export function readExchange(message: CardMessage): { card: ExchangeCard } | { unreadable: string } | null {
  const own = (message?.flags as { fray?: { exchange?: unknown } } | undefined)?.fray?.exchange;
  if (own === undefined || own === null) return null;
  // The GM's companion when this client has it (the GMs' clients), else the card's own (the GM mirrors it there).
  const raw = (message?.id ? storedState(message.id) : undefined) ?? own;
  const parsed = parseExchangeCard(raw, (ruleset) => adapterFor(ruleset).hit);
  if (!parsed.ok) return { unreadable: parsed.reason };
  return { card: { ...parsed.card, applied: message?.id ? ledgerOf(message.id) : [] } };
}

/** The readable exchange of a message, or null (none, or unreadable). */
export function exchangeOf(message: CardMessage): ExchangeCard | null {
  const read = readExchange(message);
  return read && "card" in read ? read.card : null;
}

/** The world the handler reads and writes, on the GM's client. */
function foundryWorld(): ExchangeWorld {
  return {
    card: (id) => exchangeOf(game.messages.get(id)),
    actor: (uuid) => actorAt(uuid)?.asAttackTarget() ?? null,
    writeActor: async (uuid, update, statuses) => {
      const actor = actorAt(uuid);
      // Never record a write that did not happen: the request is refused (answered Invalid) instead.
      if (!actor) throw new RangeError(`the actor ${uuid} no longer exists`);
      if (Object.keys(update).length) await actor.update(update);
      for (const s of statuses) await actor.toggleStatusEffect(s.id, { active: s.active });
    },
    // The GM's companion holds the exchange (exchange-state.ts), and the card shows a copy for the players' clients;
    // the applications live in the GM-authored result cards (ledgerOf), never on the card its author can write.
    writeCard: async (id, card) => {
      await game.messages.get(id)?.update({ flags: { [SYSTEM_ID]: { exchange: { ...card, applied: [] } } } });
      await writeExchangeState(id, card);
    },
    postResult: async (id, kind, records) => {
      const names = (uuid: string) => actorAt(uuid)?.name ?? uuid;
      const view = resultView(kind, records, names, false, null);
      const content = await foundry.applications.handlebars.renderTemplate(EXCHANGE_RESULT_TEMPLATE, view);
      await ChatMessage.implementation.create({ content, flags: { fray: { result: { source: id, kind, records: [...records] } } } });
    },
    roll: async (groups) => {
      const roll = new Roll(formulaFor([...groups]));
      await roll.evaluate();
      return facesOf(roll);
    },
    createItems: async (uuid, items) => {
      const actor = actorAt(uuid);
      if (!actor) return [];
      // Names are lang keys (every visible string goes through the lang file), written in the GM's language.
      const data = items.map((i): Item.CreateData => ({ type: i.type, name: formatText(game.i18n, i.nameKey, i.nameData), system: i.system, ...(i.flags ? { flags: { [SYSTEM_ID]: i.flags } } : {}) }));
      const created = await actor.createEmbeddedDocuments("Item", data);
      return created.flatMap((d) => (d.id ? [d.id] : []));
    },
    deleteItems: async (uuid, ids) => {
      const actor = actorAt(uuid);
      const present = ids.filter((id) => actor?.items.has(id));
      if (actor && present.length) await actor.deleteEmbeddedDocuments("Item", present);
    },
    item: (uuid, id) => {
      const item = actorAt(uuid)?.items.get(id);
      return item ? { type: item.type, system: item.toObject().system } : null;
    },
    writeItem: async (uuid, id, update) => {
      const item = actorAt(uuid)?.items.get(id);
      // Never record a write that did not happen: the request is refused (answered Invalid) instead.
      if (!item) throw new RangeError(`the item ${id} is no longer on the actor ${uuid}`);
      await item.update(update);
    },
    moveItem: async (from, id, to, update) => {
      const item = actorAt(from)?.items.get(id);
      const receiver = actorAt(to);
      if (!item || !receiver) throw new RangeError(`the item ${id} or the actor ${to} no longer exists`);
      const source = item.toObject() as unknown as Record<string, unknown>;
      const { _id: _old, ...copy } = foundry.utils.deepClone(source);
      for (const [path, value] of Object.entries(update)) foundry.utils.setProperty(copy, path, value);
      const [made] = await receiver.createEmbeddedDocuments("Item", [copy as unknown as Item.CreateData]);
      if (!made?.id) throw new RangeError(`the copy of ${item.name} was not created on ${receiver.name}`);
      try {
        await item.delete();
      } catch (e) {
        // Never two of one weapon: the copy goes again before the refusal.
        await made.delete();
        throw e;
      }
      return { copy: made.id, source };
    },
    itemSource: (uuid, id) => {
      const item = actorAt(uuid)?.items.get(id);
      return item ? (item.toObject() as unknown as Record<string, unknown>) : null;
    },
    restoreItem: async (uuid, source) => {
      const actor = actorAt(uuid);
      if (!actor) throw new RangeError(`the actor ${uuid} no longer exists`);
      await actor.createEmbeddedDocuments("Item", [source as unknown as Item.CreateData], { keepId: true });
    },
    // A declared attack rolled on this (the GM's) client: its card shows the whole roll, and the roll's write-back
    // (a weapon broken on its damage dice) is written on the attacker, as the attacker's client does for a card
    // rolled whole (dice/roll.ts postCard), unless it was written when the card was posted.
    attackRolled: async (id, request, faces, attackerUuid) => {
      const prepared = prepareRoll(request as RollRequest);
      const data = prepared.resolve(faces);
      await game.messages.get(id)?.update({ content: await rollCardContent(data, true), flags: { [SYSTEM_ID]: { card: data } } });
      const attacker = actorAt(attackerUuid);
      if (attacker && !prepared.declareFirst?.writeBackWhenPosted) await writeBack(attacker, prepared.writeBack(faces, attacker.system.stats));
    },
    // The attack's dice changed after the roll (a 1 raising a die): the card shows its new faces.
    rollRevised: async (id, request, faces) => {
      const data = prepareRoll(request as RollRequest).resolve(faces);
      await game.messages.get(id)?.update({ content: await rollCardContent(data, true), flags: { [SYSTEM_ID]: { card: data } } });
    },
    now: () => Date.now(),
    options: currentRulesOptions(),
    costs: combatCosts,
    board: { zonesBetween, swapPlaces },
  };
}

/** The GM-side handler for the exchange's requests; `asker` is the user the socket names, never one from the data. */
export async function handleExchangeRequest(data: unknown, asker: User.Implementation): Promise<ExchangeAnswer | { ok: false; refusal: "Invalid"; reason: string }> {
  let req;
  try {
    req = parseExchangeRequest(data);
  } catch (e) {
    return { ok: false, refusal: "Invalid", reason: e instanceof Error ? e.message : String(e) };
  }
  const who = requesterOf(asker);
  // One request at a time per card and per actor it may write (gm/queue.ts): each reads what the previous one wrote.
  return serialised(exchangeLocks(req), async () => {
    // A card rolled under another ruleset is refused: its outcome belongs to rules the world no longer plays.
    const ruleset = exchangeOf(game.messages.get(req.messageId))?.ruleset;
    if (ruleset && ruleset !== currentRuleset()) {
      const label = (id: string) => game.i18n.localize(RULESET_LABELS[id as RulesetId] ?? id);
      return { ok: false, refusal: "Refused", reason: game.i18n.format("FRAY.Exchange.OtherRuleset", { card: `${label(ruleset)} (${ruleset})`, world: label(currentRuleset()) }) };
    }
    const world = foundryWorld();
    try {
      // No GM was connected when the card was made: its exchange is taken now, before anything reads it.
      await takeExchange(req.messageId);
      if (req.type === "applyOutcome") return await applyOutcome(world, req.messageId, req.targetUuid, who, req.choice);
      if (req.type === "undoOutcome") {
        const answer = await undoOutcome(world, req.messageId, req.targetUuid, who);
        if (answer.ok && "records" in answer && ruleset) await undoFollowUps(ruleset, answer.records);
        return answer;
      }
      if (req.type === "rollAttack") return await rollAttack(world, req.messageId, who);
      if (req.type === "reviseOutcome") return await reviseOutcome(world, req.messageId, req.targetUuid, who, req.choice, req.otherUuid);
      if (req.type === "reviseRoll") return await reviseRoll(world, req.messageId, who, req.choice);
      if (req.type === "reviseDefence") return await reviseDefenceRoll(world, req.messageId, req.targetUuid, who, req.choice);
      if (req.type === "ruleCard") return await ruleOnCard(world, req.messageId, who, req.choice);
      if (req.type === "raiseApplied") return await raiseApplied(world, req.messageId, req.targetUuid, req.revision ?? "", req.group ?? 0, who, req.choice);
      return await defend(world, req.messageId, req.targetUuid, req.choice, who, req.otherUuid ?? "");
    } catch (e) {
      // An engine refusal (a malformed stored card, an impossible defence): answered, never thrown at the requester.
      console.error("Fray | exchange request failed", e);
      return { ok: false, refusal: "Invalid", reason: e instanceof Error ? e.message : String(e) };
    }
  });
}

/**
 * What the result card's follow-ups did for the applications an Undo took back (a token pushed), taken back by the
 * ruleset's glue on this (the GM's) client. The undo itself stands whatever happens here: a failure is logged.
 */
async function undoFollowUps(ruleset: RulesetId, records: readonly AppliedRecord[]): Promise<void> {
  const undo = adapterFor(ruleset).resultActions?.undo;
  if (!undo) return;
  for (const r of records) {
    try {
      await undo(r);
    } catch (e) {
      console.error("Fray | a result card's follow-up could not be taken back", e);
    }
  }
}

/** The documents a request may write: its card, and every actor the card or the request names. */
export function exchangeLocks(req: { messageId: string; targetUuid: string; otherUuid?: string }): string[] {
  const card = exchangeOf(game.messages.get(req.messageId));
  const actors = card
    ? [card.attackerUuid, ...(card.targets ?? []).map((t) => t.uuid), ...(card.defences ?? []).flatMap((d) => [d.targetUuid, ...(d.extra ?? []).map((e) => e.targetUuid)])]
    : [];
  return [`ChatMessage.${req.messageId}`, req.targetUuid, ...(req.otherUuid ? [req.otherUuid] : []), ...actors.filter((u) => typeof u === "string")];
}

/** Send an exchange request to the active GM (handled here when this client is the GM) and report a refusal. */
export async function sendExchange(type: ExchangeRequestType, messageId: string, targetUuid: string, choice = "", otherUuid = "", raise?: { revision: string; group: number }): Promise<void> {
  const req = { type, messageId, targetUuid, choice, ...(otherUuid ? { otherUuid } : {}), ...(raise ? { revision: raise.revision, group: raise.group } : {}) };
  if (!game.users.activeGM) {
    ui.notifications?.error("FRAY.Chat.NoGM", { localize: true });
    return;
  }
  const answer = (await askGM(EXCHANGE_KIND, req)) as { ok: boolean; refusal?: string; reason?: string } | null;
  if (answer && !answer.ok) {
    const why = game.i18n.localize(`FRAY.Exchange.Refused.${answer.refusal ?? "Invalid"}`);
    // Never HTML: names and the engine's reasons are shown as text.
    ui.notifications?.warn(escapeHtml(answer.reason ? `${why} ${answer.reason}` : why));
  }
}

/**
 * createChatMessage hook, on the active GM's client: a new attack card's exchange is copied at once into the GM's
 * companion, so what its author writes on the card afterwards (other targets, more damage) changes nothing.
 */
export async function takeExchangeOnCreate(message: ChatMessage.Implementation): Promise<void> {
  if (!game.user.isActiveGM || !message.id) return;
  const id = message.id;
  await serialised([`ChatMessage.${id}`], () => takeExchange(id));
}

/**
 * GM side, once per card: copy its exchange into the GM's companion, with the damage and hit details worked out again
 * by the engine from the attack's own request and faces (what the attacker's client wrote there is not taken), its
 * order and phase from its ruleset, and no defence, rebinding or charge (only the GM's client writes those, into the
 * companion).
 * Throws (the request is refused) when the engine cannot resolve the card's attack. Every GM-side request on a card
 * takes it first (the exchange's, the area's), so none reads the author's numbers.
 */
export async function takeExchange(id: string): Promise<void> {
  if (stateMessageOf(id)) return;
  const read = readExchange(game.messages.get(id));
  if (!read || !("card" in read)) return;
  // Defences, their rebindings, the attack's charge, changes to its dice and a GM's rulings are the GM's client's to
  // write: a card brings none.
  const { charged: _charged, unbound: _unbound, declined: _declined, revised: _revised, rulings: _rulings, ...card } = { ...read.card, defences: [] };
  if (!card.attack) return writeExchangeState(id, card);
  const request = card.attack.request as RollRequest;
  // The ruleset decides the order, not the card's author: an attack whose defence is declared first is kept waiting
  // with only the dice it rolls before the declarations (a card posted whole, its later faces chosen, is cut back).
  const { declareFirst: split, dice } = prepareRoll(request);
  if (split) {
    const rolledNow = dice.slice(0, split.now).reduce((n, g) => n + g.count, 0);
    const nowFaces = card.attack.faces.slice(0, rolledNow);
    if (nowFaces.length === rolledNow && split.waits(nowFaces)) {
      return writeExchangeState(id, { ...card, attack: { request, faces: nowFaces }, damage: null, hit: PLAIN_HIT, order: "declare-first", phase: "declaring" });
    }
  }
  const fresh = resolveRequest(request, card.attack.faces);
  await writeExchangeState(id, { ...card, damage: fresh.damage ?? null, hit: fresh.hit ?? PLAIN_HIT, order: "roll-first", phase: "rolled" });
}

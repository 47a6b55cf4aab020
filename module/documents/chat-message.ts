/**
 * FrayChatMessage: a Fray roll card keeps the engine's outcome in flags.fray.card. An attack card also keeps its
 * exchange (flags.fray.exchange: its bound targets, defences, applications), drawn under the card for each viewer
 * with the buttons they may use; a result card (flags.fray.result) offers the GM its Undo. Every button sends a
 * request to the GM's client (chat/exchange-query.ts), which decides and writes.
 */
import { drawRollCardButtons } from "../chat/roll-card-revise";
import { drawActionCardButtons } from "../chat/action-card-raise";
import { SYSTEM_ID } from "../config";
import { exchangeOf, EXCHANGE_RESULT_TEMPLATE, readExchange, requesterOf, sendExchange } from "../chat/exchange-query";
import { authorOf, isStateMessage } from "../chat/exchange-state";
import { isDeclaring, type AppliedRecord, type ExchangeResultFlags } from "../chat/exchange/card";
import { exchangeView, resultView } from "../chat/exchange/view";
import { applicationTargetOf } from "../chat/exchange/revise";
import type { ExchangeRequestType } from "../chat/exchange-requests";
import { adapterFor } from "../rulesets/registry";
import type { DefenceOffer, SheetItem } from "../rulesets/adapter";
import { payableRecordRaises } from "../chat/exchange/raise-applied";
import { notifyRefusal, notifyRefusals } from "../chat/notify-refusal";
import { coverTexts, leavesTrackerCosts, undoCovers } from "../chat/undo-covers";
import { ROLL_CARD_TEMPLATE, rollAndPost } from "../dice/roll";
import type { CardData } from "../dice/card";
import { hidesNpcNumbers, withoutNpcNumbers } from "../chat/npc-numbers";
import { hideNpcNumbersSetting } from "../settings";
import { areaButtons, sendAreaCard } from "../chat/area-card";
import { parsePlacedArea } from "../canvas/placed-area";
import type { RollRequest } from "../dice/requests";
import { FrayActor } from "./actor";
import { composeDialog, composedChoice, composeOptions } from "../chat/exchange/compose-choice";
import { drawCardControls } from "../chat/card-controls";
import { askActionFields } from "../applications/dialogs/action-dialog";
import { TRACKER_COSTS } from "../combat/defence-costs";

export const EXCHANGE_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/exchange.hbs`;
export const AREA_BUTTONS_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/area-buttons.hbs`;

export class FrayChatMessage extends ChatMessage {
  /** The engine's outcome this card shows, if it is a Fray card. */
  get frayCard() {
    return this.flags.fray?.card ?? null;
  }
}

function actorAt(uuid: string): FrayActor | null {
  const doc = fromUuidSync(uuid);
  return doc instanceof FrayActor ? doc : null;
}

/** renderChatMessageHTML hook: wire Fray card buttons (v13 passes an HTMLElement). */
export function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  // The GM's companion of an attack card (chat/exchange-state.ts) is data, never shown.
  if (isStateMessage(message)) {
    html.style.display = "none";
    return;
  }
  if (!message.isContentVisible) return;
  const read = readExchange(message);
  // A player's view of a card against an NPC, with the world's "hide NPC numbers" on: drawn again without them.
  const shown = read && !("unreadable" in read) ? npcCardFor(message, read.card, game.user) : null;
  const ready = shown ? redrawCard(html, shown) : Promise.resolve();
  if (read && "unreadable" in read) drawUnreadable(html, read.unreadable);
  else if (read && message.id) {
    const id = message.id;
    void ready.then(() => drawExchange(id, read.card, html)).catch((e) => drawUnreadable(html, e instanceof Error ? e.message : String(e)));
  }
  // A result card counts only from a GM (the server vouches for its author); a player's copy draws nothing.
  const result = message.flags.fray?.result;
  if (result && authorOf(message)?.isGM) void drawResult(result, html);
  drawCardControls(message, html);
  // A plain roll card's change to its dice (a 1 raising a die): its roller's owner asks the GM's client.
  drawRollCardButtons(message, html, requesterOf(game.user));
  // A step's action card (rolled on the GM's client): its actor's owner raises a die the same way.
  drawActionCardButtons(message, html, requesterOf(game.user));
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-fray-action='applyDamage']")) {
    button.addEventListener("click", () => void applyDamageFromCard(message, Number(button.dataset["amount"])));
  }
}

/**
 * The roll card this viewer is shown when the world hides NPC numbers from players and one of the card's bound
 * targets is an actor no player owns (chat/npc-numbers.ts), or null when they see the card as posted.
 */
export function npcCardFor(message: ChatMessage.Implementation, exchange: { targets: readonly { uuid: string }[] }, viewer: { isGM: boolean }): CardData | null {
  const card = message.flags.fray?.card;
  if (!card) return null;
  const actors = exchange.targets.map((t) => actorAt(t.uuid));
  return hidesNpcNumbers(viewer, hideNpcNumbersSetting(), actors) ? withoutNpcNumbers(card as CardData) : null;
}

async function redrawCard(html: HTMLElement, card: CardData): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_CARD_TEMPLATE, { card, odds: null, damage: null });
  html.querySelector(".fray-card")?.replaceWith(...new DOMParser().parseFromString(content, "text/html").body.children);
}

/** An exchange whose flags fail their check is drawn as "unreadable card" (the reason in its tooltip), never thrown. */
function drawUnreadable(html: HTMLElement, reason: string): void {
  const holder = html.querySelector(".fray-card") ?? html;
  holder.querySelector(".fray-exchange")?.remove();
  const p = document.createElement("p");
  p.className = "fray-exchange fray-unreadable";
  p.textContent = game.i18n.localize("FRAY.Exchange.Unreadable");
  p.title = reason;
  holder.append(p);
}

/** The one targeted token's actor ("targeted"), or the one controlled token's actor else the user's character ("controlled"). */
function otherActorUuid(which: string): string {
  if (which === "targeted") {
    const targets = [...game.user.targets];
    return targets.length === 1 ? (targets[0]!.actor?.uuid ?? "") : "";
  }
  const controlled = canvas?.tokens?.controlled ?? [];
  if (controlled.length === 1) return controlled[0]!.actor?.uuid ?? "";
  return controlled.length === 0 ? (game.user.character?.uuid ?? "") : "";
}

function wire(root: Element, messageId: string): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-fray-action='followUp']")) {
    button.addEventListener("click", () => {
      button.disabled = true;
      void startFollowUp(messageId, button.dataset["targetUuid"] ?? "");
    });
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-fray-action]")) {
    const type = button.dataset["frayAction"] as ExchangeRequestType;
    if (type !== "applyOutcome" && type !== "undoOutcome" && type !== "defend" && type !== "rollAttack" && type !== "reviseRoll" && type !== "reviseDefence" && type !== "ruleCard") continue;
    button.addEventListener("click", () => {
      // A defence naming another character (hide behind: the one targeted; guard: the one controlled) sends it.
      const named = button.dataset["other"];
      const other = named ? otherActorUuid(named) : "";
      if (named && !other) {
        ui.notifications?.warn(named === "targeted" ? "FRAY.Exchange.PickTargeted" : "FRAY.Exchange.PickControlled", { localize: true });
        return;
      }
      button.disabled = true;
      void chosen(button).then((choice) => {
        if (choice === null) return void (button.disabled = false);
        return sendExchange(type, messageId, button.dataset["targetUuid"] ?? "", choice, other);
      });
    });
  }
}

/** The button's choice; a composed one is picked in a dialog first (null: cancelled or nothing picked). */
async function chosen(button: HTMLButtonElement): Promise<string | null> {
  const choice = button.dataset["choice"] ?? "";
  const max = Number(button.dataset["composeMax"] ?? 0);
  if (!Number.isInteger(max) || max <= 0) return choice;
  const options = composeOptions(button.dataset["composeOptions"] ?? "");
  const fields = await askActionFields(composeDialog("FRAY.Exchange.ComposeTitle", max, options));
  return fields ? composedChoice(choice, max, options, fields) : null;
}

async function drawExchange(messageId: string, exchange: NonNullable<ReturnType<typeof exchangeOf>>, html: HTMLElement): Promise<void> {
  // The card's ruleset adapter, looked up once for the whole drawing.
  const adapter = adapterFor(exchange.ruleset);
  const slot = adapter.defence;
  const offers = (uuid: string): DefenceOffer[] => {
    const target = actorAt(uuid)?.asAttackTarget();
    if (!slot || !target) return [];
    try {
      return slot.offers(exchange, target, { attacker: actorAt(exchange.attackerUuid)?.asAttackTarget() ?? null, attackerUuid: exchange.attackerUuid, targetUuid: uuid });
    } catch {
      return [];
    }
  };
  const choiceSlot = adapter.applyChoices;
  const choices = (uuid: string): DefenceOffer[] => {
    const target = actorAt(uuid)?.asAttackTarget();
    return choiceSlot && target ? choiceSlot.offers(exchange, target) : [];
  };
  const attacker = actorAt(exchange.attackerUuid)?.asAttackTarget();
  // Declared, not rolled: the roll's outcome for the attacker is not known yet.
  const selfOutcome = attacker && adapter.attackerOutcome && !isDeclaring(exchange) ? adapter.attackerOutcome(exchange, attacker) !== null : false;
  const followUp = (uuid: string): number => slot?.followUp?.dice(exchange, uuid, attacker ?? null) ?? 0;
  // A change to the dice is shown only to a side that can pay it now (tactica: a 1 among its dice in the running fight).
  const payable = (uuid: string) => (o: DefenceOffer) => !o.cost || !TRACKER_COSTS.refusal(uuid, o.cost);
  const revisions = () => (adapter.rollRevision?.offers(exchange) ?? []).filter(payable(exchange.attackerUuid));
  const rulings = () => adapter.rulings?.offers(exchange) ?? [];
  const raises = (uuid: string) => (adapter.rollRevision?.defenceOffers?.(exchange, uuid) ?? []).filter(payable(uuid));
  const view = exchangeView(exchange, messageId, requesterOf(game.user), offers, choices, selfOutcome, followUp, revisions, rulings, raises);
  const content = await foundry.applications.handlebars.renderTemplate(EXCHANGE_TEMPLATE, { ...view });
  const holder = html.querySelector(".fray-card") ?? html;
  holder.querySelector(".fray-exchange")?.remove();
  holder.insertAdjacentHTML("beforeend", content);
  wire(holder, messageId);
  await drawAreaButtons(messageId, exchange, holder);
}

/** Retarget and Scatter under an area attack's card, for the GM and the attacker's owner (chat/area-card.ts). */
async function drawAreaButtons(messageId: string, exchange: NonNullable<ReturnType<typeof exchangeOf>>, holder: Element): Promise<void> {
  const buttons = areaButtons(exchange, parsePlacedArea(game.messages.get(messageId)?.flags.fray?.area), requesterOf(game.user));
  holder.querySelector(".fray-area-buttons")?.remove();
  if (!buttons.retarget && !buttons.scatter) return;
  holder.insertAdjacentHTML("beforeend", await foundry.applications.handlebars.renderTemplate(AREA_BUTTONS_TEMPLATE, buttons));
  for (const button of holder.querySelectorAll<HTMLButtonElement>("[data-fray-area-action]")) {
    button.addEventListener("click", () => {
      button.disabled = true;
      void sendAreaCard(messageId, button.dataset["frayAreaAction"] === "scatter" ? "scatter" : "retarget").finally(() => (button.disabled = false));
    });
  }
}

/**
 * The defender's follow-up attack from the card (a riposte): rolled on the defender owner's client like any attack
 * from the sheet, bound to the card's attacker. The ruleset's defence slot builds the request.
 */
async function startFollowUp(messageId: string, targetUuid: string): Promise<void> {
  const exchange = exchangeOf(game.messages.get(messageId));
  const defender = actorAt(targetUuid);
  const attacker = exchange ? actorAt(exchange.attackerUuid) : null;
  const followUp = exchange ? adapterFor(exchange.ruleset).defence?.followUp : undefined;
  if (!exchange || !defender?.isOwner || !attacker || !followUp) return;
  const weapons = defender.items.filter((i) => i.type === "weapon").map((i) => ({ name: i.name, system: i.system.toObject(false) as SheetItem["system"] }));
  let req: RollRequest;
  try {
    req = followUp.request(exchange, targetUuid, defender.asAttackTarget(), weapons, attacker.asAttackTarget(), (k) => game.i18n.localize(k)) as RollRequest;
  } catch (e) {
    notifyRefusal("FRAY.Notice.AttackRefused", e);
    return;
  }
  await rollAndPost(defender, req, [{ uuid: attacker.uuid, name: attacker.name }]);
}

async function drawResult(result: ExchangeResultFlags, html: HTMLElement): Promise<void> {
  const source = game.messages.get(result.source);
  const current = exchangeOf(source);
  const slot = current ? adapterFor(current.ruleset).resultActions : undefined;
  const nameOf = (uuid: string) => actorAt(uuid)?.name ?? uuid;
  // A follow-up given to the attacker's side (tactica's injury shift) shows to the attacking actor's owner too.
  // Raises of a face of the dice an application rolled, offered to the owner of the creature whose dice they are.
  // Only those the creature can pay now (a 1 among its dice in the running fight), as the attack card's.
  const raises = current
    ? { offers: (r: AppliedRecord) => payableRecordRaises(adapterFor(current.ruleset).rollRevision?.recordOffers?.(current, r) ?? [], current, r, TRACKER_COSTS.refusal), owns: (uuid: string) => actorAt(uuid)?.isOwner === true }
    : undefined;
  const view = resultView(result.kind, result.records, nameOf, game.user.isGM, current, (r) => slot?.offers(r) ?? [], !!current && actorAt(current.attackerUuid)?.isOwner === true, raises);
  // The Undo says what it takes back, and what it leaves to the tracker's undo (undo-covers.ts).
  const covers = view.canUndo ? coverTexts(undoCovers(result.records, nameOf), (k) => game.i18n.localize(k), (k, d) => game.i18n.format(k, d)) : [];
  const content = await foundry.applications.handlebars.renderTemplate(EXCHANGE_RESULT_TEMPLATE, { ...view, undoCovers: covers, undoLeaves: view.canUndo && leavesTrackerCosts(current, result.records) });
  const old = html.querySelector(".fray-card-result");
  if (!old) return;
  old.insertAdjacentHTML("afterend", content);
  old.remove();
  const fresh = html.querySelector(".fray-card-result");
  if (fresh) wire(fresh, result.source);
  // A raise of a face of an application's own dice: asked of the GM's client, which checks who asks.
  for (const button of fresh?.querySelectorAll<HTMLButtonElement>("[data-fray-raise-applied]") ?? []) {
    button.addEventListener("click", () => {
      button.disabled = true;
      const raise = { revision: button.dataset["revision"] ?? "", group: Number(button.dataset["group"] ?? "0") };
      void sendExchange("raiseApplied", result.source, button.dataset["targetUuid"] ?? "", button.dataset["frayRaiseApplied"] ?? "", "", raise);
    });
  }
  // The GM's follow-ups (a critical injury roll): run by the ruleset's glue on this (the GM's) client, once a click;
  // one that revises the application (tactica: the injury read another way) goes to the exchange's handler.
  for (const button of fresh?.querySelectorAll<HTMLButtonElement>("[data-fray-result-action]") ?? []) {
    const record = result.records.find((r) => r.targetUuid === button.dataset["targetUuid"]);
    if (!slot || !record) continue;
    const id = button.dataset["frayResultAction"] ?? "";
    const revises = slot.offers(record).some((o) => o.id === id && o.revise);
    button.addEventListener("click", () => {
      button.disabled = true;
      // A revision names whose application it follows (two targets' counters may both hit the attacker back).
      void (revises ? sendExchange("reviseOutcome", result.source, record.targetUuid, id, applicationTargetOf(result.source, record.key) ?? "") : slot.run(id, record));
    });
  }
}

/**
 * A damage card's (or an unbound attack card's) "apply damage": applied on this client to the targeted (else the
 * controlled) tokens' actors this user owns, through Foundry's own update permission; never asked of the GM. Damage
 * to actors this user does not own goes through the attack exchange (a bound card), which the GM's client decides.
 */
export async function applyDamageFromCard(message: ChatMessage.Implementation, amount: number): Promise<void> {
  const tokens = game.user.targets.size ? [...game.user.targets] : (canvas?.tokens?.controlled ?? []);
  if (!tokens.length) {
    ui.notifications?.warn("FRAY.Chat.NoTargets", { localize: true });
    return;
  }
  // Each refusal is shown once however many tokens it stopped (a token and its copies, five goblins alike).
  const notOwned = new Set<string>();
  const refused: unknown[] = [];
  for (const token of tokens) {
    const actor = token.actor;
    if (!(actor instanceof FrayActor)) continue;
    if (!actor.isOwner) {
      notOwned.add(game.i18n.format("FRAY.Chat.NotOwner", { name: foundry.utils.escapeHTML(actor.name) }));
      continue;
    }
    try {
      await actor.takeDamage(amount, message.flags.fray?.card);
    } catch (e) {
      refused.push(e);
    }
  }
  for (const line of notOwned) ui.notifications?.warn(line);
  notifyRefusals("FRAY.Notice.RequestRefused", refused);
}

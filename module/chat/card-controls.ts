/**
 * A ruleset's controls on its own action cards (the adapter's `cardControls`), for the GM: drawn under the card for a
 * GM only and run on that GM's client, which writes the consequence (a move on the board) and keeps what it needs to
 * take it back on the message (`flags.fray.cardControl`). An attack card's exchange has its own buttons. The card and
 * its kept state are its author's to write, so a control checks what it writes against the author the server vouches
 * for (foundry-traps.md #3), never the card's speaker alone.
 * Sources: hookEvents.renderChatMessageHTML (foundry-v13-notes §5), ChatMessage#update by a GM.
 */
import type { CardData } from "../dice/card";
import { adapterFor } from "../rulesets/registry";
import type { CardControlSlot } from "../rulesets/adapter";
import { escapeHtml } from "./notice";
import { currentRuleset } from "../settings";
import type { MovementLike } from "../canvas/movement-path";

function cardOf(message: ChatMessage.Implementation): { card: CardData; slot: CardControlSlot } | null {
  const fray = message.flags.fray as { card?: CardData; exchange?: unknown } | undefined;
  if (!fray?.card || fray.exchange !== undefined) return null;
  try {
    const slot = adapterFor(fray.card.ruleset).cardControls;
    return slot ? { card: fray.card, slot } : null;
  } catch {
    return null;
  }
}

const stateOf = (message: ChatMessage.Implementation): unknown => (message.flags.fray as { cardControl?: unknown } | undefined)?.cardControl ?? null;

/** The controls this user is offered on the card (a GM only; none on any other card). */
export function cardControls(message: ChatMessage.Implementation, user: { isGM: boolean } = game.user): { id: string; label: string }[] {
  if (!user.isGM) return [];
  const found = cardOf(message);
  if (!found) return [];
  try {
    return found.slot.offers(found.card, stateOf(message));
  } catch {
    return [];
  }
}

/** Run a control (a GM's client): refused to a player, or when the card does not offer it now. */
export async function runCardControl(message: ChatMessage.Implementation, id: string): Promise<boolean> {
  if (!game.user.isGM) return void ui.notifications?.warn("FRAY.Chat.CardControl.GmOnly", { localize: true }), false;
  const found = cardOf(message);
  if (!found || !cardControls(message).some((c) => c.id === id)) return void ui.notifications?.warn("FRAY.Chat.CardControl.NotOffered", { localize: true }), false;
  try {
    const state = await found.slot.run(id, found.card, { state: stateOf(message), speakerActor: message.speaker?.actor ?? null, author: message.author ?? null, message: message.id ?? null });
    await message.update({ "flags.fray.cardControl": state ?? null } as never);
    return true;
  } catch (e) {
    ui.notifications?.warn(game.i18n.format("FRAY.Chat.CardControl.Refused", { reason: escapeHtml(e instanceof Error ? e.message : String(e)) }));
    return false;
  }
}

/** renderChatMessageHTML: the card's controls, for a GM. */
export function drawCardControls(message: ChatMessage.Implementation, html: HTMLElement): void {
  const controls = cardControls(message);
  if (controls.length === 0) return;
  const holder = html.querySelector(".fray-card") ?? html;
  const row = document.createElement("div");
  row.className = "fray-card-controls";
  for (const c of controls) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "fray-button";
    button.dataset["frayCardControl"] = c.id;
    button.textContent = game.i18n.localize(c.label);
    button.addEventListener("click", () => {
      button.disabled = true;
      void runCardControl(message, c.id).finally(() => (button.disabled = false));
    });
    row.append(button);
  }
  holder.append(row);
}

/**
 * Every GM's client hands each token move it is sent (hookEvents.moveToken, on all clients after the update, with the
 * moving user as the server names it) and each card posted (hookEvents.createChatMessage, its author the server's)
 * to the card controls of the card's ruleset, which keep what a later control checks a card against: a control then
 * works its consequence out from a move this client saw, on the card that followed it, not from the card's flags.
 */
export function registerCardControlWitness(): void {
  // The hook's name as the v13/v14 API has it; the typings here do not list it (as canvas/move-together.ts).
  const on = Hooks.on.bind(Hooks) as (hook: string, fn: (token: TokenDocument.Implementation, movement: MovementLike, operation: unknown, user: User.Implementation | null) => void) => number;
  on("moveToken", (token, movement, _operation, user) => {
    if (!game.user.isGM) return;
    let slot: CardControlSlot | undefined;
    try {
      slot = adapterFor(currentRuleset()).cardControls;
    } catch {
      return;
    }
    slot?.witnessMove?.(token, movement, user ?? null);
  });
  Hooks.on("createChatMessage", (message) => {
    if (!game.user.isGM || !message.id) return;
    const found = cardOf(message);
    found?.slot.witnessCard?.(found.card, { message: message.id, speakerActor: message.speaker?.actor ?? null, author: message.author ?? null });
  });
}

/**
 * FrayChatMessage: a Fray roll card keeps the engine's outcome in flags.fray.card; its "apply damage" button
 * sends a validated request to the GM for each targeted token (or the controlled ones).
 */
import { PLAIN_HIT } from "../chat/requests";
import { FrayActor } from "./actor";

export class FrayChatMessage extends ChatMessage {
  /** The engine's outcome this card shows, if it is a Fray card. */
  get frayCard() {
    return this.flags.fray?.card ?? null;
  }
}

/** renderChatMessageHTML hook: wire Fray card buttons (v13 passes an HTMLElement). */
export function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!message.isContentVisible) return;
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-fray-action='applyDamage']")) {
    button.addEventListener("click", () => void applyDamageFromCard(message, Number(button.dataset["amount"])));
  }
}

async function applyDamageFromCard(message: ChatMessage.Implementation, amount: number): Promise<void> {
  const tokens = game.user.targets.size ? [...game.user.targets] : (canvas?.tokens?.controlled ?? []);
  if (!tokens.length) {
    ui.notifications?.warn("FRAY.Chat.NoTargets", { localize: true });
    return;
  }
  for (const token of tokens) {
    const actor = token.actor;
    if (actor instanceof FrayActor) await actor.requestDamage(amount, message.id ?? "", message.flags.fray?.card?.hit ?? PLAIN_HIT);
  }
}

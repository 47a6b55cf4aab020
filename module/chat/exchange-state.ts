/**
 * Where the GM's client keeps an attack card's exchange: a GM-authored companion message (flags.fray.state:
 * `{source, exchange}`), whispered to the GMs and never drawn. The card itself is authored by the attacking player,
 * who can rewrite its flags at any time; the companion only a GM can write (the server vouches for a message's
 * author, and only its author or a GM may update it). The active GM's client takes the companion when the card is
 * created (createChatMessage), or at the first request on the card if no GM was connected then; from that moment
 * the card's bound targets, damage and defences are the companion's, and every later GM write goes there.
 */
import { SYSTEM_ID } from "../config";
import type { ExchangeCard } from "./exchange/card";
import type { AreaResolution } from "../canvas/placed-area";

export interface ExchangeState {
  source: string;
  exchange: ExchangeCard;
  /** The card's placed area has landed (canvas/area-miss.ts): kept here too, as the card's own mark is its author's. */
  areaLanding?: AreaResolution;
}

type StateMessage = { readonly id: string | null; readonly author?: unknown; readonly flags: { fray?: { state?: unknown } } };

/** The author of a message as a User (v13: a User document; an id in older data). */
export function authorOf(message: { readonly author?: unknown }): { isGM: boolean } | null {
  const a = message.author;
  if (typeof a === "string") return game.users.get(a) ?? null;
  return a && typeof a === "object" && "isGM" in a ? (a as { isGM: boolean }) : null;
}

/** The GM-authored companion of a card, or undefined. */
export function stateMessageOf(cardId: string): ChatMessage.Stored | undefined {
  return game.messages.contents.find((m) => {
    const s = (m as unknown as StateMessage).flags.fray?.state as Partial<ExchangeState> | undefined;
    return s?.source === cardId && authorOf(m)?.isGM === true;
  });
}

/** The exchange as the GM's client keeps it (unchecked: the caller reads it through the schema), or undefined. */
export function storedState(cardId: string): unknown {
  return (stateMessageOf(cardId)?.flags.fray as { state?: ExchangeState } | undefined)?.state?.exchange;
}

/** The landing of the card's area as the GM's client recorded it, or undefined. */
export function storedAreaLanding(cardId: string): AreaResolution | undefined {
  return (stateMessageOf(cardId)?.flags.fray as { state?: ExchangeState } | undefined)?.state?.areaLanding;
}

/** GM side: record on the card's companion (taken before) that its area has landed. */
export async function writeAreaLanding(cardId: string, landing: AreaResolution): Promise<void> {
  const message = stateMessageOf(cardId);
  const state = (message?.flags.fray as { state?: ExchangeState } | undefined)?.state;
  if (message && state) await message.update({ flags: { [SYSTEM_ID]: { state: { ...state, areaLanding: landing } } } });
}

/** Whether a message is a companion (drawn as nothing). */
export function isStateMessage(message: { readonly flags: object }): boolean {
  return (message.flags as { fray?: { state?: unknown } }).fray?.state !== undefined;
}

/**
 * GM side: write the exchange to the card's companion (made now if there is none) without its `applied` (that is
 * the ledger of result cards), and bump the card's revision so every client draws it again.
 */
export async function writeExchangeState(cardId: string, exchange: ExchangeCard): Promise<void> {
  const data = { ...exchange, applied: [] };
  const state = stateMessageOf(cardId);
  if (state) await state.update({ flags: { [SYSTEM_ID]: { state: { source: cardId, exchange: data } } } });
  else {
    const whisper = game.users.contents.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []));
    await ChatMessage.implementation.create({ content: "", whisper, flags: { [SYSTEM_ID]: { state: { source: cardId, exchange: data } } } });
  }
  await game.messages.get(cardId)?.update({ flags: { [SYSTEM_ID]: { revision: Date.now() } } });
}

/**
 * The world setting "Hide NPC numbers from players" (issue 27 item 6; dnd5e's attack-roll and challenge visibility
 * settings are the peer): on a card bound to an actor no player owns, a player's client is not shown that actor's
 * Toughness or defence, the Target number the attack needed, nor the odds. The GM always sees them. Decided per
 * viewing user when the card is drawn (renderChatMessageHTML), from the card's data; the stored card is unchanged,
 * so this is table etiquette, not secrecy (a player's console can still read the message's flags).
 */
import type { CardData } from "../dice/card";

/** Detail rows that show the target's numbers or the odds (lang keys; `…Chance.` is a prefix for every outcome's). */
const SECRET_DETAILS = new Set([
  "FRAY.Attack.Toughness",
  "FRAY.Attack.CoverToughness",
  "FRAY.Attack.TargetDefence",
  "FRAY.Attack.OddsAgainst",
  "FRAY.Attack.MissedSaveOdds",
  "FRAY.Attack.ExpectedDamage",
]);
const SECRET_PREFIX = "FRAY.Attack.Chance.";

export function isSecretDetail(label: string): boolean {
  return SECRET_DETAILS.has(label) || label.startsWith(SECRET_PREFIX);
}

/** Whether this viewer is kept from the numbers: the setting is on, they are no GM, and a card's actor is an NPC's. */
export function hidesNpcNumbers(viewer: { isGM: boolean }, settingOn: boolean, actors: readonly ({ hasPlayerOwner: boolean } | null)[]): boolean {
  return settingOn && !viewer.isGM && actors.some((a) => a !== null && !a.hasPlayerOwner);
}

/** The card as such a viewer sees it: no odds, no Target, no secret detail row. */
export function withoutNpcNumbers(card: CardData): CardData {
  return { ...card, odds: null, target: null, details: card.details.filter((d) => !isSecretDetail(d.label)) };
}

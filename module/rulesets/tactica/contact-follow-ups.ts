/**
 * The special results that move who is in contact, done from the result card by the GM (Foundry-free part): "Move
 * out of Contact" (the attacker steps out of the melee to stand alone, the success paying what a Withdraw would),
 * "Draw into Contact vs Reach" (the target is pulled into the attacker's melee, where its Reach weapon no longer
 * serves) and a won "Knockback" (the target is thrown out of the melee). The hit's record names the moves it won
 * (summary data `spMoves`, the attacker's actor in `spAttacker`); the result card offers each once, and
 * contact-follow-ups-glue.ts writes the tokens' contact flags on the GM's client (as the token HUD's *Stand alone* and
 * *Engage* do). Not part of the card's Undo: the HUD sets contact back.
 */
import type { AppliedRecord } from "../../chat/exchange/card";
import type { ResultAction } from "../adapter";

export const CONTACT_MOVES = ["move-out-of-contact", "draw-into-contact", "knockback"] as const;
export type ContactMove = (typeof CONTACT_MOVES)[number];
export const CONTACT_PREFIX = "contact-";

/** The summary data naming the contact moves a hit won (merged into the special result's summary). */
export function contactData(moves: readonly ContactMove[], attackerUuid: string | undefined): Record<string, string> {
  return moves.length && attackerUuid ? { spMoves: [...new Set(moves)].join(","), spAttacker: attackerUuid } : {};
}

/** The moves a record's hit won. */
export function contactMovesOf(record: AppliedRecord): ContactMove[] {
  const raw = record.summary.data["spMoves"];
  if (typeof raw !== "string" || typeof record.summary.data["spAttacker"] !== "string") return [];
  return raw.split(",").filter((m): m is ContactMove => (CONTACT_MOVES as readonly string[]).includes(m));
}

export function contactOffers(record: AppliedRecord): ResultAction[] {
  return contactMovesOf(record).map((m) => ({ id: `${CONTACT_PREFIX}${m}`, label: `FRAY.Tactica.FollowUp.Contact.${m}` }));
}

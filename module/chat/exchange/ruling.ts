/**
 * A GM's ruling on the attack card (the ruleset's rulings slot: factions' Approve / Refuse of a proposed stunt), on
 * the GM's client: decided (decide.ts decideRuling: a GM only, named by the server), the pick checked against the
 * slot's offers (which say what may be ruled, and how often), then kept on the card (`rulings`) for the ruleset's
 * slots to read back. A refused request writes nothing.
 */
import { adapterFor } from "../../rulesets/registry";
import type { ExchangeCard, Requester, RulingRecord } from "./card";
import { decideRuling } from "./decide";
import type { ExchangeAnswer, ExchangeWorld } from "./world";

/** Cards being ruled on on this client (a second request before the first is written is refused). */
const RULING = new Set<string>();

export async function ruleOnCard(world: ExchangeWorld, messageId: string, requester: Requester, choice: string): Promise<ExchangeAnswer> {
  const card = world.card(messageId);
  const decision = decideRuling(card, requester);
  if (!decision.ok) return decision;
  const offer = adapterFor(card!.ruleset).rulings?.offers(card!).find((o) => o.id === choice);
  if (!offer) return { ok: false, refusal: "NoRuling" };
  if (offer.refused) return { ok: false, refusal: "Refused", reason: offer.refused };
  if (RULING.has(messageId)) return { ok: false, refusal: "InFlight" };
  RULING.add(messageId);
  try {
    const ruling: RulingRecord = { choice, by: requester.id, at: world.now() };
    const c: ExchangeCard = { ...structuredClone(card!), rulings: [...(card!.rulings ?? []), ruling] };
    await world.writeCard(messageId, c);
    return { ok: true, ruling };
  } finally {
    RULING.delete(messageId);
  }
}

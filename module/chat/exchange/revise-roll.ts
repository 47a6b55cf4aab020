/**
 * The attacker's side changes the attack's rolled dice after the roll, before anything is applied (the ruleset's
 * rollRevision slot: tactica's 1 raising a rolled die). On the GM's client: decided (decide.ts decideRevision), the
 * pick checked against the slot's offers, its cost checked and spent in the tracker, then the card written with the
 * new faces, its damage and hit worked out again by the engine and each settled defence settled again, the pick kept
 * in `revised` with the faces it replaced. A refused request writes nothing.
 */
import { PLAIN_HIT } from "../requests";
import { prepareRoll, type RollRequest } from "../../dice/requests";
import { adapterFor } from "../../rulesets/registry";
import type { ExchangeCard, Requester } from "./card";
import { NO_COMBAT } from "./costs";
import { decideRevision } from "./decide";
import type { ExchangeAnswer, ExchangeWorld } from "./world";

/** Cards being revised on this client (a second request before the first is written is refused). */
const REVISING = new Set<string>();

export async function reviseRoll(world: ExchangeWorld, messageId: string, requester: Requester, choice: string): Promise<ExchangeAnswer> {
  const card = world.card(messageId);
  const decision = decideRevision(card, requester);
  if (!decision.ok) return decision;
  const slot = adapterFor(card!.ruleset).rollRevision;
  const offer = slot?.offers(card!).find((o) => o.id === choice);
  if (!slot || !offer) return { ok: false, refusal: "NoRevision" };
  if (offer.refused) return { ok: false, refusal: "Refused", reason: offer.refused };
  if (REVISING.has(messageId)) return { ok: false, refusal: "InFlight" };
  REVISING.add(messageId);
  try {
    // Worked out before anything is spent, so an engine refusal costs nothing.
    const revised = slot.revise(card!, choice, world.options);
    const request = card!.attack!.request as RollRequest;
    const data = prepareRoll(request).resolve(revised.faces);
    const costs = world.costs ?? NO_COMBAT;
    const cost = slot.cost(card!, choice);
    const unpaid = cost ? costs.refusal(card!.attackerUuid, cost) : null;
    if (unpaid) return { ok: false, refusal: "Refused", reason: unpaid };
    if (cost) await costs.spend(card!.attackerUuid, cost);
    const c: ExchangeCard = {
      ...structuredClone(card!),
      attack: { request: structuredClone(request), faces: [...revised.faces] },
      damage: data.damage ?? null,
      hit: data.hit ?? PLAIN_HIT,
      defences: structuredClone(revised.defences),
      revised: [...(card!.revised ?? []), { choice, by: requester.id, at: world.now(), before: [...card!.attack!.faces] }],
    };
    await world.writeCard(messageId, c);
    await world.rollRevised?.(messageId, request, revised.faces);
    return { ok: true, faces: [...revised.faces] };
  } finally {
    REVISING.delete(messageId);
  }
}

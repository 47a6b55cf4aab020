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
import type { DefenceRecord, ExchangeCard, Requester } from "./card";
import { writeDefenceWrites } from "./defence-writes";
import { NO_COMBAT } from "./costs";
import { decideDefenceRevision, decideRevision } from "./decide";
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
    // A step the tracker refuses when it runs (its dry run passed) spent nothing: nothing is raised.
    if (cost && (await costs.spend(card!.attackerUuid, cost)) === false) return { ok: false, refusal: "Refused", reason: "the combat tracker refused to spend the 1 (its warning says why): nothing was raised" };
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

/**
 * The defender's side: the same change on a resolved defence's own dice (the slot's defenceOffers / reviseDefence).
 * On the GM's client: decided (decideDefenceRevision: the defender's owner or a GM, its defence rolled dice of its
 * own, nothing applied to it, not revised yet), the pick checked against the slot's offers, its cost checked and
 * spent in the tracker on the DEFENDER, what the defence writes at once written again (a pool the new faces raise),
 * then its record replaced on the card, the pick kept in its `revised` with the faces it replaced.
 */
export async function reviseDefenceRoll(world: ExchangeWorld, messageId: string, targetUuid: string, requester: Requester, choice: string): Promise<ExchangeAnswer> {
  const card = world.card(messageId);
  const decision = decideDefenceRevision(card, messageId, requester, targetUuid);
  if (!decision.ok) return decision;
  const slot = adapterFor(card!.ruleset).rollRevision;
  const offer = slot?.defenceOffers?.(card!, targetUuid).find((o) => o.id === choice);
  if (!slot?.reviseDefence || !offer) return { ok: false, refusal: "NoRevision" };
  if (offer.refused) return { ok: false, refusal: "Refused", reason: offer.refused };
  const target = world.actor(targetUuid);
  if (!target) return { ok: false, refusal: "NoTarget" };
  const key = `${messageId}|${targetUuid}`;
  if (REVISING.has(key)) return { ok: false, refusal: "InFlight" };
  REVISING.add(key);
  try {
    // Worked out before anything is spent, so an engine refusal costs nothing.
    const revised = slot.reviseDefence(card!, targetUuid, choice, world.options, target);
    const costs = world.costs ?? NO_COMBAT;
    const cost = offer.cost ?? null;
    const unpaid = cost ? costs.refusal(targetUuid, cost) : null;
    if (unpaid) return { ok: false, refusal: "Refused", reason: unpaid };
    if (cost && (await costs.spend(targetUuid, cost)) === false) return { ok: false, refusal: "Refused", reason: "the combat tracker refused to spend the 1 (its warning says why): nothing was raised" };
    const writes: NonNullable<DefenceRecord["writes"]> = [...(revised.defence.writes ?? []), ...(await writeDefenceWrites(world, revised.writes))];
    const before = decision.defence;
    const record: DefenceRecord = {
      ...structuredClone(revised.defence),
      ...(writes.length ? { writes } : {}),
      revised: [...(before.revised ?? []), { choice, by: requester.id, at: world.now(), before: [...before.faces] }],
    };
    const c: ExchangeCard = { ...structuredClone(card!), defences: card!.defences.map((d) => (d.targetUuid === targetUuid ? record : structuredClone(d))) };
    await world.writeCard(messageId, c);
    return { ok: true, defence: record };
  } finally {
    REVISING.delete(key);
  }
}

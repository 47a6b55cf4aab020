/**
 * The exchange when the defence is declared first (the ruleset's adapter.declareFirst; rulesets/contract/declare.ts):
 * the card is posted "declaring", each bound target declares its defence (or none) and its own dice are rolled and
 * its cost paid then (handler.ts defend); once every target has declared, the attacker's owner or a GM rolls the
 * attack's waiting dice here, on the GM's client, and each declared defence is resolved against that roll. Also the
 * record a resolved defence leaves on the card, shared with the defend step of a card rolled first.
 */
import { PLAIN_HIT } from "../requests";
import { prepareRoll, type RollRequest } from "../../dice/requests";
import { adapterFor } from "../../rulesets/registry";
import type { DefenceContext, DefenceResolution } from "../../rulesets/adapter";
import { NO_DEFENCE, type DeclinedRecord, type DefenceRecord, type ExchangeCard, type Requester } from "./card";
import { writeDefenceWrites } from "./defence-writes";
import { decideRoll } from "./decide";
import type { ExchangeAnswer, ExchangeWorld } from "./world";

/** Cards whose attack is being rolled on this client (a second request before the first is written is refused). */
const ROLLING = new Set<string>();

/** Write what a resolved defence writes at once (a standing pool's die used up) and build its record for the card. */
export async function resolvedRecord(world: ExchangeWorld, card: ExchangeCard, declared: Omit<DefenceRecord, "damage" | "summary">, r: DefenceResolution, otherUuid = ""): Promise<DefenceRecord> {
  const writes = await writeDefenceWrites(world, r.writes);
  const { pending: _pending, ...rest } = declared;
  return {
    ...rest,
    damage: r.damage,
    summary: r.summary,
    ...(r.extra?.length ? { extra: r.extra } : {}),
    ...(writes.length ? { writes } : {}),
    ...(r.retarget ? { retarget: { to: r.retarget.uuid, name: r.retarget.name, other: otherUuid, fromName: card.targets.find((t) => t.uuid === declared.targetUuid)?.name ?? "" } } : {}),
  };
}

/** A declaration before the roll: what the defender chose and its own dice, resolved when the attack is rolled. */
export function pendingRecord(targetUuid: string, choice: string, by: string, at: number, faces: readonly number[]): DefenceRecord {
  return { targetUuid, choice, by, at, damage: 0, summary: { key: choice === NO_DEFENCE ? "FRAY.Exchange.NoDefenceDeclared" : "FRAY.Exchange.Declared", data: {} }, faces: [...faces], pending: true };
}

/**
 * Roll a declared attack's waiting dice on the GM's client, then resolve every declared defence against the whole
 * roll: the card's damage and hit become the roll's, each declaration its defence's result ("no defence" is kept in
 * `declined`), and the card is "rolled". Refused before every target declared, and a second time.
 */
export async function rollAttack(world: ExchangeWorld, messageId: string, requester: Requester): Promise<ExchangeAnswer> {
  const card = world.card(messageId);
  const decision = decideRoll(card, requester);
  if (!decision.ok) return decision;
  if (ROLLING.has(messageId)) return { ok: false, refusal: "InFlight" };
  if (!card!.attack) return { ok: false, refusal: "NoDefence" };
  ROLLING.add(messageId);
  try {
    const request = card!.attack.request as RollRequest;
    const prepared = prepareRoll(request);
    const split = prepared.declareFirst;
    if (!split) throw new RangeError("this card's attack does not wait for a declaration");
    const rolledNow = prepared.dice.slice(0, split.now).reduce((n, g) => n + g.count, 0);
    if (card!.attack.faces.length !== rolledNow) throw new RangeError(`the card holds ${card!.attack.faces.length} rolled dice, its attack rolls ${rolledNow} before the declaration`);
    const faces = [...card!.attack.faces, ...(await world.roll(prepared.dice.slice(split.now)))];
    const data = prepared.resolve(faces);
    const c: ExchangeCard = { ...structuredClone(card!), attack: { request: structuredClone(request), faces }, damage: data.damage ?? null, hit: data.hit ?? PLAIN_HIT, phase: "rolled" };
    const slot = adapterFor(c.ruleset).defence;
    // Every declaration is resolved before anything is written, so an engine refusal half-way writes nothing.
    const planned: { declared: DefenceRecord; r: DefenceResolution }[] = [];
    const declined: DeclinedRecord[] = [];
    for (const d of c.defences) {
      if (!d.pending) continue;
      const target = world.actor(d.targetUuid);
      if (d.choice === NO_DEFENCE || !slot || !target) {
        declined.push({ targetUuid: d.targetUuid, by: d.by, at: d.at });
        continue;
      }
      const ctx: DefenceContext = { attacker: world.actor(c.attackerUuid), attackerUuid: c.attackerUuid, targetUuid: d.targetUuid, options: world.options, other: null };
      planned.push({ declared: d, r: slot.resolve(c, target, d.choice, d.faces, ctx) });
    }
    const records: DefenceRecord[] = [];
    for (const p of planned) records.push(await resolvedRecord(world, c, p.declared, p.r));
    const settled = new Map(records.map((r) => [r.targetUuid, r]));
    c.defences = c.defences.flatMap((d) => (!d.pending ? [d] : settled.has(d.targetUuid) ? [settled.get(d.targetUuid)!] : []));
    if (declined.length) c.declined = [...(c.declined ?? []), ...declined];
    await world.writeCard(messageId, c);
    await world.attackRolled?.(messageId, request, faces, c.attackerUuid);
    return { ok: true, faces };
  } finally {
    ROLLING.delete(messageId);
  }
}

/**
 * Bind a freshly rolled (or declared) attack card to its targets: the UUIDs targeted at roll time, the attacker, the damage
 * and hit details, and the attack's request and faces (so a defence can resolve the same attack again). Every
 * later step acts on these targets only.
 */
import type { CardData } from "../../dice/card";
import { PLAIN_HIT } from "../requests";
import { newExchange, type BoundTarget, type ExchangeCard } from "./card";

/** The exchange for an attack card, or null for a card that is not an attack on someone. */
export function bindExchange(card: CardData, request: unknown, faces: readonly number[], attackerUuid: string, targets: readonly BoundTarget[], attackerName?: string, declaring = false): ExchangeCard | null {
  if (card.kind !== "FRAY.Attack.Kind" || targets.length === 0) return null;
  return newExchange({
    ruleset: card.ruleset,
    attackerUuid,
    ...(attackerName !== undefined ? { attackerName } : {}),
    targets: [...targets],
    damage: card.damage ?? null,
    hit: card.hit ?? PLAIN_HIT,
    attack: { request: structuredClone(request), faces: [...faces] },
    ...(declaring ? { declaring: true } : {}),
  });
}

/**
 * The exchange for an attack card posted before its waiting dice are rolled ("declare-first"): its targets declare
 * their defences first. Its card (dice/declared-card.ts) carries no damage nor hit until the GM's client rolls the
 * rest (declare.ts rollAttack).
 */
export function bindDeclaring(card: CardData, request: unknown, nowFaces: readonly number[], attackerUuid: string, targets: readonly BoundTarget[], attackerName?: string): ExchangeCard | null {
  return bindExchange({ ...card, damage: null, hit: null }, request, nowFaces, attackerUuid, targets, attackerName, true);
}

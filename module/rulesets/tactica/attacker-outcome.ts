/**
 * What a tactica attack does to the attacker itself: a fumble leaves the Fumbled mark on it (the next attacker of
 * this creature gains +1 SL, which the attack request reads from its Fumbled status; the field mirrors it).
 */
import { queuedDice } from "../../engine/dice/source";
import { resolveAttack } from "../../engine/rulesets/tactica/attack";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget, DamageApplication } from "../adapter";
import type { TacticaAttackRequest } from "./attack";
import { settleCard } from "./exchange-settle";
import { FUMBLED } from "./own-action";

export function tacticaAttackerOutcome(card: ExchangeCard, attacker: AttackTarget): DamageApplication | null {
  const req = card.attack?.request as TacticaAttackRequest | undefined;
  if (req?.kind !== "tactica.attack" || attacker.statuses.includes(FUMBLED)) return null;
  // Settled with the target's defence when it made one (a Dodge rolls fewer of the card's dice).
  const first = card.targets[0]?.uuid;
  const o = first !== undefined ? settleCard(card, first, {}) : resolveAttack(queuedDice(card.attack!.faces), req.input);
  if (!o.attacker.fumbled) return null;
  return { update: { "system.tactica.fumbled": true }, summary: { key: "FRAY.Exchange.FumbledMark", data: {} }, statuses: [FUMBLED] };
}

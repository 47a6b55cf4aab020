/**
 * What a frozen-lands attack does to the attacker itself: each succeeding Stress die gives 1 WP, written back to
 * the attacker's sheet. (Critical failures are shown on the card; their conditions are the GM's call for now.)
 */
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget, DamageApplication } from "../adapter";
import { resolveFrozenLandsAttack, type FrozenLandsAttackRequest } from "./attack";

export function frozenLandsAttackerOutcome(card: ExchangeCard, attacker: AttackTarget): DamageApplication | null {
  const req = card.attack?.request as FrozenLandsAttackRequest | undefined;
  if (req?.kind !== "frozen-lands.attack") return null;
  const rolled = resolveFrozenLandsAttack(req, card.attack!.faces);
  const won = Number(rolled.details.find((d) => d.label === "FRAY.FrozenLands.WP")?.value ?? 0);
  if (!(won > 0)) return null;
  const wp = attacker.system.frozenLands.wp;
  return { update: { "system.frozenLands.wp": wp + won }, summary: { key: "FRAY.Exchange.WillpowerWon", data: { won, wp: wp + won } }, statuses: [] };
}

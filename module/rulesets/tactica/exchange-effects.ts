/**
 * What applying a tactica attack card to its target writes besides the damage: the exposure dice the attack picked
 * up from the target are used up ("consume"), and the exposures the attack left on the attacker (its own 1s, a
 * Dodge's or Block's surplus, a Parry's converted misses) go on the attacker, so its next attacker adds them.
 */
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";
import { tacticaOptions } from "../../engine/rulesets/tactica/options";
import type { ActorSystem } from "../../data/actor/schema";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { DamageApplication } from "../adapter";
import { settleCard, tacticaAttackOf } from "./exchange-settle";

export function exchangeEffects(target: ActorSystem, exchange: { card: ExchangeCard; targetUuid: string }, options: Partial<TacticaOptions>, spend = 0): { update: Record<string, number>; others: NonNullable<DamageApplication["others"]> } | null {
  const { card, targetUuid } = exchange;
  const a = tacticaAttackOf(card);
  if (!a || !card.targets.some((t) => t.uuid === targetUuid)) return null;
  const o = settleCard(card, targetUuid, options, spend);
  const update: Record<string, number> = {};
  const picked = o.exposuresPickedUp;
  if (picked > 0 && tacticaOptions(options).exposureUse === "consume") update["system.tactica.exposures"] = Math.max(0, target.tactica.exposures - picked);
  // The attacker's Block-breaking spend strips the pool the defence step left standing.
  if (spend > 0 && o.block) update["system.tactica.pools.block.dice"] = o.block.poolAfter.dice;
  const gained = o.attacker.exposuresGained;
  return { update, others: gained > 0 && card.attackerUuid !== targetUuid ? [{ uuid: card.attackerUuid, add: { "system.tactica.exposures": gained } }] : [] };
}

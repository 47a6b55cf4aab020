/**
 * The exchange a sheet action's attack card starts with (a combo's card per target): bound to its one target, with
 * the hit it carries and, when the seed keeps it, the attack its defender may still defend against on the card.
 */
import { newExchange, type ExchangeCard } from "../chat/exchange/card";
import type { ExchangeSeed } from "../rulesets/adapter";

export function seedExchange(seed: ExchangeSeed, attackerUuid: string, attackerName: string): ExchangeCard {
  return newExchange({
    ruleset: seed.card.ruleset,
    attackerUuid,
    attackerName,
    targets: [seed.target],
    damage: seed.damage,
    hit: seed.hit,
    attack: seed.attack ? { request: seed.attack.request, faces: [...seed.attack.faces] } : null,
  });
}

/**
 * What a hit of `amount` damage does to an actor, as a plain update (paths under system) plus an explanation.
 * The world ruleset's adapter decides through its engine (module/rulesets/<id>/damage.ts); this is the one door
 * the documents and the GM's query handler use.
 */
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystem } from "../data/actor/schema";
import type { DamageApplication, DamageContext } from "../rulesets/adapter";
import { adapterFor } from "../rulesets/registry";
import type { RulesetId } from "../schema/choices";

export type { DamageApplication, DamageContext } from "../rulesets/adapter";

export function damageApplication(ruleset: RulesetId, s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext = {}): DamageApplication {
  return adapterFor(ruleset).applyDamage(s, d, amount, ctx);
}

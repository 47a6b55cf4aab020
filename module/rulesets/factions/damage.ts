/**
 * What a hit of `amount` damage does to an actor in factions, as a plain update (paths under system) plus an
 * explanation. The engine decides (afterArmour, then applyDamage); this only maps the actor's stored fields onto the engine's input and its
 * outcome back onto those fields.
 */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { afterArmour } from "../../engine/rulesets/factions/damage";
import { applyDamage as factionsDamageApplied } from "../../engine/rulesets/factions/health";
import type { DamageApplication, DamageContext } from "../adapter";
import type { FactionsAttackRequest } from "./attack";

export function factionsDamage(s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext = {}): DamageApplication {
  const statuses = ctx.statuses ?? [];
  const max = s.factions.health.max;
  // Cover the attack was made against (+1 armour unless penetrated, never above 3), from the card's request.
  const attack = ctx.attack as FactionsAttackRequest | undefined;
  const against = attack?.kind === "factions.attack" ? attack.input.target.armour : undefined;
  const taken = afterArmour(amount, { armour: s.factions.armour, cover: against?.cover ?? false, penetratesCover: against?.penetratesCover ?? false }, ctx.options?.factions);
  const r = factionsDamageApplied(
    {
      health: Math.min(s.factions.health.value, max),
      maxHealth: max,
      incapacitated: statuses.includes("factions.incapacitated"),
      dead: statuses.includes("factions.dead"),
    },
    taken,
    ctx.options?.factions,
  );
  const gained = [...(r.incapacitatedNow ? ["factions.incapacitated"] : []), ...(r.killedNow ? ["factions.dead"] : [])];
  return {
    update: { "system.factions.health.value": r.after.health },
    summary: {
      key: r.killedNow ? "FRAY.Damage.Factions.Killed" : r.incapacitatedNow ? "FRAY.Damage.Factions.Incapacitated" : "FRAY.Damage.Factions.Health",
      data: { amount: taken, health: r.after.health },
    },
    statuses: gained,
  };
}

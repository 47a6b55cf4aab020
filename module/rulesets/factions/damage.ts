/**
 * What a hit of `amount` damage does to an actor in factions, as a plain update (paths under system) plus an
 * explanation. The engine decides (afterArmour, then applyDamage); this only maps the actor's stored fields onto the engine's input and its
 * outcome back onto those fields.
 */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { afterArmour } from "../../engine/rulesets/factions/damage";
import { applyDamage as factionsDamageApplied } from "../../engine/rulesets/factions/health";
import { movementResumes } from "../../engine/rulesets/factions/reactions";
import type { DamageApplication, DamageContext } from "../adapter";
import type { FactionsAttackRequest } from "./attack";
import { armourOf } from "./armour-items";

export function factionsDamage(s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext = {}): DamageApplication {
  const statuses = ctx.statuses ?? [];
  const max = s.factions.health.max;
  // The actor's armour value (its own and its equipped, unbroken pieces), then cover the attack was made against (+1 armour unless penetrated, never above 3), from the card's request.
  const attack = ctx.attack as FactionsAttackRequest | undefined;
  const against = attack?.kind === "factions.attack" ? attack.input.target.armour : undefined;
  const taken = afterArmour(amount, { armour: armourOf({ system: s, derived: d }), cover: against?.cover ?? false, penetratesCover: against?.penetratesCover ?? false }, ctx.options?.factions);
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
  // An opportunity attack interrupted the mover: its move resumes only if it is still alive and conscious.
  const opportunity = attack?.kind === "factions.attack" && attack.opportunity === true;
  const moveKey = movementResumes(r.after) ? "FRAY.Factions.MoveResumes" : "FRAY.Factions.MoveStops";
  const gained = [...(r.incapacitatedNow ? ["factions.incapacitated"] : []), ...(r.killedNow ? ["factions.dead"] : [])];
  return {
    update: { "system.factions.health.value": r.after.health },
    summary: {
      key: `${opportunity ? "FRAY.Factions.Opportunity." : "FRAY.Damage.Factions."}${r.killedNow ? "Killed" : r.incapacitatedNow ? "Incapacitated" : "Health"}`,
      data: { amount: taken, health: r.after.health, ...(opportunity ? { moveKey } : {}) },
    },
    statuses: gained,
  };
}

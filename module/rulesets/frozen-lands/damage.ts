/**
 * What a hit of `amount` damage does to an actor in frozen-lands, as a plain update (paths under system) plus an
 * explanation. The engine decides (armour, then applyDamage); this only maps the actor's stored fields onto the engine's input and its
 * outcome back onto those fields.
 */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { applyDamage as frozenDamage } from "../../engine/rulesets/frozen-lands/health";
import type { DamageApplication, DamageContext } from "../adapter";
import { frozenLandsArmour } from "./armour-items";

export function frozenLandsDamage(s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext = {}): DamageApplication {
  // The target's pre-calculated defence and its armour take their share before Stamina, once: the attack card sends
  // the raw damage ("Damage reduction from defense and armour", the stat block's own description). Armour is the
  // actor's own field plus its equipped armour items' (armour-items.ts).
  const armour = s.frozenLands.defense + frozenLandsArmour(s.frozenLands.armour, d.frozenLands.armour.worn).total;
  const taken = Math.max(0, amount - armour);
  const r = frozenDamage({ stamina: s.frozenLands.stamina.value, wounds: s.frozenLands.wounds }, taken, ctx.options?.frozenLands ?? {});
  return {
    update: { "system.frozenLands.stamina.value": r.after.stamina, "system.frozenLands.wounds": r.after.wounds },
    summary: { key: r.woundsGained ? "FRAY.Damage.FrozenLands.Wound" : "FRAY.Damage.FrozenLands.Stamina", data: { amount, armour, stamina: r.after.stamina } },
    statuses: r.broken ? ["frozen-lands.broken"] : [],
  };
}

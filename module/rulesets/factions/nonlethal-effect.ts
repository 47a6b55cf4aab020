/** What a landed non-lethal attack writes on the character it hits: the card's target, or an attacker it counters. */
import { applyDamage, type HealthState } from "../../engine/rulesets/factions/health";
import type { DamageApplication } from "../adapter";
import type { AttackTarget } from "./types";
import type { FactionsNonLethalRequest } from "./nonlethal-request";
import { GRABBED } from "./status-ids";

export function healthOf(who: AttackTarget): HealthState {
  const f = who.system.factions;
  return { health: Math.min(f.health.value, f.health.max), maxHealth: f.health.max, incapacitated: who.statuses.includes("factions.incapacitated"), dead: who.statuses.includes("factions.dead") };
}

export function nonLethalEffectOutcome(effect: FactionsNonLethalRequest["effect"], target: AttackTarget, damage: number): DamageApplication {
  const name = target.name;
  switch (effect) {
    case "grapple":
      return { update: {}, summary: { key: "FRAY.Action.Factions.NonLethal.Applied.grapple", data: { target: name } }, statuses: [GRABBED] };
    case "free":
      return { update: {}, summary: { key: "FRAY.Action.Factions.NonLethal.Applied.free", data: { target: name } }, statuses: [], statusesOff: [GRABBED] };
    case "disarm":
      return { update: {}, summary: { key: "FRAY.Action.Factions.NonLethal.Applied.disarm", data: { target: name } }, statuses: [] };
    case "shove": {
      if (damage <= 0) return { update: {}, summary: { key: "FRAY.Action.Factions.NonLethal.Applied.shove", data: { target: name } }, statuses: [] };
      // A larger character's shove: d4 direct damage, which armour does not reduce.
      const r = applyDamage(healthOf(target), damage);
      return {
        update: { "system.factions.health.value": r.after.health },
        summary: { key: "FRAY.Action.Factions.NonLethal.Applied.shoveHard", data: { target: name, amount: damage, health: r.after.health } },
        statuses: [...(r.incapacitatedNow ? ["factions.incapacitated"] : []), ...(r.killedNow ? ["factions.dead"] : [])],
      };
    }
  }
}

/** What a landed non-lethal attack writes on the character it hits: the card's target, or an attacker it counters. */
import { applyDamage, type HealthState } from "../../engine/rulesets/factions/health";
import type { DamageApplication } from "../adapter";
import { shoveZones } from "../../engine/rulesets/factions/shove";
import { SIZES, type Size } from "../../engine/rulesets/factions/size";
import type { AttackTarget } from "./types";
import type { FactionsNonLethalRequest } from "./nonlethal-request";
import { GRABBED } from "./status-ids";

export function healthOf(who: AttackTarget): HealthState {
  const f = who.system.factions;
  return { health: Math.min(f.health.value, f.health.max), maxHealth: f.health.max, incapacitated: who.statuses.includes("factions.incapacitated"), dead: who.statuses.includes("factions.dead") };
}

/** The one whose grab lands: recorded on the grabbed character (actor.ts `grabbedBy`). */
export interface Grabber {
  uuid: string;
  name: string;
  size: string;
}

/** The grab's record written with Grabbed (who holds whom), and the empty record written when the hold ends. */
export function grabRecord(by: Grabber | null): Record<string, string> {
  return { "system.factions.grabbedBy": by?.uuid ?? "", "system.factions.grabbedByName": by?.name ?? "", "system.factions.grabbedBySize": by?.size ?? "" };
}

/**
 * What the landed effect writes on `target`: Grabbed and the grab's record (`by`: the one who grabs), the record
 * cleared for a freed ally, the chosen weapon (`weaponId`, the target's item) dropped, a larger shove's d4. `take`:
 * the disarming attacker has a free hand, so the record offers it the dropped weapon (disarm-take.ts). `counter`: the
 * disarm is a counter's hit back, so the one who takes is the card's target (the counterer), not its attacker.
 */
export function nonLethalEffectOutcome(effect: FactionsNonLethalRequest["effect"], target: AttackTarget, damage: number, grabber: Grabber, weaponId?: string, take = false, counter = false): DamageApplication {
  const name = target.name;
  switch (effect) {
    case "grapple":
      return { update: grabRecord(grabber), summary: { key: "FRAY.Action.Factions.NonLethal.Applied.grapple", data: { target: name } }, statuses: [GRABBED] };
    case "free":
      return { update: grabRecord(null), summary: { key: "FRAY.Action.Factions.NonLethal.Applied.free", data: { target: name } }, statuses: [], statusesOff: [GRABBED] };
    case "disarm":
      // "drop a weapon chosen by the attacker": the chosen item is marked dropped (a counter's disarm names none: told).
      // "If the attacker has a free hand, they can grab the weapon": the record names the item for the card's take.
      if (weaponId && take) return { update: {}, summary: { key: `FRAY.Action.Factions.NonLethal.Applied.${counter ? "disarmTakeCounter" : "disarmTake"}`, data: { target: name, weaponId, taker: grabber.uuid, ...(counter ? { takerName: grabber.name } : {}) } }, statuses: [], itemWrites: [{ id: weaponId, update: { "system.factions.dropped": true } }] };
      return { update: {}, summary: { key: "FRAY.Action.Factions.NonLethal.Applied.disarm", data: { target: name } }, statuses: [], ...(weaponId ? { itemWrites: [{ id: weaponId, update: { "system.factions.dropped": true } }] } : {}) };
    case "shove": {
      // The shove's distance and who shoves, for the result card's board move (shove-board.ts).
      const size = (s: string): Size => ((SIZES as readonly string[]).includes(s) ? (s as Size) : "medium");
      const push = { zones: shoveZones(size(grabber.size), size(target.system.factions.size)), shover: grabber.uuid };
      if (damage <= 0) return { update: {}, summary: { key: "FRAY.Action.Factions.NonLethal.Applied.shove", data: { target: name, ...push } }, statuses: [] };
      // A larger character's shove: d4 direct damage, which armour does not reduce.
      const r = applyDamage(healthOf(target), damage);
      return {
        update: { "system.factions.health.value": r.after.health },
        summary: { key: "FRAY.Action.Factions.NonLethal.Applied.shoveHard", data: { target: name, amount: damage, health: r.after.health, ...push } },
        statuses: [...(r.incapacitatedNow ? ["factions.incapacitated"] : []), ...(r.killedNow ? ["factions.dead"] : [])],
      };
    }
  }
}

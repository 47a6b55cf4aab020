/**
 * What the factions attacker may apply instead of the plain hit: a death blow on a nearby incapacitated target
 * ("the attacker may decide to deliver a death blow and kill them"), refused for the engine's reasons; and the
 * attack stunt the target accepted (resolveStunt), whose effect replaces the damage (an incapacitating stunt sets
 * the status, a forced surrender records Surrendering, a disarm drops the weapons the target holds; a cut limb's effect
 * is the table's, the text giving it none). A GM applies the stunt: "approved by the GM".
 */
import { deathBlow, deathBlowBar } from "../../engine/rulesets/factions/attack";
import type { HealthState } from "../../engine/rulesets/factions/health";
import type { ApplyChoiceSlot, AttackTarget, DamageApplication } from "../adapter";
import type { FactionsAttackRequest } from "./attack";
import { STUNT_STATUSES, type StuntId } from "./attack-options";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { FactionsHeld } from "./types";

/** Stunts that disarm the target. */
const STUNT_DISARMS: readonly StuntId[] = ["disarm", "disarm-incapacitate"];

function health(target: AttackTarget): HealthState {
  const f = target.system.factions;
  return { health: Math.min(f.health.value, f.health.max), maxHealth: f.health.max, incapacitated: target.statuses.includes("factions.incapacitated"), dead: target.statuses.includes("factions.dead") };
}

/** Nearby: the attack was made in the target's own zone. */
function nearby(request: unknown): boolean {
  const req = request as FactionsAttackRequest | undefined;
  return req?.kind === "factions.attack" && req.input.geometry.distance === 0;
}

/** The stunt this target accepted on this card, or null. */
function acceptedStunt(card: ExchangeCard, target: AttackTarget): StuntId | null {
  const req = card.attack?.request as FactionsAttackRequest | undefined;
  if (req?.kind !== "factions.attack" || !req.stunt) return null;
  // The slot is given the actor, not its UUID: its bound row is found by name, and only when the name is unique.
  const bound = card.targets.filter((t) => t.name === target.name);
  const accepted = bound.length === 1 && card.defences.some((d) => d.choice === "stunt" && d.targetUuid === bound[0]!.uuid);
  return accepted ? req.stunt : null;
}

export const factionsApplyChoices: ApplyChoiceSlot = {
  offers: (card, target) => {
    const bar = deathBlowBar(health(target), nearby(card.attack?.request));
    const stunt = acceptedStunt(card, target);
    return [
      // "Attack stunts must make sense and be approved by the GM": a GM applies it, which is the approval.
      ...(stunt ? [{ id: "stunt", label: `FRAY.Factions.StuntApply.${stunt}`, refused: null, side: "gm" as const }] : []),
      { id: "death-blow", label: "FRAY.Exchange.DeathBlow", refused: bar?.reason ?? null, ...(bar ? { refusedKey: `FRAY.Error.${bar.code}` } : {}) },
    ];
  },
  apply: (card, target, choice): DamageApplication => {
    if (choice === "stunt") {
      const stunt = acceptedStunt(card, target);
      if (!stunt) throw new RangeError("the target accepted no attack stunt");
      // The attacker's own stunt ("etc."): its effect is its words, written on the result for the table to play out.
      if (stunt === "other") {
        const text = (card.attack?.request as FactionsAttackRequest | undefined)?.stuntText ?? "";
        return { update: {}, summary: { key: "FRAY.Factions.StuntAppliedOther", data: { text } }, statuses: [] };
      }
      const status = STUNT_STATUSES[stunt];
      // "forcing a surrender": the target is recorded as surrendering (its sheet's Surrendering, as the Surrender action).
      // Its health then is what "harmed by the enemy" is measured from (*Harmed: fight on*).
      const update: Record<string, boolean | number> = stunt === "surrender" ? { "system.factions.surrendering": true, "system.factions.surrenderHealth": target.system.factions.health.value } : {};
      // "incapacitated until the end of the stretch": recorded, so *End of the stretch* lifts this Incapacitated.
      if (status === "factions.incapacitated") update["system.factions.stuntIncapacitated"] = true;
      // "the bandit is disarmed": every weapon the target holds is marked dropped (its items, undone with the rest).
      const drops = STUNT_DISARMS.includes(stunt) ? ((target.held as FactionsHeld | undefined)?.factionsWeapons ?? []).flatMap((w) => (w.id ? [{ id: w.id, update: { "system.factions.dropped": true } }] : [])) : [];
      return { update, summary: { key: "FRAY.Factions.StuntApplied", data: { stuntKey: `FRAY.Factions.Stunt.${stunt}` } }, statuses: status ? [status] : [], ...(drops.length ? { itemWrites: drops } : {}) };
    }
    if (choice !== "death-blow") throw new RangeError(`unknown factions choice "${choice}"`);
    const after = deathBlow(health(target), nearby(card.attack?.request));
    return {
      update: { "system.factions.health.value": after.health },
      summary: { key: "FRAY.Damage.Factions.Killed", data: { amount: 0, health: after.health } },
      statuses: ["factions.dead"],
    };
  },
};

/**
 * What the factions attacker may apply instead of the plain hit: a death blow on a nearby incapacitated target
 * ("the attacker may decide to deliver a death blow and kill them"), refused for the engine's reasons.
 */
import { deathBlow, deathBlowBar } from "../../engine/rulesets/factions/attack";
import type { HealthState } from "../../engine/rulesets/factions/health";
import type { ApplyChoiceSlot, AttackTarget } from "../adapter";
import type { FactionsAttackRequest } from "./attack";

function health(target: AttackTarget): HealthState {
  const f = target.system.factions;
  return { health: Math.min(f.health.value, f.health.max), maxHealth: f.health.max, incapacitated: target.statuses.includes("factions.incapacitated"), dead: target.statuses.includes("factions.dead") };
}

/** Nearby: the attack was made in the target's own zone. */
function nearby(request: unknown): boolean {
  const req = request as FactionsAttackRequest | undefined;
  return req?.kind === "factions.attack" && req.input.geometry.distance === 0;
}

export const factionsApplyChoices: ApplyChoiceSlot = {
  offers: (card, target) => {
    const bar = deathBlowBar(health(target), nearby(card.attack?.request));
    return [{ id: "death-blow", label: "FRAY.Exchange.DeathBlow", refused: bar?.reason ?? null, ...(bar ? { refusedKey: `FRAY.Error.${bar.code}` } : {}) }];
  },
  apply: (card, target, choice) => {
    if (choice !== "death-blow") throw new RangeError(`unknown factions choice "${choice}"`);
    const after = deathBlow(health(target), nearby(card.attack?.request));
    return {
      update: { "system.factions.health.value": after.health },
      summary: { key: "FRAY.Damage.Factions.Killed", data: { amount: 0, health: after.health } },
      statuses: ["factions.dead"],
    };
  },
};

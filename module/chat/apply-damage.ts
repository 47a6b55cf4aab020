/**
 * What a hit of `amount` damage does to an actor in each ruleset, as a plain update (paths under system) plus
 * an explanation. The engine decides; this only maps its outcome onto the actor's stored fields.
 */
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystem } from "../data/actor/schema";
import { applyDamage as factionsDamage } from "../engine/rulesets/factions/health";
import { applyDamage as frozenDamage } from "../engine/rulesets/frozen-lands/health";
import { resolveDamage } from "../engine/rulesets/six-seconds/damage";
import { loseRanks, rankTrack } from "../engine/rulesets/tactica/ranks";
import type { RulesetId } from "../schema/choices";

export interface DamageApplication {
  /** Flattened update relative to the actor ("system.sixSeconds.wounds": 3). */
  update: Record<string, number | boolean>;
  /** Lang key and data describing the result. */
  summary: { key: string; data: Record<string, string | number> };
  /** Status ids (CONFIG.statusEffects) to switch on. */
  statuses: string[];
}

export function damageApplication(ruleset: RulesetId, s: ActorSystem, d: ActorDerived, amount: number): DamageApplication {
  switch (ruleset) {
    case "six-seconds": {
      const o = resolveDamage({ toughness: d.sixSeconds.toughness.toughness }, { amount });
      return {
        update: { "system.sixSeconds.wounds": s.sixSeconds.wounds + o.wounds },
        summary: { key: `FRAY.Damage.SixSeconds.${o.result}`, data: { amount, toughness: o.toughness, minimum: o.minimum } },
        statuses: o.conditionsGained.filter((c) => c !== "wound").map((c) => `six-seconds.${c}`),
      };
    }
    case "frozen-lands": {
      const r = frozenDamage({ stamina: s.frozenLands.stamina.value, wounds: s.frozenLands.wounds }, amount);
      return {
        update: { "system.frozenLands.stamina.value": r.after.stamina, "system.frozenLands.wounds": r.after.wounds },
        summary: { key: r.woundsGained ? "FRAY.Damage.FrozenLands.Wound" : "FRAY.Damage.FrozenLands.Stamina", data: { amount, stamina: r.after.stamina } },
        statuses: r.broken ? ["frozen-lands.broken"] : [],
      };
    }
    case "factions": {
      const max = s.factions.health.max;
      const r = factionsDamage({ health: Math.min(s.factions.health.value, max), maxHealth: max }, amount);
      const statuses = [...(r.after.incapacitated ? ["factions.incapacitated"] : []), ...(r.after.dead ? ["factions.dead"] : [])];
      return {
        update: { "system.factions.health.value": r.after.health },
        summary: { key: r.killedNow ? "FRAY.Damage.Factions.Killed" : r.incapacitatedNow ? "FRAY.Damage.Factions.Incapacitated" : "FRAY.Damage.Factions.Health", data: { amount, health: r.after.health } },
        statuses,
      };
    }
    case "tactica": {
      const track = { ...rankTrack(s.tactica.physical.rank, s.tactica.physical.bonus), lost: s.tactica.physical.lost };
      const r = loseRanks(track, amount, s.tactica.heroic);
      return {
        update: { "system.tactica.physical.lost": r.track.lost },
        summary: { key: "FRAY.Damage.Tactica.Ranks", data: { amount: r.landed } },
        statuses: [],
      };
    }
  }
}

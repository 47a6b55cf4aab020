/**
 * Token bar attributes per ruleset (CONFIG.Actor.trackableAttributes). Paths are relative to actor.system;
 * `bars.*` are {value, max} pairs the data model prepares from the engine's derived values.
 */
import type { RulesetId } from "../schema/choices";
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystem } from "../data/actor/schema";

export interface Bar {
  value: number;
  max: number;
}

export const RULESET_BARS: Record<RulesetId, { bar: string[]; value: string[] }> = {
  "six-seconds": { bar: ["bars.toughness", "bars.will"], value: ["sixSeconds.wounds", "sixSeconds.moralePenalties", "sixSeconds.level"] },
  "frozen-lands": { bar: ["bars.stamina"], value: ["frozenLands.stress", "frozenLands.wounds", "frozenLands.wp"] },
  factions: { bar: ["bars.health"], value: ["factions.armour"] },
  tactica: { bar: ["bars.physical", "bars.mental"], value: ["tactica.actionDice", "tactica.fear"] },
};

/** The {value, max} pairs behind the bars (current vs. unhurt values). */
export function prepareBars(s: ActorSystem, d: ActorDerived): Record<string, Bar> {
  const t = d.sixSeconds.toughness;
  return {
    toughness: { value: t.toughness, max: t.base },
    will: { value: d.sixSeconds.will.current, max: d.sixSeconds.will.base },
    stamina: { value: Math.min(s.frozenLands.stamina.value, d.frozenLands.staminaMax), max: d.frozenLands.staminaMax },
    health: { value: s.factions.health.value, max: s.factions.health.max },
    physical: { value: d.tactica.physical.current, max: s.tactica.physical.rank },
    mental: { value: d.tactica.mental.current, max: s.tactica.mental.rank },
  };
}

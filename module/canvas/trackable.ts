/**
 * Token bar attributes per ruleset (CONFIG.Actor.trackableAttributes). Paths are relative to actor.system;
 * `bars.*` are {value, max} pairs the data model prepares from the engine's derived values.
 */
import { ADAPTERS, RULESETS, type RulesetId } from "../rulesets/registry";
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystem } from "../data/actor/schema";

export interface Bar {
  value: number;
  max: number;
}

/** Each ruleset's bar and value attributes, as its adapter lists them. */
export const RULESET_BARS: Readonly<Record<RulesetId, { bar: string[]; value: string[] }>> = Object.fromEntries(
  RULESETS.map((id) => [id, ADAPTERS[id].bars]),
) as Record<RulesetId, { bar: string[]; value: string[] }>;

/** The {value, max} pairs behind the bars (current vs. unhurt values). */
export function prepareBars(s: ActorSystem, d: ActorDerived): Record<string, Bar> {
  const t = d.sixSeconds.toughness;
  return {
    toughness: { value: t.toughness, max: t.base },
    will: { value: d.sixSeconds.will.current, max: d.sixSeconds.will.base },
    stamina: { value: Math.min(s.frozenLands.stamina.value, d.frozenLands.staminaMax), max: d.frozenLands.staminaMax },
    health: { value: s.factions.health.value, max: s.factions.health.max },
    physical: { value: d.tactica.physical.current, max: d.tactica.physical.current + s.tactica.physical.lost + d.tactica.physical.crossover },
    mental: { value: d.tactica.mental.current, max: d.tactica.mental.current + s.tactica.mental.lost + d.tactica.mental.crossover },
  };
}

/**
 * A token-bar edit (the HUD sets a bar's new value) as an update of the stored field behind it: bars show
 * derived values, so editing Toughness changes wounds, Will changes morale penalties, a rank bar changes ranks lost.
 * Returns null for an unknown bar. The new value is clamped to the bar's range.
 */
export function barUpdate(bar: string, value: number, s: ActorSystem, d: ActorDerived): Record<string, number> | null {
  const bars = prepareBars(s, d);
  const current = bars[bar];
  if (!current || !Number.isFinite(value)) return null;
  const v = Math.max(Math.min(Math.round(value), current.max), bar === "physical" || bar === "mental" ? -3 : 0);
  const change = current.value - v; // > 0: the bar went down
  switch (bar) {
    case "toughness":
      return { "system.sixSeconds.wounds": Math.max(0, s.sixSeconds.wounds + change) };
    case "will":
      return { "system.sixSeconds.moralePenalties": Math.max(0, s.sixSeconds.moralePenalties + change) };
    case "stamina":
      return { "system.frozenLands.stamina.value": v };
    case "health":
      return { "system.factions.health.value": v };
    case "physical":
      return { "system.tactica.physical.lost": Math.max(0, s.tactica.physical.lost + change) };
    case "mental":
      return { "system.tactica.mental.lost": Math.max(0, s.tactica.mental.lost + change) };
    default:
      return null;
  }
}

/**
 * How often a rank lost on one track costs one on the other: every 2nd by default, "Some effects make it every 3rd or
 * 4th". Two sources: the world setting (rules-options.ts, "Tactica: crossover damage") and the actor's own field (an
 * effect on that creature); the rarer one counts. The sheet, the token bars and the card's damage all use this.
 */
import { ruleOptionSettingKey } from "../../rules-options";

export type CrossoverEvery = 2 | 3 | 4;

const asEvery = (v: unknown): CrossoverEvery | null => (v === 2 || v === 3 || v === 4 ? v : v === "2" || v === "3" || v === "4" ? (Number(v) as CrossoverEvery) : null);

/** The world setting, read where Foundry runs (null without it, before the settings are registered, or malformed). */
export function worldCrossoverEvery(): CrossoverEvery | null {
  if (typeof game === "undefined" || !game.settings) return null;
  try {
    return asEvery(game.settings.get("fray", ruleOptionSettingKey("tactica.crossoverEvery")));
  } catch {
    return null;
  }
}

export function crossoverEvery(own: unknown, world: unknown): CrossoverEvery {
  return Math.max(asEvery(own) ?? 2, asEvery(world) ?? 2) as CrossoverEvery;
}

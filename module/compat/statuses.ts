/**
 * CONFIG.statusEffects in each generation's form: an array in v13, an object keyed by status id in v14 ("with
 * backwards compatibility" for arrays; foundryvtt/foundryvtt#13122, pf2e#21981, sun-dragon-cult/fvtt-system-rqg#870).
 */
import { isV14 } from "./generation";

export function statusEffectsConfig<T extends { id: string }>(defs: readonly T[]): T[] | Record<string, T> {
  return isV14() ? Object.fromEntries(defs.map((d) => [d.id, d])) : [...defs];
}

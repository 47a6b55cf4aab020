/**
 * Alcohol (Example Poisons and Diseases): "Even on a success, the DC for all further alcoholic beverages drunk in the
 * next hour increases by +1. This increase stacks with each additional drink." A per-drink syndrome's item keeps the
 * world time of each drink checked (flags.fray.drinks); a check counts those less than an hour old (the engine's
 * alcoholDc) and records its own. The world's clock is Foundry's game.time; without one (a Foundry-free caller) no
 * drink is counted.
 */
import { alcoholDc } from "../../engine/rulesets/six-seconds/poison";

export const DRINK_HOUR_SECONDS = 3600;
/** Drinks kept on the item: enough for any hour. */
const MAX_DRINKS = 64;

/** The drinks of this hour: the earlier ones still counting, and now. */
export interface Drinks {
  now: number;
  earlier: number[];
}

function worldSeconds(): number | null {
  const t = typeof game === "undefined" ? undefined : game.time?.worldTime;
  return typeof t === "number" && Number.isFinite(t) ? t : null;
}

/** The drinks a per-drink syndrome's item recorded less than an hour ago, at the world's time now (null: no clock). */
export function drinksThisHour(flags: Readonly<Record<string, unknown>> | undefined): Drinks | null {
  const now = worldSeconds();
  if (now === null) return null;
  const kept = Array.isArray(flags?.["drinks"]) ? (flags["drinks"] as unknown[]) : [];
  const earlier = kept.filter((t): t is number => typeof t === "number" && Number.isFinite(t) && t <= now && now - t < DRINK_HOUR_SECONDS);
  return { now, earlier };
}

/** The DC the drinks add to (the engine's alcoholDc) and the record to keep on the item. */
export function drinkCheck(extraDc: number, drinks: Drinks): { extraDc: number; record: number[] } {
  return { extraDc: alcoholDc(extraDc, drinks.earlier.length), record: [...drinks.earlier, drinks.now].slice(-MAX_DRINKS) };
}

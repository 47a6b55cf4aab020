/**
 * Healing. Fast: first aid (10 minutes, so never in combat) removes Stun and the wound of a creature that has lost
 * only one rank; magic heals in combat (the spell says how much: healRanks). Slow: the first week with good food,
 * water and no travel heals 2 wounds, one fewer per missing requirement; later weeks heal 1, and one requirement may
 * be missing. A trained healer present all week with a passed Healing roll adds one rank.
 */
import type { TacticaCreature } from "./creature";
import { healCreatureRanks } from "./creature";
import type { TrackName } from "./ranks";

export function firstAid(c: TacticaCreature): { removedStun: boolean; healed: number; after: TacticaCreature } {
  let after = c;
  const removedStun = c.states.includes("stun");
  if (removedStun) after = { ...after, states: after.states.filter((s) => s !== "stun") };
  let healed = 0;
  if (c.physical.lost === 1) {
    const r = healCreatureRanks(after, "physical", 1);
    after = r.after;
    healed = r.healed;
  }
  return { removedStun, healed, after };
}

export interface WeekOfRest {
  /** 1 for the first week of rest, 2 for the next … */
  week: number;
  goodFood: boolean;
  water: boolean;
  noTravel: boolean;
  /** A trained healer stayed the whole week and passed the Healing roll. */
  healerSucceeded?: boolean;
}

export function woundsHealedInWeek(w: WeekOfRest): number {
  if (!Number.isInteger(w.week) || w.week < 1) throw new RangeError(`week must be a whole number ≥ 1, got ${w.week}`);
  const missing = [w.goodFood, w.water, w.noTravel].filter((x) => !x).length;
  const base = w.week === 1 ? Math.max(0, 2 - missing) : missing <= 1 ? 1 : 0;
  return base + (w.healerSucceeded ? 1 : 0);
}

/** A week of natural healing on a track (physical wounds by default). */
export function restForAWeek(c: TacticaCreature, w: WeekOfRest, track: TrackName = "physical"): { healed: number; after: TacticaCreature } {
  return healCreatureRanks(c, track, woundsHealedInWeek(w));
}

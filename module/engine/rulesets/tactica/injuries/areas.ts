/**
 * An injury as a sheet records it: six areas (the location table's left and right arm are one "arms", its legs one
 * "legs") and the effect's text. Reading such records back into the engine's injuries: which effect a text names,
 * and the bleeders a creature carries ("Multiple bleeder results to different locations will accumulate, but another
 * bleeder result to the same location will not. If a -2d is indicated then the number of dice used for that roll is
 * decreased by 2").
 */
import { INJURY_EFFECT_TABLE, INJURY_EFFECTS, type InjuryEffectKey } from "./effects";
import type { Injury } from "./injury-record";
import type { Location } from "./locations";
import { INJURY_TABLES } from "./tables";

export const INJURY_AREAS = ["head", "neck", "chest", "arms", "legs", "groin"] as const;
export type InjuryArea = (typeof INJURY_AREAS)[number];

/** The area a location's injury is recorded under (left and right arm are "arms", both legs "legs"). */
export function injuryArea(location: Location): InjuryArea {
  if (location === "left-arm" || location === "right-arm") return "arms";
  if (location === "left-leg" || location === "right-leg") return "legs";
  if (!(INJURY_AREAS as readonly string[]).includes(location)) throw new RangeError(`unknown hit location "${String(location)}"`);
  return location;
}

/** The location an area's record stands for (an arm or a leg as one location: the record does not say which). */
export function areaLocation(area: InjuryArea): Location {
  if (!(INJURY_AREAS as readonly string[]).includes(area)) throw new RangeError(`unknown injury area "${String(area)}"; expected one of ${INJURY_AREAS.join(", ")}`);
  return area === "arms" ? "left-arm" : area === "legs" ? "left-leg" : area;
}

/** The effect whose text a record carries; null when the text names none (a GM's own note). */
export function injuryEffectByText(text: string): InjuryEffectKey | null {
  return INJURY_EFFECTS.find((k) => INJURY_EFFECT_TABLE[k].text === text) ?? null;
}

/** The dice a location's bleeder row takes off its BODY roll (the Neck's and the Groin's −2d). */
export function bleederDiceOff(location: Location): number {
  return INJURY_TABLES[location].find((r) => r.effects.includes("bleeder"))?.diceOff ?? 0;
}

/** A recorded injury: its area, the side of an arm or leg when recorded, and its effect's text (unhealed while recorded). */
export interface InjuryRecord {
  area: string;
  effect: string;
  side?: string;
}

/** The side of an arm or leg location ("left" / "right"); null for a location with none. */
export function locationSide(location: Location): "left" | "right" | null {
  return location.startsWith("left-") ? "left" : location.startsWith("right-") ? "right" : null;
}

/** The location a record stands for: its area, on the recorded side of an arm or leg (the left one when unrecorded). */
function recordLocation(area: InjuryArea, side: string | undefined): Location {
  if (side === "right" && (area === "arms" || area === "legs")) return area === "arms" ? "right-arm" : "right-leg";
  return areaLocation(area);
}

/**
 * The engine's injuries from recorded ones: a record whose area or effect text is unknown is left out (it is a
 * note, not an effect). Bleeders count once per location ("Multiple bleeder results to different locations will
 * accumulate"): the left and the right arm are two when the records say which; unrecorded sides count as one.
 */
export function injuriesFromRecords(records: readonly InjuryRecord[]): Injury[] {
  const out: Injury[] = [];
  const bleeding = new Set<Location>();
  for (const r of records) {
    const effect = injuryEffectByText(r.effect);
    if (!effect || !(INJURY_AREAS as readonly string[]).includes(r.area)) continue;
    const location = recordLocation(r.area as InjuryArea, r.side);
    if (effect === "bleeder") {
      if (bleeding.has(location)) continue;
      bleeding.add(location);
      out.push({ location, effect, diceOff: bleederDiceOff(location), healed: false });
    } else out.push({ location, effect, diceOff: 0, healed: false });
  }
  return out;
}

/**
 * Burnt action dice after a wound heals: "that effect occurs immediately AND remains every round until the wound
 * effect is removed", so its own burnt dice come off the count (never below 0: the GM may have lowered it already).
 */
export function burntAfterHealing(burnt: number, effect: InjuryEffectKey): number {
  if (!Number.isInteger(burnt) || burnt < 0) throw new RangeError(`burnt action dice must be a whole number ≥ 0, got ${burnt}`);
  if (!(INJURY_EFFECTS as readonly string[]).includes(effect)) throw new RangeError(`unknown injury effect "${String(effect)}"`);
  return Math.max(0, burnt - INJURY_EFFECT_TABLE[effect].burnDice);
}

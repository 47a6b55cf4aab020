/**
 * Armour by hit location. A creature's armour is one value (`armour`) unless it carries per-location values
 * (`locationArmour`, the injury location ids). The "remove armour" special strips one location until repaired:
 * hits there count armour 0, hits elsewhere keep theirs. Stripping a creature without per-location values splits its
 * single value over every location first. State stays plain JSON.
 */
import { LOCATIONS, type Location } from "./injuries/locations";

export type LocationArmour = Partial<Record<Location, number>>;

/** The armour fields a creature may carry (all optional, so older creatures keep working). */
export interface ArmouredCreature {
  /** Passive armour covering every location without its own value. */
  armour?: number;
  /** Per-location armour; a missing location falls back to `armour`. */
  locationArmour?: LocationArmour;
  /** Stripped locations → the armour they had, restored by repairArmour. */
  armourStripped?: LocationArmour;
}

export function checkLocation(location: unknown): Location {
  if (typeof location !== "string" || !(LOCATIONS as readonly string[]).includes(location)) {
    throw new RangeError(`unknown armour location "${String(location)}" (expected one of: ${LOCATIONS.join(", ")})`);
  }
  return location as Location;
}

function wholeArmour(value: unknown, what: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number ≥ 0, got ${String(value)}`);
  return value;
}

/** Armour counted against a hit: at `location` when the attack has one, else the creature's single value. */
export function armourAt(c: ArmouredCreature, location?: Location | null): number {
  const base = wholeArmour(c.armour ?? 0, "armour");
  if (location === undefined || location === null) return base;
  const loc = checkLocation(location);
  if (c.armourStripped && loc in c.armourStripped) return 0;
  const own = c.locationArmour?.[loc];
  return own === undefined ? base : wholeArmour(own, `armour at ${loc}`);
}

/** Strip one location's armour (the "remove armour" special). Stripping an already stripped location changes nothing. */
export function stripArmour<C extends ArmouredCreature>(c: C, location: Location): C {
  const loc = checkLocation(location);
  if (c.armourStripped && loc in c.armourStripped) return c;
  const base = wholeArmour(c.armour ?? 0, "armour");
  const locationArmour: LocationArmour = {};
  for (const l of LOCATIONS) locationArmour[l] = c.locationArmour?.[l] ?? base;
  return { ...c, locationArmour, armourStripped: { ...(c.armourStripped ?? {}), [loc]: locationArmour[loc] } };
}

/** Restore stripped armour: one location, or every stripped location when none is given. */
export function repairArmour<C extends ArmouredCreature>(c: C, location?: Location): C {
  if (location !== undefined) checkLocation(location);
  if (!c.armourStripped) return c;
  const stripped: LocationArmour = { ...c.armourStripped };
  if (location === undefined) for (const l of LOCATIONS) delete stripped[l];
  else delete stripped[location];
  const { armourStripped: _drop, ...rest } = c;
  return (Object.keys(stripped).length > 0 ? { ...rest, armourStripped: stripped } : rest) as C;
}

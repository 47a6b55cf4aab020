/**
 * The injury location roll: 4d6, the face that comes up most is the location; a draw (two pairs, four singles) goes
 * to the highest face. A triple lets the attacker shift one connected area, a quadruple two.
 *
 * The text refers to a Location Table it does not print; it only fixes 4 = Right Arm, next to the Chest. The face map
 * and body graph below are our reading (docs/rules-notes/tactica.md) and are plain data a GM can replace.
 */
import type { DiceSource } from "../../../dice/source";
import { rollDice } from "../../../dice/source";

export const LOCATIONS = ["head", "neck", "chest", "left-arm", "right-arm", "groin", "left-leg", "right-leg"] as const;
export type Location = (typeof LOCATIONS)[number];

export interface LocationTable {
  /** Face 1–6 → location. */
  faces: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, Location>>;
  /** Connected areas (undirected). */
  links: readonly (readonly [Location, Location])[];
}

export const DEFAULT_LOCATION_TABLE: LocationTable = Object.freeze({
  faces: Object.freeze({ 1: "left-leg", 2: "right-leg", 3: "left-arm", 4: "right-arm", 5: "chest", 6: "head" } as const),
  links: Object.freeze([
    ["head", "neck"],
    ["neck", "chest"],
    ["chest", "left-arm"],
    ["chest", "right-arm"],
    ["chest", "groin"],
    ["groin", "left-leg"],
    ["groin", "right-leg"],
  ] as const),
});

/** Neck and Groin are optional: without them Head joins the Chest and the legs join the Chest directly. */
function neighbours(table: LocationTable, neckAndGroin: boolean): Map<Location, Set<Location>> {
  const map = new Map<Location, Set<Location>>();
  const link = (a: Location, b: Location) => {
    if (!map.has(a)) map.set(a, new Set());
    if (!map.has(b)) map.set(b, new Set());
    map.get(a)!.add(b);
    map.get(b)!.add(a);
  };
  for (const [a, b] of table.links) link(a, b);
  if (!neckAndGroin) {
    for (const hidden of ["neck", "groin"] as const) {
      const around = [...(map.get(hidden) ?? [])];
      map.delete(hidden);
      for (const set of map.values()) set.delete(hidden);
      for (const a of around) for (const b of around) if (a !== b) link(a, b);
    }
  }
  return map;
}

/** Locations within `steps` connected areas of `from` (including it). */
export function locationsWithin(from: Location, steps: number, neckAndGroin = true, table: LocationTable = DEFAULT_LOCATION_TABLE): Location[] {
  const graph = neighbours(table, neckAndGroin);
  if (!graph.has(from)) throw new RangeError(`"${from}" is not a location in use`);
  const seen = new Set<Location>([from]);
  let frontier: Location[] = [from];
  for (let i = 0; i < steps; i++) {
    const next: Location[] = [];
    for (const l of frontier) {
      for (const n of graph.get(l)!) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return LOCATIONS.filter((l) => seen.has(l));
}

export interface LocationRoll {
  dice: number[];
  face: number;
  /** How many dice showed that face. */
  count: number;
  rolled: Location;
  /** Areas the attacker may shift: 1 on a triple, 2 on a quadruple. */
  maxShift: number;
  choices: Location[];
  location: Location;
}

/** Read four known dice; `shiftTo` is the attacker's choice among the reachable areas. */
export function readLocation(dice: readonly number[], opts: { shiftTo?: Location; neckAndGroin?: boolean; table?: LocationTable } = {}): LocationRoll {
  if (dice.length !== 4) throw new RangeError(`the location roll is 4d6, got ${dice.length} dice`);
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) {
    if (!Number.isInteger(d) || d < 1 || d > 6) throw new RangeError(`location die ${d} is not a d6 face`);
    counts[d]!++;
  }
  let face = 6;
  for (let f = 6; f >= 1; f--) if (counts[f]! > counts[face]!) face = f;
  const count = counts[face]!;
  const table = opts.table ?? DEFAULT_LOCATION_TABLE;
  const neckAndGroin = opts.neckAndGroin ?? true;
  const rolled = table.faces[face as 1 | 2 | 3 | 4 | 5 | 6];
  const maxShift = count >= 4 ? 2 : count === 3 ? 1 : 0;
  const choices = locationsWithin(rolled, maxShift, neckAndGroin, table);
  const location = opts.shiftTo ?? rolled;
  if (!choices.includes(location)) throw new RangeError(`cannot shift from ${rolled} to ${location} (reachable: ${choices.join(", ")})`);
  return { dice: dice.slice(), face, count, rolled, maxShift, choices, location };
}

export function rollLocation(source: DiceSource, opts: { shiftTo?: Location; neckAndGroin?: boolean; table?: LocationTable } = {}): LocationRoll {
  return readLocation(rollDice(source, 4, 6), opts);
}

/**
 * Range bands from zone distance. A table lists bands from nearest to farthest, each with the largest zone
 * distance it covers; the last band may be open-ended (Infinity). A table may also name a band for two creatures
 * in close contact inside one zone, which takes precedence at distance 0 (frozen-lands: Close vs Short).
 */
export interface RangeBand {
  id: string;
  /** Largest zone distance in this band, inclusive. */
  maxZones: number;
}

export interface RangeBandTable {
  bands: readonly RangeBand[];
  /** Band for two creatures in close contact (same zone, arm's length), if the ruleset distinguishes it. */
  contactBand?: string;
}

/**
 * frozen-lands: Close (same zone, at arm's length), Short (same zone, a few metres), Medium (an adjacent zone),
 * Long ("up to one hundred metres, or four zones away": 2–4 zones), Distant (beyond).
 */
export const FROZEN_LANDS_RANGE_BANDS: RangeBandTable = {
  contactBand: "close",
  bands: [
    { id: "short", maxZones: 0 },
    { id: "medium", maxZones: 1 },
    { id: "long", maxZones: 4 },
    { id: "distant", maxZones: Infinity },
  ],
};

/** Check a table once: at least one band, maxima strictly increasing, whole numbers or Infinity. */
export function validateRangeBands(table: RangeBandTable): void {
  if (table.bands.length === 0) throw new RangeError("a range band table needs at least one band");
  let last = -1;
  const ids = new Set<string>();
  for (const b of table.bands) {
    if (ids.has(b.id)) throw new RangeError(`range band "${b.id}" appears twice`);
    ids.add(b.id);
    if (!(b.maxZones === Infinity || (Number.isInteger(b.maxZones) && b.maxZones >= 0))) {
      throw new RangeError(`range band "${b.id}" needs a whole maxZones ≥ 0 or Infinity, got ${b.maxZones}`);
    }
    if (b.maxZones <= last) throw new RangeError(`range band "${b.id}" must reach farther than the band before it`);
    last = b.maxZones;
  }
  if (table.contactBand !== undefined && ids.has(table.contactBand)) {
    throw new RangeError(`the contact band "${table.contactBand}" must not also be a distance band`);
  }
}

/**
 * The band for a zone distance; null when the distance is beyond the last band (out of range entirely).
 * `inContact` selects the table's contact band at distance 0.
 */
export function rangeBand(table: RangeBandTable, distance: number, opts: { inContact?: boolean } = {}): string | null {
  validateRangeBands(table);
  if (!Number.isInteger(distance) || distance < 0) throw new RangeError(`a zone distance must be a whole number ≥ 0, got ${distance}`);
  if (opts.inContact) {
    if (distance !== 0) throw new RangeError(`creatures ${distance} zones apart cannot be in contact`);
    if (table.contactBand !== undefined) return table.contactBand;
  }
  for (const b of table.bands) if (distance <= b.maxZones) return b.id;
  return null;
}

/**
 * The band between two tokens of an occupancy: graph distance between their zones, and the table's contact band
 * when they stand in the same contact group.
 */
export function tokenRangeBand(
  table: RangeBandTable,
  occupancy: { distanceBetween(a: string, b: string): number; inContact(a: string, b: string): boolean },
  a: string,
  b: string,
): string | null {
  const distance = occupancy.distanceBetween(a, b);
  return rangeBand(table, distance, { inContact: distance === 0 && occupancy.inContact(a, b) });
}

/** Band order, nearest first (contact band, if any, before all others): for "one band farther than the weapon". */
export function bandOrder(table: RangeBandTable): string[] {
  validateRangeBands(table);
  return [...(table.contactBand !== undefined ? [table.contactBand] : []), ...table.bands.map((b) => b.id)];
}

/** How many bands `band` lies beyond `limit` (0 or less: within). Unknown band ids are errors. */
export function bandsBeyond(table: RangeBandTable, band: string, limit: string): number {
  const order = bandOrder(table);
  const i = order.indexOf(band);
  const j = order.indexOf(limit);
  if (i < 0) throw new RangeError(`unknown range band "${band}"; expected one of ${order.join(", ")}`);
  if (j < 0) throw new RangeError(`unknown range band "${limit}"; expected one of ${order.join(", ")}`);
  return i - j;
}

/** Zone-count ranges (factions: "range 8" reaches 8 zones). */
export function withinZoneRange(distance: number, range: number): boolean {
  if (!Number.isInteger(distance) || distance < 0) throw new RangeError(`a zone distance must be a whole number ≥ 0, got ${distance}`);
  if (!Number.isInteger(range) || range < 0) throw new RangeError(`a range must be a whole number of zones ≥ 0, got ${range}`);
  return distance <= range;
}

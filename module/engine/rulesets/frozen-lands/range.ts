import { FROZEN_LANDS_RANGE_BANDS, rangeBand } from "../../zones/range-bands";
import type { ZoneGraph } from "../../zones/graph";

/** The five frozen-lands range bands, nearest first. */
export const RANGE_BANDS = ["close", "short", "medium", "long", "distant"] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

export function checkRangeBand(value: unknown, name = "range band"): RangeBand {
  if (typeof value !== "string" || !(RANGE_BANDS as readonly string[]).includes(value)) {
    throw new TypeError(`${name} must be one of ${RANGE_BANDS.join(", ")}, got ${String(value)}`);
  }
  return value as RangeBand;
}

export function bandIndex(band: RangeBand): number {
  return RANGE_BANDS.indexOf(checkRangeBand(band));
}

/**
 * The band between two characters from the number of zones between them (core zones table): same zone is close
 * when engaged at arm's length, else short; an adjacent zone is medium; up to four zones long; farther distant.
 */
export function bandForZoneDistance(zones: number, engaged = false): RangeBand {
  const band = rangeBand(FROZEN_LANDS_RANGE_BANDS, zones, { inContact: engaged });
  return checkRangeBand(band ?? "distant");
}

/** The band between two zones of a zone graph. */
export function bandBetween(graph: ZoneGraph, from: string, to: string, engaged = false): RangeBand {
  return bandForZoneDistance(graph.distance(from, to), engaged);
}

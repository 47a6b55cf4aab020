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
 * The band between two characters from the number of zones between them: same zone is close (engaged) or short,
 * an adjacent zone medium, up to four zones long, farther distant.
 */
export function bandForZoneDistance(zones: number, engaged = false): RangeBand {
  if (!Number.isInteger(zones) || zones < 0) throw new RangeError(`zone distance must be a whole number ≥ 0, got ${zones}`);
  if (zones === 0) return engaged ? "close" : "short";
  if (zones === 1) return "medium";
  if (zones <= 4) return "long";
  return "distant";
}

/**
 * Radiation falls off with distance: a radioactive object emits its severity out to an area one scale larger than
 * itself, one severity less to the next scale up, and so on until nothing is noticeable. A scale-0 chunk emitting
 * Moderate radiation: scale-1 area moderate, scale-2 light, scale-3 minor, beyond that none.
 *
 * The exposure itself is a syndrome (the "Radiation (…)" rows of the poison table), given here as stats.
 */
import { checkScale } from "./scale";
import type { SyndromeStats } from "./poison";

export const RADIATION_SEVERITIES = ["minor", "light", "moderate", "heavy", "extreme"] as const;
export type RadiationSeverity = (typeof RADIATION_SEVERITIES)[number];

function severityIndex(s: RadiationSeverity): number {
  const i = RADIATION_SEVERITIES.indexOf(s);
  if (i < 0) throw new RangeError(`unknown radiation severity "${String(s)}"`);
  return i;
}

/** The severity felt inside an area of `areaScale` centred on a source of `sourceScale` (null: none noticeable). */
export function radiationInArea(sourceScale: number, severity: RadiationSeverity, areaScale: number): RadiationSeverity | null {
  checkScale(sourceScale, "source scale");
  if (!Number.isInteger(areaScale)) throw new TypeError(`area scale must be a whole number, got ${areaScale}`);
  const steps = Math.max(0, areaScale - (sourceScale + 1));
  const i = severityIndex(severity) - steps;
  return i >= 0 ? RADIATION_SEVERITIES[i]! : null;
}

/**
 * The smallest scale area (a square of side 2^scale m centred on the source) holding a point `metres` away
 * along either axis (the larger of the x and y offsets).
 */
export function areaScaleAtDistance(metres: number): number {
  if (typeof metres !== "number" || !Number.isFinite(metres) || metres < 0) throw new RangeError(`distance must be a finite number of metres ≥ 0, got ${String(metres)}`);
  if (metres === 0) return -Infinity;
  return Math.ceil(Math.log2(2 * metres) - 1e-9);
}

/** The severity at a distance from a source. */
export function radiationAtDistance(sourceScale: number, severity: RadiationSeverity, metres: number): RadiationSeverity | null {
  const area = areaScaleAtDistance(metres);
  return radiationInArea(sourceScale, severity, Number.isFinite(area) ? area : sourceScale + 1);
}

const stats = (name: string, fortDc: number, per: SyndromeStats["checkRate"]["per"]): SyndromeStats => ({
  name,
  fortDc,
  checkRate: { count: 1, per },
  routes: ["exposure"],
  symptoms: "1 cumulative wound",
  woundSymptoms: true,
});

/** The poison table's radiation rows (Fort DC, check rate, symptoms; Diagnosis DC 4 for all). */
export const RADIATION_EXPOSURE: Readonly<Record<RadiationSeverity, SyndromeStats>> = {
  extreme: stats("Radiation (Extreme)", 12, "second"),
  heavy: stats("Radiation (Heavy)", 10, "round"),
  moderate: stats("Radiation (Moderate)", 8, "hour"),
  light: stats("Radiation (Light)", 6, "day"),
  minor: stats("Radiation (Minor)", 4, "day"),
};

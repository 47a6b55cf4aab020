/**
 * Zone features and what they do: Cluttered (a Mobility roll on moving in, failure means a fall), Dimly lit
 * (Perception and ranged attacks suffer), Cramped (crawling only, no Heavy weapons).
 */
import type { DiceModifier } from "../../modifiers";
import type { Weapon } from "./weapons";
import { hasFeature } from "./weapons";

export const ZONE_FEATURES = ["cluttered", "dimly-lit", "cramped"] as const;
export type ZoneFeature = (typeof ZONE_FEATURES)[number];

export function checkZoneFeatures(features: readonly string[] | undefined): ZoneFeature[] {
  const out: ZoneFeature[] = [];
  for (const f of features ?? []) {
    if (!(ZONE_FEATURES as readonly string[]).includes(f)) throw new TypeError(`unknown zone feature "${f}" (known: ${ZONE_FEATURES.join(", ")})`);
    out.push(f as ZoneFeature);
  }
  return out;
}

/** The Dimly lit zone feature's penalty to Perception rolls (the feature's own −2). */
export const DIMLY_LIT_PERCEPTION = -2;

/** The zone is Dimly lit. */
export function isDimlyLit(features: readonly string[] | undefined): boolean {
  return checkZoneFeatures(features).includes("dimly-lit");
}

/** Modifiers a zone gives a Perception roll made in it: −2 when Dimly lit. */
export function perceptionModifiers(features: readonly string[] | undefined): DiceModifier[] {
  return isDimlyLit(features) ? [{ dice: DIMLY_LIT_PERCEPTION, reason: "dimly lit zone", code: "dimly-lit-zone" }] : [];
}

/** Moving into a cluttered zone needs a Mobility roll. */
export function entryNeedsMobilityRoll(features: readonly string[] | undefined): boolean {
  return checkZoneFeatures(features).includes("cluttered");
}

/** Characters in a cramped zone can only crawl. */
export function onlyCrawling(features: readonly string[] | undefined): boolean {
  return checkZoneFeatures(features).includes("cramped");
}

/** Why this weapon cannot be used in the zone, or null if it can (Heavy weapons are impossible in Cramped zones). */
export function weaponForbiddenIn(weapon: Weapon, features: readonly string[] | undefined): string | null {
  if (onlyCrawling(features) && hasFeature(weapon, "Heavy")) return `${weapon.name} is Heavy and cannot be used in a cramped zone`;
  return null;
}

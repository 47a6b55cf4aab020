/**
 * The Fray zone behaviour's system data as plain objects, and the region data the board reads. Pure: the Foundry
 * TypeDataModel (zone-behavior.ts) stores exactly these fields, and tests feed them directly.
 */
import { isCoverStep, type CoverStep } from "../engine/cover";
import type { RegionElevation, RegionShapeData } from "./region-geometry";

/** The RegionBehavior subtype: system id prefix, as system.json documentTypes declares it. */
export const ZONE_BEHAVIOR_TYPE = "fray.zone";

/**
 * Every zone feature a ruleset reads (each ruleset's board rules say which of these it uses): frozen-lands
 * cluttered / dimly lit / cramped; six-seconds difficult and extreme terrain; tactica rough and difficult terrain and
 * ground impassable to chariots (steep slopes, rocky ground, very soft sand, marsh), and area cover inside a zone by kind.
 */
export const ZONE_FEATURES = ["cluttered", "dimly-lit", "cramped", "difficult", "extreme", "rough", "chariot-impassable",
  "area-cover-hard-light", "area-cover-hard-heavy", "area-cover-soft-light", "area-cover-soft-medium", "area-cover-soft-heavy"] as const;
export type ZoneFeatureId = (typeof ZONE_FEATURES)[number];

/** What one zone's side of a border to a neighbouring zone gives. */
export interface ZoneBorderData {
  /** The neighbouring zone's region id. */
  zone: string;
  /** Cover step against fire across the border, both ways. */
  cover: CoverStep;
  /** tactica: soft cover (foliage, smoke) rather than hard. */
  soft: boolean;
  /** tactica: linear cover (a wall, a hedge) that defenders hold, with its choke value. */
  linear: boolean;
  choke: number;
  /** factions: a barrier blocks attacks across the border (except against someone peeking out). */
  barrier: boolean;
}

export interface ZoneBehaviorSystem {
  features: string[];
  borders: ZoneBorderData[];
  /** GM overrides: region ids to link to although the shapes do not touch, and to unlink although they do. */
  addLinks: string[];
  removeLinks: string[];
}

export interface ZoneBehaviorLike {
  type: string;
  disabled?: boolean;
  system: Partial<ZoneBehaviorSystem>;
}

/** A RegionDocument as plain data. */
export interface RegionLike {
  id: string;
  name?: string;
  shapes: readonly RegionShapeData[];
  elevation?: RegionElevation;
  /** v14 Scene Levels the region is on (none: every level). */
  levels?: readonly string[];
  behaviors: readonly ZoneBehaviorLike[];
}

/** Fill the defaults of partial stored data; drop malformed border entries instead of failing the whole board. */
export function normaliseZoneSystem(data: Partial<ZoneBehaviorSystem>): ZoneBehaviorSystem {
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string" && s !== "") : []);
  const borders: ZoneBorderData[] = [];
  for (const b of Array.isArray(data.borders) ? data.borders : []) {
    if (!b || typeof b.zone !== "string" || b.zone === "") continue;
    const cover: CoverStep = isCoverStep(b.cover) ? b.cover : "none";
    const choke = Number.isInteger(b.choke) && b.choke >= 0 ? b.choke : 0;
    borders.push({ zone: b.zone, cover, soft: b.soft === true, linear: b.linear === true, choke, barrier: b.barrier === true });
  }
  return { features: [...new Set(strings(data.features))], borders, addLinks: strings(data.addLinks), removeLinks: strings(data.removeLinks) };
}

/** The zone behaviour of a region (the first enabled one), or null when the region is no zone. */
export function zoneBehaviorOf(region: RegionLike): ZoneBehaviorSystem | null {
  const b = region.behaviors.find((x) => x.type === ZONE_BEHAVIOR_TYPE && !x.disabled);
  return b ? normaliseZoneSystem(b.system) : null;
}

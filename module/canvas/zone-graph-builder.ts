/**
 * Regions with a Fray zone behaviour → the engine's zone graph. A link between two zones exists when their shapes
 * border (region-adjacency.ts) and neither side's GM override removes it, or when either side adds it by hand.
 * The cover of a border is the better of what its two sides give; soft, linear and barrier become boundary
 * features the rulesets read ("soft-cover", "linear-cover", "barrier"; a barrier is total cover), a linear cover's
 * choke value as "choke-N" (the larger of the two sides').
 */
import { bestCover, type CoverStep } from "../engine/cover";
import { ZoneGraph, type BoundarySpec, type ZoneSpec } from "../engine/zones/graph";
import { regionsBorder, type AdjacencyOptions } from "./region-adjacency";
import { regionGeometry, type RegionGeometry } from "./region-geometry";
import { zoneBehaviorOf, type RegionLike, type ZoneBehaviorSystem } from "./zone-data";

export interface ZoneRegion {
  id: string;
  name: string;
  geometry: RegionGeometry;
  zone: ZoneBehaviorSystem;
}

/** The zones among a scene's regions (regions without an enabled zone behaviour are left out). */
export function zoneRegion(region: RegionLike): ZoneRegion | null {
  const zone = zoneBehaviorOf(region);
  if (!zone) return null;
  return { id: region.id, name: region.name ?? region.id, geometry: regionGeometry(region.id, region.shapes, region.elevation, region.levels ?? null), zone };
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** Whether a pair is linked, from the shapes' verdict and both sides' overrides. */
export function linked(a: ZoneRegion, b: ZoneRegion, shapesBorder: boolean): boolean {
  if (a.zone.addLinks.includes(b.id) || b.zone.addLinks.includes(a.id)) return true;
  if (a.zone.removeLinks.includes(b.id) || b.zone.removeLinks.includes(a.id)) return false;
  return shapesBorder;
}

/** The boundary spec of a linked pair, merging what each side says about the border. */
export function boundaryOf(a: ZoneRegion, b: ZoneRegion): BoundarySpec {
  let cover: CoverStep = "none";
  const features = new Set<string>();
  let choke = 0;
  for (const [self, other] of [[a, b], [b, a]] as const) {
    for (const border of self.zone.borders) {
      if (border.zone !== other.id) continue;
      cover = bestCover(cover, border.barrier ? "total" : border.cover);
      if (border.soft) features.add("soft-cover");
      if (border.linear) features.add("linear-cover");
      if (border.barrier) features.add("barrier");
      if (border.linear) choke = Math.max(choke, border.choke);
    }
  }
  if (choke > 0) features.add(`choke-${choke}`);
  return { between: [a.id, b.id], cover, features: [...features] };
}

/**
 * Shape verdicts per pair of zones, kept so one region's change re-tests only that region's pairs (what the zone
 * index does); building the graph from the cache is cheap.
 */
export class BorderCache {
  private readonly verdicts = new Map<string, boolean>();

  constructor(private readonly opts: AdjacencyOptions = {}) {}

  /** Re-test every pair involving `changed` against `all` (and forget pairs with zones that are gone). */
  update(changed: ZoneRegion, all: Iterable<ZoneRegion>): void {
    for (const other of all) {
      if (other.id === changed.id) continue;
      this.verdicts.set(pairKey(changed.id, other.id), regionsBorder(changed.geometry, other.geometry, this.opts));
    }
  }

  forget(id: string): void {
    for (const k of [...this.verdicts.keys()]) if (k.startsWith(`${id}\u0000`) || k.endsWith(`\u0000${id}`)) this.verdicts.delete(k);
  }

  borders(a: string, b: string): boolean {
    return this.verdicts.get(pairKey(a, b)) ?? false;
  }
}

/** Zones kept without a map (a scene flag): play without a map, or zones the map does not draw. */
export interface ManualZones {
  zones: ZoneSpec[];
  boundaries?: BoundarySpec[];
}

/**
 * The engine graph over the map's zones (with the cached shape verdicts) and the manual zones. A manual zone whose
 * id a map zone already uses is skipped, and so are manual boundaries to unknown zones or already present.
 */
export function graphFrom(zones: readonly ZoneRegion[], cache: BorderCache, manual: ManualZones = { zones: [] }): ZoneGraph {
  const specs: ZoneSpec[] = zones.map((z) => ({ id: z.id, name: z.name, features: z.zone.features }));
  const boundaries: BoundarySpec[] = [];
  for (let i = 0; i < zones.length; i++)
    for (let j = i + 1; j < zones.length; j++) {
      const a = zones[i]!;
      const b = zones[j]!;
      if (linked(a, b, cache.borders(a.id, b.id))) boundaries.push(boundaryOf(a, b));
    }
  const ids = new Set(specs.map((s) => s.id));
  for (const z of manual.zones) {
    if (ids.has(z.id)) continue;
    ids.add(z.id);
    specs.push(z);
  }
  const seen = new Set(boundaries.map((b) => pairKey(b.between[0], b.between[1])));
  for (const b of manual.boundaries ?? []) {
    const [a, c] = b.between;
    if (!ids.has(a) || !ids.has(c) || a === c || seen.has(pairKey(a, c))) continue;
    seen.add(pairKey(a, c));
    boundaries.push(b);
  }
  return new ZoneGraph(specs, boundaries);
}

/** One-shot build from a scene's regions (tests, the first load of a scene). */
export function buildZoneGraph(regions: readonly RegionLike[], manual?: ManualZones, opts: AdjacencyOptions = {}): { graph: ZoneGraph; zones: ZoneRegion[] } {
  const zones = regions.map(zoneRegion).filter((z): z is ZoneRegion => z !== null);
  const cache = new BorderCache(opts);
  zones.forEach((z, i) => cache.update(z, zones.slice(i + 1)));
  return { graph: graphFrom(zones, cache, manual), zones };
}

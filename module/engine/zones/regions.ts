/**
 * Zones drawn on a map: each zone a polygon in scene coordinates. Adjacency comes from shared edges (two zones
 * touching only at a corner are not adjacent), and a token's zone is the one containing its centre (as Regions
 * count tokens). Pure geometry: the Foundry layer passes the polygons in.
 */
import { pointInPolygon } from "../areas/geometry";
import type { BoundarySpec } from "./graph";

export interface ZoneRegion {
  id: string;
  /** [x0, y0, x1, y1, …], at least three vertices. */
  points: readonly number[];
}

export interface RegionAdjacencyOptions {
  /** Distance within which edges count as lying on the same line (scene units); default 0.5. */
  tolerance?: number;
  /** Shortest shared stretch that makes two zones adjacent (scene units); default 1. */
  minShared?: number;
}

function checkRegion(r: ZoneRegion): void {
  if (typeof r.id !== "string" || r.id === "") throw new TypeError("every zone region needs a non-empty string id");
  if (r.points.length < 6 || r.points.length % 2 !== 0) throw new RangeError(`zone region "${r.id}" needs at least three x, y pairs`);
  if (!r.points.every(Number.isFinite)) throw new TypeError(`zone region "${r.id}" has a non-finite coordinate`);
}

/** Length of boundary two polygons share: overlapping stretches of collinear edges. */
export function sharedBoundaryLength(p: readonly number[], q: readonly number[], tolerance = 0.5): number {
  let shared = 0;
  for (let i = 0; i < p.length; i += 2) {
    const ax = p[i]!;
    const ay = p[i + 1]!;
    const bx = p[(i + 2) % p.length]!;
    const by = p[(i + 3) % p.length]!;
    const len = Math.hypot(bx - ax, by - ay);
    if (len === 0) continue;
    const ux = (bx - ax) / len;
    const uy = (by - ay) / len;
    for (let j = 0; j < q.length; j += 2) {
      const cx = q[j]!;
      const cy = q[j + 1]!;
      const dx = q[(j + 2) % q.length]!;
      const dy = q[(j + 3) % q.length]!;
      // Both ends of q's edge must lie on p's edge line (perpendicular distance within tolerance).
      if (Math.abs((cx - ax) * uy - (cy - ay) * ux) > tolerance) continue;
      if (Math.abs((dx - ax) * uy - (dy - ay) * ux) > tolerance) continue;
      const t0 = (cx - ax) * ux + (cy - ay) * uy;
      const t1 = (dx - ax) * ux + (dy - ay) * uy;
      const overlap = Math.min(len, Math.max(t0, t1)) - Math.max(0, Math.min(t0, t1));
      if (overlap > 0) shared += overlap;
    }
  }
  return shared;
}

/** Boundaries for every pair of regions sharing at least `minShared` of edge. */
export function boundariesFromRegions(regions: readonly ZoneRegion[], opts: RegionAdjacencyOptions = {}): BoundarySpec[] {
  const tolerance = opts.tolerance ?? 0.5;
  const minShared = opts.minShared ?? 1;
  if (!(tolerance >= 0) || !(minShared > 0)) throw new RangeError("tolerance must be ≥ 0 and minShared above 0");
  regions.forEach(checkRegion);
  const out: BoundarySpec[] = [];
  for (let i = 0; i < regions.length; i++)
    for (let j = i + 1; j < regions.length; j++) {
      if (sharedBoundaryLength(regions[i]!.points, regions[j]!.points, tolerance) >= minShared) {
        out.push({ between: [regions[i]!.id, regions[j]!.id] });
      }
    }
  return out;
}

/** The zone whose region contains a point (edge included; the first listed wins on a shared edge), or null. */
export function zoneAtPoint(regions: readonly ZoneRegion[], x: number, y: number): string | null {
  for (const r of regions) {
    checkRegion(r);
    if (pointInPolygon(x, y, r.points)) return r.id;
  }
  return null;
}

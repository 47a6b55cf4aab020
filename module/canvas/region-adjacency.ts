/**
 * Which drawn regions border each other: they share a stretch of edge (the engine's shared-boundary test) or they
 * overlap with positive area. Touching at a single corner is not a border, as in the engine's zones. Holes are
 * ignored here (a zone with a hole still borders what surrounds it). Elevation ranges must meet too.
 */
import { sharedBoundaryLength } from "../engine/zones/regions";
import { pointInPolygon, type Polygon } from "../engine/areas/geometry";
import { elevationsMeet, type RegionGeometry } from "./region-geometry";

export interface AdjacencyOptions {
  /** Distance within which edges count as the same line, pixels; default 0.5. */
  tolerance?: number;
  /** Shortest shared stretch of edge that makes a border, pixels; default 1. */
  minShared?: number;
}

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

/** Two segments cross at a point inside both (not at an end, not collinear). */
function properCross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const d1 = orient(ax, ay, bx, by, cx, cy);
  const d2 = orient(ax, ay, bx, by, dx, dy);
  const d3 = orient(cx, cy, dx, dy, ax, ay);
  const d4 = orient(cx, cy, dx, dy, bx, by);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

function strictlyInside(x: number, y: number, p: Polygon): boolean {
  const e = 1e-6;
  return pointInPolygon(x + e, y, p) && pointInPolygon(x - e, y, p) && pointInPolygon(x, y + e, p) && pointInPolygon(x, y - e, p);
}

/** Positive-area overlap of two simple polygons: an edge crossing, or one vertex strictly inside the other. */
export function polygonsOverlap(p: Polygon, q: Polygon): boolean {
  for (let i = 0; i < p.length; i += 2) {
    const ax = p[i]!;
    const ay = p[i + 1]!;
    const bx = p[(i + 2) % p.length]!;
    const by = p[(i + 3) % p.length]!;
    for (let j = 0; j < q.length; j += 2) {
      if (properCross(ax, ay, bx, by, q[j]!, q[j + 1]!, q[(j + 2) % q.length]!, q[(j + 3) % q.length]!)) return true;
    }
  }
  for (let i = 0; i < p.length; i += 2) if (strictlyInside(p[i]!, p[i + 1]!, q)) return true;
  for (let j = 0; j < q.length; j += 2) if (strictlyInside(q[j]!, q[j + 1]!, p)) return true;
  return false;
}

function boundsMeet(a: RegionGeometry, b: RegionGeometry, tolerance: number): boolean {
  return a.bounds[0] <= b.bounds[2] + tolerance && b.bounds[0] <= a.bounds[2] + tolerance && a.bounds[1] <= b.bounds[3] + tolerance && b.bounds[1] <= a.bounds[3] + tolerance;
}

/** Do two regions border each other (shared edge or overlap, elevations meeting)? */
export function regionsBorder(a: RegionGeometry, b: RegionGeometry, opts: AdjacencyOptions = {}): boolean {
  const tolerance = opts.tolerance ?? 0.5;
  const minShared = opts.minShared ?? 1;
  if (!elevationsMeet(a, b) || !boundsMeet(a, b, tolerance)) return false;
  let shared = 0;
  for (const p of a.solids)
    for (const q of b.solids) {
      if (polygonsOverlap(p, q)) return true;
      shared += sharedBoundaryLength(p, q, tolerance);
    }
  return shared >= minShared;
}

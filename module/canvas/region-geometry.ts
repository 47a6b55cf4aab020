/**
 * Scene Region shapes as plain polygons (pure: the data mirrors RegionDocument#shapes and #elevation). Round shapes
 * become regular polygons fine enough for zone membership; rectangles and ellipses turn about their centre, as
 * Foundry draws them. A region holds a point when some solid shape holds it and no hole does.
 */
import { pointInPolygon, type Polygon } from "../engine/areas/geometry";

export type RegionShapeData =
  | { type: "rectangle"; x: number; y: number; width: number; height: number; rotation?: number; hole?: boolean }
  | { type: "circle"; x: number; y: number; radius: number; hole?: boolean }
  | { type: "ellipse"; x: number; y: number; radiusX: number; radiusY: number; rotation?: number; hole?: boolean }
  | { type: "polygon"; points: readonly number[]; hole?: boolean };

/** Region elevation; null ends are open (−∞ bottom, +∞ top). */
export interface RegionElevation {
  bottom?: number | null;
  top?: number | null;
}

export interface RegionGeometry {
  id: string;
  solids: Polygon[];
  holes: Polygon[];
  /** [minX, minY, maxX, maxY] of the solid shapes. */
  bounds: [number, number, number, number];
  bottom: number;
  top: number;
  /** Area of the solid shapes (holes not subtracted): picks the smaller of two overlapping zones. */
  area: number;
}

/** Segments used for circles and ellipses: edges stay within 0.5 % of the radius. */
export const ROUND_SEGMENTS = 32;

function rotate(points: number[], cx: number, cy: number, degrees: number): number[] {
  if (!degrees) return points;
  const a = (degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const out: number[] = [];
  for (let i = 0; i < points.length; i += 2) {
    const dx = points[i]! - cx;
    const dy = points[i + 1]! - cy;
    out.push(cx + dx * c - dy * s, cy + dx * s + dy * c);
  }
  return out;
}

function ellipse(cx: number, cy: number, rx: number, ry: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < ROUND_SEGMENTS; k++) {
    const t = (2 * Math.PI * k) / ROUND_SEGMENTS;
    out.push(cx + rx * Math.cos(t), cy + ry * Math.sin(t));
  }
  return out;
}

/** One region shape as a polygon [x0, y0, x1, y1, …] in scene pixels. */
export function shapeToPolygon(shape: RegionShapeData): Polygon {
  switch (shape.type) {
    case "rectangle": {
      const { x, y, width: w, height: h } = shape;
      return rotate([x, y, x + w, y, x + w, y + h, x, y + h], x + w / 2, y + h / 2, shape.rotation ?? 0);
    }
    case "circle":
      return ellipse(shape.x, shape.y, shape.radius, shape.radius);
    case "ellipse":
      return rotate(ellipse(shape.x, shape.y, shape.radiusX, shape.radiusY), shape.x, shape.y, shape.rotation ?? 0);
    case "polygon":
      if (shape.points.length < 6 || shape.points.length % 2 !== 0) throw new RangeError(`a polygon region shape needs at least three x, y pairs`);
      return [...shape.points];
    default:
      throw new TypeError(`unknown region shape type "${String((shape as { type: unknown }).type)}"`);
  }
}

function polygonAreaOf(p: Polygon): number {
  let sum = 0;
  for (let i = 0; i < p.length; i += 2) {
    const j = (i + 2) % p.length;
    sum += p[i]! * p[j + 1]! - p[j]! * p[i + 1]!;
  }
  return Math.abs(sum) / 2;
}

export function regionGeometry(id: string, shapes: readonly RegionShapeData[], elevation: RegionElevation = {}): RegionGeometry {
  const solids: Polygon[] = [];
  const holes: Polygon[] = [];
  for (const s of shapes) (s.hole ? holes : solids).push(shapeToPolygon(s));
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let area = 0;
  for (const p of solids) {
    area += polygonAreaOf(p);
    for (let i = 0; i < p.length; i += 2) {
      x0 = Math.min(x0, p[i]!);
      x1 = Math.max(x1, p[i]!);
      y0 = Math.min(y0, p[i + 1]!);
      y1 = Math.max(y1, p[i + 1]!);
    }
  }
  return { id, solids, holes, bounds: [x0, y0, x1, y1], bottom: elevation.bottom ?? -Infinity, top: elevation.top ?? Infinity, area };
}

/** Does the region hold this point (at this elevation, when given)? */
export function regionContains(r: RegionGeometry, x: number, y: number, elevation?: number): boolean {
  if (x < r.bounds[0] || x > r.bounds[2] || y < r.bounds[1] || y > r.bounds[3]) return false;
  if (elevation !== undefined && (elevation < r.bottom || elevation > r.top)) return false;
  if (!r.solids.some((p) => pointInPolygon(x, y, p))) return false;
  return !r.holes.some((p) => pointInPolygon(x, y, p) && !onBoundary(x, y, p));
}

/** A point on a hole's edge still belongs to the region (edges count as inside everywhere). */
function onBoundary(x: number, y: number, p: Polygon): boolean {
  const e = 1e-6;
  return !(pointInPolygon(x + e, y, p) && pointInPolygon(x - e, y, p) && pointInPolygon(x, y + e, p) && pointInPolygon(x, y - e, p));
}

/** Elevation ranges meet (closed intervals): a balcony above a courtyard does not border it. */
export function elevationsMeet(a: RegionGeometry, b: RegionGeometry): boolean {
  return a.bottom <= b.top && b.bottom <= a.top;
}

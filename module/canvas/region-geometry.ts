/**
 * Scene Region shapes as plain polygons (pure: the data mirrors RegionDocument#shapes, #elevation and, in v14,
 * #levels). Round shapes become regular polygons fine enough for zone membership; rectangles and ellipses turn about
 * their centre, as Foundry draws them. A region holds a point when some solid shape holds it and no hole does.
 *
 * v14 adds cone, line, ring and emanation shapes (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.RegionData.html;
 * field names as foundryvtt/dnd5e `module/canvas/template-placement.mjs` writes them). A shape Fray does not know
 * arrives as the polygons core computed for it (`type: "polygons"`, from the shape model's `polygons`), so a new
 * core shape never breaks the board.
 */
import { pointInPolygon, type Polygon } from "../engine/areas/geometry";

export type RegionShapeData =
  | { type: "rectangle"; x: number; y: number; width: number; height: number; rotation?: number; hole?: boolean }
  | { type: "circle"; x: number; y: number; radius: number; hole?: boolean }
  | { type: "ellipse"; x: number; y: number; radiusX: number; radiusY: number; rotation?: number; hole?: boolean }
  | { type: "polygon"; points: readonly number[]; hole?: boolean }
  /** Apex (x, y), length `radius`, full opening `angle`, axis `rotation` degrees clockwise from east; a flat end or a round one. */
  | { type: "cone"; x: number; y: number; radius: number; angle: number; rotation?: number; flat?: boolean; hole?: boolean }
  /** From (x, y) along `rotation`, `length` long and `width` wide (centred on its axis). */
  | { type: "line"; x: number; y: number; length: number; width: number; rotation?: number; hole?: boolean }
  /** The band from `inner` to `outer` about (x, y). */
  | { type: "ring"; x: number; y: number; inner: number; outer: number; hole?: boolean }
  /** A rectangle (a token's footprint, pixels) grown by `radius` on every side, with round corners. */
  | { type: "emanation"; x: number; y: number; width: number; height: number; radius: number; hole?: boolean }
  /** Polygons core computed for a shape Fray does not model. */
  | { type: "polygons"; polygons: readonly (readonly number[])[]; hole?: boolean };

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
  /** v14 Scene Levels the region is on; null when it names none (v13, or every level). */
  levels: readonly string[] | null;
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

function arc(cx: number, cy: number, r: number, from: number, to: number, steps: number): number[] {
  const out: number[] = [];
  for (let k = 0; k <= steps; k++) {
    const t = from + ((to - from) * k) / steps;
    out.push(cx + r * Math.cos(t), cy + r * Math.sin(t));
  }
  return out;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * One region shape as polygons [x0, y0, x1, y1, …] in scene pixels (one for every modelled shape; a ring is one
 * keyhole polygon, so its middle stays out under the even-odd test while another shape may still cover it).
 */
export function shapeToPolygons(shape: RegionShapeData): Polygon[] {
  switch (shape.type) {
    case "rectangle": {
      const { x, y, width: w, height: h } = shape;
      return [rotate([x, y, x + w, y, x + w, y + h, x, y + h], x + w / 2, y + h / 2, shape.rotation ?? 0)];
    }
    case "circle":
      return [ellipse(shape.x, shape.y, shape.radius, shape.radius)];
    case "ellipse":
      return [rotate(ellipse(shape.x, shape.y, shape.radiusX, shape.radiusY), shape.x, shape.y, shape.rotation ?? 0)];
    case "polygon":
      if (shape.points.length < 6 || shape.points.length % 2 !== 0) throw new RangeError(`a polygon region shape needs at least three x, y pairs`);
      return [[...shape.points]];
    case "cone": {
      const axis = rad(shape.rotation ?? 0);
      const half = rad(shape.angle) / 2;
      // GUESS: a flat cone ends in the chord between its edges' ends, a round one in an arc (v13 templates' two cone
      // styles; v14's `curvature` names them, dnd5e uses "flat" up to 90°).
      const steps = shape.flat ? 1 : Math.max(2, Math.ceil((ROUND_SEGMENTS * 2 * half) / (2 * Math.PI)));
      return [[shape.x, shape.y, ...arc(shape.x, shape.y, shape.radius, axis - half, axis + half, steps)]];
    }
    case "line": {
      const { x, y, length, width } = shape;
      return [rotate([x, y - width / 2, x + length, y - width / 2, x + length, y + width / 2, x, y + width / 2], x, y, shape.rotation ?? 0)];
    }
    case "ring": {
      const outer = arc(shape.x, shape.y, shape.outer, 0, 2 * Math.PI, ROUND_SEGMENTS);
      if (shape.inner <= 0) return [outer.slice(0, -2)];
      // Outer circle one way, inner circle the other, joined by a zero-width bridge.
      return [[...outer, ...arc(shape.x, shape.y, shape.inner, 2 * Math.PI, 0, ROUND_SEGMENTS)]];
    }
    case "emanation": {
      const { x, y, width: w, height: h, radius: r } = shape;
      const q = ROUND_SEGMENTS / 4;
      return [[
        ...arc(x + w, y + h, r, 0, Math.PI / 2, q),
        ...arc(x, y + h, r, Math.PI / 2, Math.PI, q),
        ...arc(x, y, r, Math.PI, (3 * Math.PI) / 2, q),
        ...arc(x + w, y, r, (3 * Math.PI) / 2, 2 * Math.PI, q),
      ]];
    }
    case "polygons":
      return shape.polygons.filter((p) => p.length >= 6 && p.length % 2 === 0).map((p) => [...p]);
    default:
      throw new TypeError(`unknown region shape type "${String((shape as { type: unknown }).type)}"`);
  }
}

/** One region shape as one polygon (its first). */
export function shapeToPolygon(shape: RegionShapeData): Polygon {
  const [first] = shapeToPolygons(shape);
  if (!first) throw new RangeError(`a "${shape.type}" region shape has no polygon`);
  return first;
}

function polygonAreaOf(p: Polygon): number {
  let sum = 0;
  for (let i = 0; i < p.length; i += 2) {
    const j = (i + 2) % p.length;
    sum += p[i]! * p[j + 1]! - p[j]! * p[i + 1]!;
  }
  return Math.abs(sum) / 2;
}

export function regionGeometry(id: string, shapes: readonly RegionShapeData[], elevation: RegionElevation = {}, levels: readonly string[] | null = null): RegionGeometry {
  const solids: Polygon[] = [];
  const holes: Polygon[] = [];
  for (const s of shapes) (s.hole ? holes : solids).push(...shapeToPolygons(s));
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
  return { id, solids, holes, bounds: [x0, y0, x1, y1], bottom: elevation.bottom ?? -Infinity, top: elevation.top ?? Infinity, area, levels: levels && levels.length > 0 ? [...levels] : null };
}

/** Is the region on this level (v14)? A region naming no level, or a point with no level, is on every one. */
export function onLevel(r: RegionGeometry, level: string | null | undefined): boolean {
  return !r.levels || level === null || level === undefined || r.levels.includes(level);
}

/** Does the region hold this point (at this elevation and on this level, when given)? */
export function regionContains(r: RegionGeometry, x: number, y: number, elevation?: number, level?: string | null): boolean {
  if (x < r.bounds[0] || x > r.bounds[2] || y < r.bounds[1] || y > r.bounds[3]) return false;
  if (!onLevel(r, level)) return false;
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
  if (a.levels && b.levels && !a.levels.some((l) => b.levels!.includes(l))) return false;
  return a.bottom <= b.top && b.bottom <= a.top;
}

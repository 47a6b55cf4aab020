/**
 * Which tokens an area touches. A token is an axis-aligned footprint (Foundry tokens are squares or rectangles of
 * grid cells). Two tests:
 * - by centre: the footprint's centre lies in the area (edge included), as Foundry Regions count tokens;
 * - by footprint: some part of the footprint with positive area lies in the area ("even partly in the target
 *   area"). Merely touching an edge does not count, so a one-square area does not catch the neighbouring square.
 * A token inside by centre is always inside by footprint (tested as a property).
 */
import { clipHalfPlane, clipToRect, distanceSqToPolygon, pointInPolygon, polygonArea, toRadians } from "./geometry";
import { shapeBounds, shapePolygon, validateShape, type AreaShape, type ConeShape } from "./shapes";

export interface TokenFootprint {
  id: string;
  /** Top-left corner, scene units. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export type MembershipMode = "centre" | "footprint";

/** An area prepared once for many membership tests. */
export interface CompiledArea {
  readonly shape: AreaShape;
  containsPoint(x: number, y: number): boolean;
  /** Positive-area overlap with the rectangle [x0, x1] × [y0, y1]. */
  overlapsRect(x0: number, y0: number, x1: number, y1: number): boolean;
}

const ANGLE_EPS = 1e-9;

export function compileArea(shape: AreaShape): CompiledArea {
  validateShape(shape);
  const [bx0, by0, bx1, by1] = shapeBounds(shape);
  const outside = (x0: number, y0: number, x1: number, y1: number) => x1 <= bx0 || x0 >= bx1 || y1 <= by0 || y0 >= by1;

  if (shape.kind === "circle" || shape.kind === "sphere") {
    const { x: cx, y: cy, radius } = shape;
    const r2 = radius * radius;
    return {
      shape,
      containsPoint: (x, y) => (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r2,
      overlapsRect(x0, y0, x1, y1) {
        const nx = cx < x0 ? x0 : cx > x1 ? x1 : cx;
        const ny = cy < y0 ? y0 : cy > y1 ? y1 : cy;
        return (nx - cx) * (nx - cx) + (ny - cy) * (ny - cy) < r2;
      },
    };
  }
  if (shape.kind === "cone" && !shape.flat) return compileSector(shape, outside);

  const poly = shapePolygon(shape)!;
  return {
    shape,
    containsPoint: (x, y) => x >= bx0 && x <= bx1 && y >= by0 && y <= by1 && pointInPolygon(x, y, poly),
    overlapsRect(x0, y0, x1, y1) {
      if (outside(x0, y0, x1, y1)) return false;
      return polygonArea(clipToRect(poly, x0, y0, x1, y1)) > 1e-9 * (x1 - x0) * (y1 - y0);
    },
  };
}

/** A round cone: a circular sector, split into convex wedges of at most 180° for clipping. */
function compileSector(shape: ConeShape, outside: (x0: number, y0: number, x1: number, y1: number) => boolean): CompiledArea {
  const { x: ax, y: ay, length } = shape;
  const l2 = length * length;
  const half = toRadians(shape.angle / 2);
  const dir = toRadians(shape.direction);
  const full = shape.angle >= 360;
  const cosHalf = Math.cos(half);
  const ux = Math.cos(dir);
  const uy = Math.sin(dir);
  const wedges: Array<[number, number]> = full ? [] : shape.angle <= 180 ? [[dir - half, dir + half]] : [[dir - half, dir], [dir, dir + half]];
  return {
    shape,
    containsPoint(x, y) {
      const dx = x - ax;
      const dy = y - ay;
      const d2 = dx * dx + dy * dy;
      if (d2 > l2) return false;
      if (full || d2 === 0) return true;
      return (dx * ux + dy * uy) / Math.sqrt(d2) >= cosHalf - ANGLE_EPS;
    },
    overlapsRect(x0, y0, x1, y1) {
      if (outside(x0, y0, x1, y1)) return false;
      const rect = [x0, y0, x1, y0, x1, y1, x0, y1];
      const minArea = 1e-9 * (x1 - x0) * (y1 - y0);
      if (full) return polygonArea(rect) > minArea && distanceSqToPolygon(ax, ay, rect) < l2;
      for (const [a1, a2] of wedges) {
        const u1x = Math.cos(a1);
        const u1y = Math.sin(a1);
        const u2x = Math.cos(a2);
        const u2y = Math.sin(a2);
        // Inside the wedge: cross(u1, p − apex) ≥ 0 and cross(p − apex, u2) ≥ 0.
        let p = clipHalfPlane(rect, u1y, -u1x, u1y * ax - u1x * ay);
        p = clipHalfPlane(p, -u2y, u2x, -u2y * ax + u2x * ay);
        if (polygonArea(p) > minArea && distanceSqToPolygon(ax, ay, p) < l2) return true;
      }
      return false;
    },
  };
}

function checkToken(t: TokenFootprint): void {
  if (![t.x, t.y, t.width, t.height].every(Number.isFinite)) throw new TypeError(`token "${t.id}" has a non-finite position or size`);
  if (t.width <= 0 || t.height <= 0) throw new RangeError(`token "${t.id}" needs a size above 0, got ${t.width}×${t.height}`);
}

/** Is one token in the area? */
export function tokenInArea(area: CompiledArea | AreaShape, token: TokenFootprint, mode: MembershipMode = "footprint"): boolean {
  const a = "containsPoint" in area ? area : compileArea(area);
  checkToken(token);
  if (mode === "centre") return a.containsPoint(token.x + token.width / 2, token.y + token.height / 2);
  return a.overlapsRect(token.x, token.y, token.x + token.width, token.y + token.height);
}

/** Ids of the tokens in the area, in input order. */
export function tokensInArea(area: CompiledArea | AreaShape, tokens: readonly TokenFootprint[], mode: MembershipMode = "footprint"): string[] {
  if (mode !== "centre" && mode !== "footprint") throw new RangeError(`membership mode must be "centre" or "footprint", got "${String(mode)}"`);
  const a = "containsPoint" in area ? area : compileArea(area);
  const out: string[] = [];
  for (const t of tokens) if (tokenInArea(a, t, mode)) out.push(t.id);
  return out;
}

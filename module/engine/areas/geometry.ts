/**
 * Plane geometry for area membership, on flat number arrays so testing a thousand tokens allocates little.
 * Scene coordinates: x to the right, y downwards (screen convention).
 */
export interface Point {
  x: number;
  y: number;
}

/** A polygon as [x0, y0, x1, y1, …], vertices in order (either winding). */
export type Polygon = number[];

/** Absolute area of a polygon (shoelace). */
export function polygonArea(p: readonly number[]): number {
  let sum = 0;
  const n = p.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    sum += p[i]! * p[j + 1]! - p[j]! * p[i + 1]!;
  }
  return Math.abs(sum) / 2;
}

/** Point in a simple polygon, boundary included (crossing number, with an explicit on-edge check). */
export function pointInPolygon(px: number, py: number, p: readonly number[]): boolean {
  let inside = false;
  const n = p.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = p[i]!;
    const yi = p[i + 1]!;
    const xj = p[j]!;
    const yj = p[j + 1]!;
    if (onSegment(px, py, xi, yi, xj, yj)) return true;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function onSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): boolean {
  const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  const scale = Math.abs(bx - ax) + Math.abs(by - ay);
  if (Math.abs(cross) > 1e-9 * scale * scale + 1e-12) return false;
  return px >= Math.min(ax, bx) - 1e-9 && px <= Math.max(ax, bx) + 1e-9 && py >= Math.min(ay, by) - 1e-9 && py <= Math.max(ay, by) + 1e-9;
}

/**
 * Clip a polygon to the half-plane a·x + b·y ≤ c (one Sutherland–Hodgman pass). Works for concave subjects too:
 * the result may have zero-width slivers, but its area is right, which is all membership needs.
 */
export function clipHalfPlane(p: readonly number[], a: number, b: number, c: number): number[] {
  const out: number[] = [];
  const n = p.length;
  if (n === 0) return out;
  let sx = p[n - 2]!;
  let sy = p[n - 1]!;
  let sIn = a * sx + b * sy <= c;
  for (let i = 0; i < n; i += 2) {
    const ex = p[i]!;
    const ey = p[i + 1]!;
    const eIn = a * ex + b * ey <= c;
    if (eIn !== sIn) {
      const ds = a * sx + b * sy - c;
      const de = a * ex + b * ey - c;
      const t = ds / (ds - de);
      out.push(sx + (ex - sx) * t, sy + (ey - sy) * t);
    }
    if (eIn) out.push(ex, ey);
    sx = ex;
    sy = ey;
    sIn = eIn;
  }
  return out;
}

/** Clip a polygon to an axis-aligned rectangle. */
export function clipToRect(p: readonly number[], x0: number, y0: number, x1: number, y1: number): number[] {
  let q = clipHalfPlane(p, -1, 0, -x0);
  q = clipHalfPlane(q, 1, 0, x1);
  q = clipHalfPlane(q, 0, -1, -y0);
  return clipHalfPlane(q, 0, 1, y1);
}

/** Squared distance from a point to a polygon (0 when inside or on it). */
export function distanceSqToPolygon(px: number, py: number, p: readonly number[]): number {
  if (p.length < 6) return Infinity;
  if (pointInPolygon(px, py, p)) return 0;
  let best = Infinity;
  const n = p.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const ax = p[j]!;
    const ay = p[j + 1]!;
    const dx = p[i]! - ax;
    const dy = p[i + 1]! - ay;
    const len = dx * dx + dy * dy;
    let t = len === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const ex = ax + t * dx - px;
    const ey = ay + t * dy - py;
    const d = ex * ex + ey * ey;
    if (d < best) best = d;
  }
  return best;
}

export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

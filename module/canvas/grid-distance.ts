/**
 * Distance between two scene points measured on a scene's grid, in scene units (metres), the way Foundry's grids
 * count: a square grid by its diagonal rule (CONST.GRID_DIAGONALS), a hex grid in hex steps, a gridless scene in
 * a straight line. Pure: the glue builds the GridSpec from the scene being measured (grid-spec.ts).
 */
import type { GridSpec } from "./token-data";

type Point = { x: number; y: number };

/**
 * Hex steps between two points of a hex grid: the pixel offset in axial coordinates, rounded to the nearest hex
 * (cube rounding), then the hex distance. A hex grid's `size` is the hex's width across its flat sides (the
 * distance between the centres of two neighbours), along x for pointy-topped rows and along y for flat-topped
 * columns (Foundry API HexagonalGridConfiguration: `columns` flat-topped, `size` one grid space).
 */
export function hexSpaces(a: Point, b: Point, grid: GridSpec): number {
  const u = (b.x - a.x) / grid.size;
  const v = (b.y - a.y) / grid.size;
  // Axial (q, r): rows go east (q) and south-east (r); columns go south-east (q) and south (r).
  const [q, r] = grid.shape === "hex-columns" ? [(2 * u) / Math.sqrt(3), v - u / Math.sqrt(3)] : [u - v / Math.sqrt(3), (2 * v) / Math.sqrt(3)];
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const [eq, er, es] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs - s)];
  if (eq > er && eq > es) rq = -rr - rs;
  else if (er > es) rr = -rq - rs;
  return Math.max(Math.abs(rq), Math.abs(rr), Math.abs(rq + rr));
}

/** Grid spaces between two points (fractional under the exact and approximate diagonal rules). */
export function gridSpaces(a: Point, b: Point, grid: GridSpec): number {
  const shape = grid.shape ?? "square";
  if (shape === "gridless") return Math.hypot(b.x - a.x, b.y - a.y) / grid.size;
  if (shape !== "square") return hexSpaces(a, b, grid);
  const dx = Math.round(Math.abs(b.x - a.x) / grid.size);
  const dy = Math.round(Math.abs(b.y - a.y) / grid.size);
  const long = Math.max(dx, dy);
  const short = Math.min(dx, dy);
  switch (grid.diagonals ?? "equidistant") {
    case "exact":
      return Math.hypot(Math.abs(b.x - a.x), Math.abs(b.y - a.y)) / grid.size;
    case "approximate":
      return long + 0.5 * short;
    case "rectilinear":
    case "illegal":
      return dx + dy;
    case "alternating":
      return long + Math.floor(short / 2);
    case "alternating2":
      return long + Math.ceil(short / 2);
    default:
      return long;
  }
}

export function gridDistance(a: Point, b: Point, grid: GridSpec): number {
  return gridSpaces(a, b, grid) * grid.distance;
}

export interface GridStep {
  dx: number;
  dy: number;
  /** The point reached (pixels). */
  x: number;
  y: number;
}

/**
 * The grid spaces a straight segment enters, one step each, for path costs. On a square grid a step goes in any
 * of eight directions (dx, dy in −1…1). On a hex or gridless scene there are no diagonals: each step is reported
 * as one orthogonal step in the segment's main direction (so the steps of one straight segment all agree), at
 * points spread evenly along the segment.
 */
export function gridSteps(a: Point, b: Point, grid: GridSpec): GridStep[] {
  if ((grid.shape ?? "square") !== "square") return lineSteps(a, b, Math.round(gridSpaces(a, b, grid)));
  let i = Math.round((b.x - a.x) / grid.size);
  let j = Math.round((b.y - a.y) / grid.size);
  const out: GridStep[] = [];
  let x = a.x;
  let y = a.y;
  while (i !== 0 || j !== 0) {
    const dx = Math.sign(i);
    const dy = Math.sign(j);
    x += dx * grid.size;
    y += dy * grid.size;
    out.push({ dx, dy, x, y });
    i -= dx;
    j -= dy;
  }
  return out;
}

function lineSteps(a: Point, b: Point, n: number): GridStep[] {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const [dx, dy] = Math.abs(ex) >= Math.abs(ey) ? [Math.sign(ex), 0] : [0, Math.sign(ey)];
  return Array.from({ length: n }, (_, k) => ({ dx, dy, x: a.x + (ex * (k + 1)) / n, y: a.y + (ey * (k + 1)) / n }));
}

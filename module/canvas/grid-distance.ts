/**
 * Distance between two scene points measured on a square grid, in scene units (metres), the way the grid's
 * diagonal rule counts. Pure fallback for Grid#measurePath (the glue prefers the canvas grid when it exists).
 */
import type { GridSpec } from "./token-data";

export function gridDistance(a: { x: number; y: number }, b: { x: number; y: number }, grid: GridSpec): number {
  const dx = Math.round(Math.abs(b.x - a.x) / grid.size);
  const dy = Math.round(Math.abs(b.y - a.y) / grid.size);
  const long = Math.max(dx, dy);
  const short = Math.min(dx, dy);
  let squares: number;
  switch (grid.diagonals ?? "equidistant") {
    case "exact":
      squares = Math.hypot(Math.abs(b.x - a.x), Math.abs(b.y - a.y)) / grid.size;
      break;
    case "approximate":
      squares = long + 0.5 * short;
      break;
    case "rectilinear":
      squares = dx + dy;
      break;
    case "alternating":
      squares = long + Math.floor(short / 2);
      break;
    default:
      squares = long;
  }
  return squares * grid.distance;
}

/** Whole squares between two points, one square per step in any of eight directions, as unit steps (for path costs). */
export function gridSteps(a: { x: number; y: number }, b: { x: number; y: number }, grid: GridSpec): Array<{ dx: number; dy: number; x: number; y: number }> {
  let i = Math.round((b.x - a.x) / grid.size);
  let j = Math.round((b.y - a.y) / grid.size);
  const out: Array<{ dx: number; dy: number; x: number; y: number }> = [];
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

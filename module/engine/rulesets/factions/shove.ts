/**
 * factions' shove on a board of zones (pure): "the attacker can force them to move by half a zone" (Shove), "double
 * the range of the shove for each category of difference (1, 2, 4, or 8 zones …)" (Shoving and grabbing).
 *
 * Fray's zones are drawn shapes of any size, so a zone's length is read where the shove happens: the shoved
 * character is pushed straight away from the shover (from the shover's centre through its own) by `zones` times
 * the length of its own zone along that line (the zone's chord through its centre): half a zone is half that
 * chord. A wall between it and the end stops it short of the wall, and so does the end of the board (a point no
 * zone holds): the shove never pushes a token through a wall or off the zones. A push the attacker sends another
 * way (into a hazard) is planned the same, away from a point set behind the shoved along that way (shove-board.ts).
 */
import type { Size } from "./size";
import { sizeSteps } from "./size";

export interface Point {
  x: number;
  y: number;
}

/** Zones a landed shove moves its target: half a zone, doubled for each size the target is smaller. */
export function shoveZones(attacker: Size, target: Size): number {
  return 0.5 * 2 ** Math.max(0, sizeSteps(attacker, target));
}

export interface ShoveBoard {
  /** The zone holding a point, or null (off the board). */
  zoneAt(p: Point): string | null;
  /** A wall stands between two points. */
  blocked(a: Point, b: Point): boolean;
  /** Where a token whose centre is at the point stands once placed on the grid (its snapped centre). */
  snap(p: Point): Point;
  /** Sampling step in pixels (a tenth of a grid space). */
  step: number;
}

export type ShoveStop = "wall" | "edge" | null;

export type ShovePlan =
  | { ok: true; to: Point; wanted: number; moved: number; stoppedBy: ShoveStop }
  | { ok: false; reason: string };

const along = (p: Point, d: Point, t: number): Point => ({ x: p.x + d.x * t, y: p.y + d.y * t });

/** How far from `p` along `d` the zone `zone` goes: stepped out, then its border found by halving the last step. */
function reach(board: ShoveBoard, zone: string, p: Point, d: Point): number {
  let inside = 0;
  while (board.zoneAt(along(p, d, inside + board.step)) === zone) inside += board.step;
  let outside = inside + board.step;
  for (let i = 0; i < 30; i++) {
    const mid = (inside + outside) / 2;
    if (board.zoneAt(along(p, d, mid)) === zone) inside = mid;
    else outside = mid;
  }
  return inside;
}

/** The length of the zone holding `p` along the line through it in direction `d` (a unit vector). */
export function chordLength(board: ShoveBoard, p: Point, d: Point): number {
  const zone = board.zoneAt(p);
  if (zone === null) return 0;
  return reach(board, zone, p, d) + reach(board, zone, p, { x: -d.x, y: -d.y });
}

/**
 * Where the shoved character's centre ends: `zones` of its own zone's length straight away from `shover`, stopped
 * short of a wall or the board's end, then placed on the grid no farther than that.
 */
export function planShove(board: ShoveBoard, shover: Point, target: Point, zones: number): ShovePlan {
  const dx = target.x - shover.x;
  const dy = target.y - shover.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) return { ok: false, reason: "the shover and the shoved stand on the same spot: no way is away" };
  if (board.zoneAt(target) === null) return { ok: false, reason: "the shoved character stands in no zone" };
  const d = { x: dx / len, y: dy / len };
  const wanted = zones * chordLength(board, target, d);
  // The farthest free distance: each sample still in a zone, with no wall from the start.
  let free = 0;
  let stoppedBy: ShoveStop = null;
  for (let t = Math.min(wanted, board.step); free < wanted; t = Math.min(wanted, t + board.step)) {
    const p = along(target, d, t);
    if (board.zoneAt(p) === null) stoppedBy = "edge";
    else if (board.blocked(target, p)) stoppedBy = "wall";
    if (stoppedBy) break;
    free = t;
  }
  // On the grid: the farthest snapped place no farther than `free` (half a pixel's slack for the border's
  // measure) that is still free; none: it stays.
  for (let t = free; t > 0; t = t > board.step ? t - board.step : 0) {
    const to = board.snap(along(target, d, t));
    const moved = (to.x - target.x) * d.x + (to.y - target.y) * d.y;
    if (moved > free + 0.5 || moved <= 0 || board.zoneAt(to) === null || board.blocked(target, to)) continue;
    return { ok: true, to, wanted, moved, stoppedBy };
  }
  return { ok: true, to: target, wanted, moved: 0, stoppedBy: stoppedBy ?? "edge" };
}

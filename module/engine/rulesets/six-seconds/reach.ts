/**
 * Melee reach: which squares a weapon threatens, counted from the attacker's occupied area in squares of the
 * attacker's scale. Close = inside your occupied area (distance 0), Standard = adjacent (1), Long = one square
 * beyond adjacent (2), Long X = X squares away. A weapon cannot strike closer than its reach without a technique.
 * Every reach is one ring: each names a distance, nothing says a longer weapon also covers the rings inside it,
 * and "You can't generally use a weapon to attack an enemy closer than their reach" rules them out for all four.
 */
import { squareMetres } from "./scale";

export type Reach = { kind: "close" } | { kind: "standard" } | { kind: "long"; squares: number };

export const CLOSE: Reach = Object.freeze({ kind: "close" });
export const STANDARD: Reach = Object.freeze({ kind: "standard" });
export const LONG: Reach = Object.freeze({ kind: "long", squares: 2 });

/** "Close", "Standard", "Long", "Long 3" (any case). */
export function parseReach(text: string): Reach {
  const m = /^\s*(close|standard|long)(?:\s+(\d+))?\s*$/i.exec(text);
  if (!m) throw new SyntaxError(`"${text}" is not a reach (Close, Standard, Long or Long X)`);
  const kind = m[1]!.toLowerCase();
  if (kind !== "long") {
    if (m[2]) throw new SyntaxError(`only Long reach takes a number of squares, got "${text}"`);
    return kind === "close" ? CLOSE : STANDARD;
  }
  return longReach(m[2] ? Number(m[2]) : 2);
}

export function longReach(squares: number): Reach {
  if (!Number.isInteger(squares) || squares < 2) throw new RangeError(`Long X reach needs X ≥ 2 squares, got ${squares}`);
  return { kind: "long", squares };
}

/**
 * Distances a reach threatens: exactly its own ring ("Long X: X squares away"), as Standard is exactly the adjacent
 * ring. Long is Long 2. Striking closer needs `closer: true` in checkReach (see the rules notes).
 */
export function reachBand(reach: Reach): { min: number; max: number } {
  switch (reach?.kind) {
    case "close":
      return { min: 0, max: 0 };
    case "standard":
      return { min: 1, max: 1 };
    case "long":
      longReach(reach.squares);
      return { min: reach.squares, max: reach.squares };
    default:
      throw new RangeError(`unknown reach ${JSON.stringify(reach)}`);
  }
}

/**
 * An occupied area: top-left corner and side, in squares of the attacker's scale. Whole numbers on a grid of the
 * attacker's scale; fractions when sizes differ (a human is ½ × ½ of a horse's squares): see inSquaresOf.
 */
export interface Footprint {
  x: number;
  y: number;
  /** Squares across (1 for a creature of the grid's scale, 2 for one a scale larger, ½ for one a scale smaller). */
  size: number;
}

function checkFootprint(f: Footprint, name: string): void {
  if (![f?.x, f?.y, f?.size].every((v) => typeof v === "number" && Number.isFinite(v)) || f.size <= 0) {
    throw new RangeError(`${name} must have finite x, y and a size above 0, got ${JSON.stringify(f)}`);
  }
}

/** A footprint given in metres, re-expressed in squares of a scale (reach is counted in the attacker's squares). */
export function inSquaresOf(metres: Footprint, scale: number): Footprint {
  checkFootprint(metres, "footprint");
  const side = squareMetres(scale);
  return { x: metres.x / side, y: metres.y / side, size: metres.size / side };
}

const EPS = 1e-9;

/**
 * Reach distance between two occupied areas: 0 when they overlap, 1 when the target is at least partly in the ring
 * of squares adjacent to the attacker (touching, diagonals too), 2 in the next ring, and so on.
 */
export function reachDistance(attacker: Footprint, target: Footprint): number {
  checkFootprint(attacker, "attacker footprint");
  checkFootprint(target, "target footprint");
  const gapX = Math.max(target.x - (attacker.x + attacker.size), attacker.x - (target.x + target.size));
  const gapY = Math.max(target.y - (attacker.y + attacker.size), attacker.y - (target.y + target.size));
  // Negative on both axes: the areas overlap (share some area).
  if (gapX < -EPS && gapY < -EPS) return 0;
  return Math.floor(Math.max(gapX, gapY, 0) + EPS) + 1;
}

export interface ReachCheck {
  allowed: boolean;
  distance: number;
  band: { min: number; max: number };
  reason: string;
}

/**
 * Can a weapon of this reach strike a target at this reach distance? `closer: true` is a technique or ability
 * that lets it strike inside its reach.
 */
export function checkReach(reach: Reach, distance: number, opts: { closer?: boolean } = {}): ReachCheck {
  if (!Number.isInteger(distance) || distance < 0) throw new RangeError(`reach distance must be a whole number ≥ 0, got ${distance}`);
  const band = reachBand(reach);
  const min = opts.closer ? 0 : band.min;
  if (distance > band.max) return { allowed: false, distance, band, reason: `the target is ${distance} squares away, beyond reach ${band.max}` };
  if (distance < min) return { allowed: false, distance, band, reason: `the target is closer than the weapon's reach (${band.min})` };
  return { allowed: true, distance, band, reason: "in reach" };
}

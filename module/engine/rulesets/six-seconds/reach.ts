/**
 * Melee reach: which squares a weapon threatens, counted from the attacker's occupied area in squares of the
 * attacker's scale. Close = inside your occupied area (distance 0), Standard = adjacent (1), Long = one square
 * beyond adjacent (2), Long X = X squares away. A weapon cannot strike closer than its reach without a technique.
 */
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
 * Distances a reach threatens. Long X threatens from 2 up to X: the text's Long is "one square beyond adjacent",
 * and a Long X weapon is read as reaching that far and everything between (see the rules notes).
 */
export function reachBand(reach: Reach): { min: number; max: number } {
  switch (reach?.kind) {
    case "close":
      return { min: 0, max: 0 };
    case "standard":
      return { min: 1, max: 1 };
    case "long":
      longReach(reach.squares);
      return { min: 2, max: reach.squares };
    default:
      throw new RangeError(`unknown reach ${JSON.stringify(reach)}`);
  }
}

/** An occupied area on the grid: top-left square and size in squares (of the attacker's scale). */
export interface Footprint {
  x: number;
  y: number;
  /** Squares across (1 for a creature of the grid's scale, 2 for one a scale larger). */
  size: number;
}

function checkFootprint(f: Footprint, name: string): void {
  if (!Number.isInteger(f?.x) || !Number.isInteger(f?.y) || !Number.isInteger(f?.size) || f.size < 1) {
    throw new RangeError(`${name} must have whole-square x, y and size ≥ 1, got ${JSON.stringify(f)}`);
  }
}

/**
 * Reach distance between two occupied areas: 0 when they share a square, 1 when adjacent (diagonals too),
 * otherwise 1 + the number of squares between them along the longer axis.
 */
export function reachDistance(attacker: Footprint, target: Footprint): number {
  checkFootprint(attacker, "attacker footprint");
  checkFootprint(target, "target footprint");
  const gapX = Math.max(target.x - (attacker.x + attacker.size), attacker.x - (target.x + target.size), -1);
  const gapY = Math.max(target.y - (attacker.y + attacker.size), attacker.y - (target.y + target.size), -1);
  // gap −1: the spans overlap on that axis; both overlapping: they share a square.
  if (gapX < 0 && gapY < 0) return 0;
  return Math.max(gapX, gapY) + 1;
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

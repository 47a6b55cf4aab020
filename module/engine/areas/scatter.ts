/**
 * six-seconds scatter on a miss: "Roll a scatter die and 1d6 per range increment out to see how many squares (of
 * your scale or the weapon's scale, whichever is larger) away it lands and in which direction."
 * Diagonal directions move one square along both axes per square of distance (grid counting), so the landing
 * point stays on the grid.
 */
import { rollScatterDirection, type ScatterRoll } from "../dice/scatter";
import type { DiceSource } from "../dice/source";
import type { AreaShape } from "./shapes";

export interface ScatterOptions {
  /** Which range increment the target point was in (1 = first): that many d6 of distance. */
  rangeIncrement: number;
  /** Size of one square in scene units (the larger of the attacker's and the weapon's scale). */
  squareSize: number;
}

export interface ScatterResult {
  direction: ScatterRoll;
  /** The distance dice, one d6 per range increment. */
  distanceDice: number[];
  squares: number;
  /** Offset in scene units. */
  dx: number;
  dy: number;
  /** Where the area's aim point lands. */
  x: number;
  y: number;
}

export function scatter(dice: DiceSource, from: { x: number; y: number }, opts: ScatterOptions): ScatterResult {
  if (!Number.isInteger(opts.rangeIncrement) || opts.rangeIncrement < 1) {
    throw new RangeError(`range increment must be a whole number ≥ 1, got ${opts.rangeIncrement}`);
  }
  if (!Number.isFinite(opts.squareSize) || opts.squareSize <= 0) throw new RangeError(`square size must be above 0, got ${opts.squareSize}`);
  if (!Number.isFinite(from.x) || !Number.isFinite(from.y)) throw new TypeError("scatter needs a finite starting point");
  const direction = rollScatterDirection(dice);
  const distanceDice: number[] = [];
  let squares = 0;
  for (let i = 0; i < opts.rangeIncrement; i++) {
    const d = dice.roll(6);
    distanceDice.push(d);
    squares += d;
  }
  const dx = direction.dx * squares * opts.squareSize;
  const dy = direction.dy * squares * opts.squareSize;
  return { direction, distanceDice, squares, dx, dy, x: from.x + dx, y: from.y + dy };
}

/** The same shape moved by (dx, dy): where a scattered area ends up. */
export function translateShape<S extends AreaShape>(shape: S, dx: number, dy: number): S {
  if (shape.kind === "polygon") return { ...shape, points: shape.points.map((v, i) => v + (i % 2 === 0 ? dx : dy)) };
  return { ...shape, x: (shape as { x: number }).x + dx, y: (shape as { y: number }).y + dy };
}

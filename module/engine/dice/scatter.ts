/**
 * The scatter die: which way a missed area attack (or a panicked character) goes. Modelled as a d8 over the eight
 * compass directions, clockwise from north; scene coordinates have y growing downwards (screen convention).
 */
import type { DiceSource } from "./source";

export const SCATTER_DIRECTIONS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
export type ScatterDirection = (typeof SCATTER_DIRECTIONS)[number];

export interface ScatterRoll {
  /** The d8 as rolled (1 = N, 2 = NE … 8 = NW). */
  roll: number;
  direction: ScatterDirection;
  /** Clockwise from north, degrees. */
  degrees: number;
  /** One step in grid squares: dx, dy ∈ {−1, 0, 1}; y grows downwards. */
  dx: number;
  dy: number;
}

const STEPS: ReadonlyArray<readonly [number, number]> = [
  [0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1],
];

/** The direction a known d8 result points to. */
export function scatterDirection(roll: number): ScatterRoll {
  if (!Number.isInteger(roll) || roll < 1 || roll > 8) throw new RangeError(`a scatter die (d8) cannot show ${roll}`);
  const [dx, dy] = STEPS[roll - 1]!;
  return { roll, direction: SCATTER_DIRECTIONS[roll - 1]!, degrees: (roll - 1) * 45, dx, dy };
}

export function rollScatterDirection(dice: DiceSource): ScatterRoll {
  return scatterDirection(dice.roll(8));
}

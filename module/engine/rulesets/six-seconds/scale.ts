/**
 * six-seconds scale: how big a creature or object is, from −1 (a cat) to 10 (a square kilometre).
 *
 * Every column of the text's table follows from the scale: square side 2^scale m, Base Toughness 6 + 3 × scale,
 * size multiplier 4^scale, attack modifier −scale, Target 4 − scale. The table is exported as data with the text's
 * own labels; where the text's printed numbers are slips of the pen (4069 for 4^6, "125 x 125" for 2^7 m, "0.5 km
 * x 1km" for scale 9) the numeric column uses the formula and the label keeps what the text printed.
 */
import type { Modifier } from "../../modifiers";

export const MIN_SCALE = -1;
export const MAX_SCALE = 10;

export interface ScaleRow {
  scale: number;
  /** Side of one grid square for this scale, in metres (2^scale). */
  squareMetres: number;
  /** The square as the text prints it ("0.5x0.5", "0.25 km x 0.25 km"). */
  squareLabel: string;
  /** 6 + 3 × scale. */
  baseToughness: number;
  /** 4^scale: how many scale-0 squares one square covers. */
  sizeMultiplier: number;
  /** −scale, added to attack rolls (and stealth). */
  attackModifier: number;
  /** 4 − scale: the Target score before any modifier. */
  target: number;
  /** The text's example creature, where it gives one. */
  example?: string;
}

const LABELS: Record<number, string> = {
  [-1]: "0.5x0.5", 0: "1x1", 1: "2x2", 2: "4x4", 3: "8x8", 4: "16 x 16", 5: "32 x 32", 6: "64 x 64",
  7: "125 x 125", 8: "0.25 km x 0.25 km", 9: "0.5 km x 1km", 10: "1 km x 1km",
};
const EXAMPLES: Record<number, string> = { [-1]: "Cat", 0: "Human", 1: "Horse", 2: "Giant", 3: "Titan" };

/** The whole scale table, −1 … 10, in order. */
export const SCALE_TABLE: readonly ScaleRow[] = Object.freeze(
  Array.from({ length: MAX_SCALE - MIN_SCALE + 1 }, (_, i) => {
    const scale = MIN_SCALE + i;
    const row: ScaleRow = {
      scale,
      squareMetres: 2 ** scale,
      squareLabel: LABELS[scale]!,
      baseToughness: 6 + 3 * scale,
      sizeMultiplier: 4 ** scale,
      attackModifier: scale === 0 ? 0 : -scale, // never −0
      target: 4 - scale,
    };
    if (EXAMPLES[scale]) row.example = EXAMPLES[scale];
    return Object.freeze(row);
  }),
);

/** Throws unless `scale` is a whole number on the table. */
export function checkScale(scale: unknown, what = "scale"): number {
  if (typeof scale !== "number" || !Number.isInteger(scale)) throw new TypeError(`${what} must be a whole number, got ${String(scale)}`);
  if (scale < MIN_SCALE || scale > MAX_SCALE) {
    throw new RangeError(`${what} ${scale} is off the scale table (${MIN_SCALE} … ${MAX_SCALE})`);
  }
  return scale;
}

export function scaleRow(scale: number): ScaleRow {
  return SCALE_TABLE[checkScale(scale) - MIN_SCALE]!;
}

/** Target score of a creature or object of this scale, before modifiers: 4 − scale. */
export function scaleTarget(scale: number): number {
  return scaleRow(scale).target;
}

/** Side of one square of this scale in metres. */
export function squareMetres(scale: number): number {
  return scaleRow(scale).squareMetres;
}

/**
 * Scale from a creature's or object's largest dimension in metres, rounding down: 1 m up to (not including) 2 m
 * is scale 0. Anything under 1 m is scale −1 and anything over 1024 m scale 10, the table's ends (the text has no
 * smaller or larger rows). Long thin things (a flagpole, a longbow) may be given a smaller scale by the GM.
 */
export function scaleFromSize(metres: number): number {
  if (typeof metres !== "number" || !Number.isFinite(metres) || metres <= 0) {
    throw new RangeError(`a size must be a positive number of metres, got ${String(metres)}`);
  }
  // The tiny epsilon keeps exact powers of two (2 m, 4 m …) from falling a scale short through rounding.
  const s = Math.floor(Math.log2(metres) + 1e-9);
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));
}

/** Convert a distance in metres to squares of a scale (a cat's 2 squares are 1 m). */
export function metresToSquares(metres: number, scale: number): number {
  if (typeof metres !== "number" || !Number.isFinite(metres) || metres < 0) {
    throw new RangeError(`a distance must be a finite number of metres ≥ 0, got ${String(metres)}`);
  }
  return metres / squareMetres(scale);
}

/** Round the text's way: 0.5 and above rounds up, below 0.5 rounds down. */
export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5);
}

/** Checks the text names as changed by scale: scale comes off attack rolls and Stealth, and adds to Wrestle and Fortitude. */
export const SCALE_SUBTRACTED_FROM = ["attack", "stealth"] as const;
export const SCALE_ADDED_TO = ["wrestle", "fortitude"] as const;
export type ScaledCheck = (typeof SCALE_SUBTRACTED_FROM)[number] | (typeof SCALE_ADDED_TO)[number];

/**
 * What a creature's scale does to one of those checks ("A character's scale is subtracted from attack rolls and
 * stealth checks; and added to wrestle and fortitude skills"), as a modifier with its reason. Null at scale 0.
 */
export function scaleCheckModifier(check: ScaledCheck, scale: number): Modifier | null {
  checkScale(scale);
  const sign = (SCALE_SUBTRACTED_FROM as readonly string[]).includes(check) ? -1 : (SCALE_ADDED_TO as readonly string[]).includes(check) ? 1 : 0;
  if (sign === 0) throw new RangeError(`scale does not change "${String(check)}" checks (only ${[...SCALE_SUBTRACTED_FROM, ...SCALE_ADDED_TO].join(", ")})`);
  if (scale === 0) return null;
  return { value: sign * scale, reason: `scale ${scale}`, code: "scale", data: { scale } };
}

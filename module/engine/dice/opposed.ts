/**
 * Opposed checks: each side rolls one die + its bonus and the higher total wins (six-seconds veto: "an opposed Will
 * Check (1d6+Will) … In cases of a tie, roll again"). Ties either stand or are rolled again until one side wins.
 */
import type { DiceSource } from "./source";

export interface OpposedOptions {
  sides?: number;
  /** "reroll" (default): roll both dice again on a tie; "stand": a tie is a result. */
  ties?: "reroll" | "stand";
}

export interface OpposedRoll {
  a: number;
  b: number;
}

export interface OpposedResult {
  bonusA: number;
  bonusB: number;
  /** Every pair of dice rolled, ties included; the last pair decided. */
  rolls: OpposedRoll[];
  totalA: number;
  totalB: number;
  winner: "a" | "b" | "tie";
  /** totalA − totalB of the deciding roll. */
  margin: number;
}

/** Rerolled ties stop after this many attempts: only a broken dice source could tie so often. */
const MAX_ATTEMPTS = 1000;

function settings(bonusA: number, bonusB: number, opts: OpposedOptions): { sides: number; ties: "reroll" | "stand" } {
  if (!Number.isInteger(bonusA)) throw new TypeError(`opposed bonus A must be a whole number, got ${bonusA}`);
  if (!Number.isInteger(bonusB)) throw new TypeError(`opposed bonus B must be a whole number, got ${bonusB}`);
  const sides = opts.sides ?? 6;
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`a die needs a whole number of sides ≥ 2, got ${sides}`);
  const ties = opts.ties ?? "reroll";
  if (ties !== "reroll" && ties !== "stand") throw new RangeError(`ties must be "reroll" or "stand", got "${String(ties)}"`);
  return { sides, ties };
}

export function rollOpposed(dice: DiceSource, bonusA: number, bonusB: number, opts: OpposedOptions = {}): OpposedResult {
  const { sides, ties } = settings(bonusA, bonusB, opts);
  const rolls: OpposedRoll[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const a = dice.roll(sides);
    const b = dice.roll(sides);
    rolls.push({ a, b });
    const margin = a + bonusA - (b + bonusB);
    if (margin !== 0 || ties === "stand") {
      return { bonusA, bonusB, rolls, totalA: a + bonusA, totalB: b + bonusB, winner: margin > 0 ? "a" : margin < 0 ? "b" : "tie", margin };
    }
  }
  throw new RangeError(`opposed check tied ${MAX_ATTEMPTS} times in a row: the dice source is not random`);
}

/** Exact odds of an opposed check: P(a wins), P(b wins), P(tie) (0 when ties are rerolled). */
export function opposedOdds(bonusA: number, bonusB: number, opts: OpposedOptions = {}): { a: number; b: number; tie: number } {
  const { sides, ties } = settings(bonusA, bonusB, opts);
  // Count face pairs as integers and divide once, so certain outcomes come out as exactly 0 or 1.
  let a = 0;
  let b = 0;
  let tie = 0;
  for (let x = 1; x <= sides; x++)
    for (let y = 1; y <= sides; y++) {
      const m = x + bonusA - (y + bonusB);
      if (m > 0) a++;
      else if (m < 0) b++;
      else tie++;
    }
  if (ties === "stand") {
    const all = sides * sides;
    return { a: a / all, b: b / all, tie: tie / all };
  }
  if (a + b === 0) throw new RangeError("an opposed check that always ties can never be decided");
  return { a: a / (a + b), b: b / (a + b), tie: 0 };
}

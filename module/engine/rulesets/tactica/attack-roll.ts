/**
 * Reading an attack roll: successes at the SL threshold, 1s as exposures while they do not outnumber the successes,
 * and a Fumble when they do ("more 1s than successes").
 */
import { countPool } from "../../dice/pool";

export interface AttackRollReading {
  dice: number[];
  threshold: number;
  successes: number;
  ones: number;
  /** 1s left in front of the attacker for anyone attacking them (never more than the successes). */
  exposures: number;
  fumble: boolean;
}

/** Read known attack dice. `extraOnes` are misses turned into 1s by a Parry; they count like rolled 1s. */
export function readAttackRoll(values: readonly number[], threshold: number, extraOnes = 0): AttackRollReading {
  const pool = countPool(values, threshold);
  return attackRollFromCounts(pool.dice, threshold, pool.successes, pool.ones, extraOnes);
}

/** readAttackRoll from counts already taken: the odds count faces rather than list them (`dice` as the card shows). */
export function attackRollFromCounts(dice: number[], threshold: number, successes: number, rolledOnes: number, extraOnes = 0): AttackRollReading {
  if (!Number.isInteger(extraOnes) || extraOnes < 0) throw new RangeError(`extra 1s must be a whole number ≥ 0, got ${extraOnes}`);
  const ones = rolledOnes + extraOnes;
  const fumble = ones > successes;
  return { dice, threshold, successes, ones, exposures: fumble ? 0 : ones, fumble };
}

/** Misses that are not 1s: the faces a Parry may turn into 1s. */
export function plainMisses(values: readonly number[], threshold: number): number {
  let n = 0;
  for (const v of values) if (v !== 1 && v < threshold) n++;
  return n;
}

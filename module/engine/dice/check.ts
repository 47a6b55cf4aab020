/**
 * Die + bonus against a target number: success when the total reaches the target (total ≥ target).
 */
import type { DiceSource } from "./source";

export interface CheckResult {
  /** The die as rolled. */
  roll: number;
  bonus: number;
  /** roll + bonus */
  total: number;
  target: number;
  /** total ≥ target */
  success: boolean;
  /** total − target: 0 is a bare success, negative a failure by that much. */
  margin: number;
  sides: number;
}

function checkFinite(value: number, name: string): void {
  if (!Number.isFinite(value) || !Number.isInteger(value)) throw new TypeError(`${name} must be a whole number, got ${value}`);
}

/** Resolve a check from a known die (a worked example's, or a Foundry Roll's). */
export function resolveCheck(roll: number, bonus: number, target: number, sides = 6): CheckResult {
  checkFinite(bonus, "check bonus");
  checkFinite(target, "check target");
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`a die needs a whole number of sides ≥ 2, got ${sides}`);
  if (!Number.isInteger(roll) || roll < 1 || roll > sides) throw new RangeError(`a d${sides} cannot show ${roll}`);
  const total = roll + bonus;
  return { roll, bonus, total, target, success: total >= target, margin: total - target, sides };
}

/** Roll one die of `sides` faces (d6 by default), add `bonus`, compare with `target`. */
export function rollCheck(dice: DiceSource, bonus: number, target: number, sides = 6): CheckResult {
  checkFinite(bonus, "check bonus");
  checkFinite(target, "check target");
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`a die needs a whole number of sides ≥ 2, got ${sides}`);
  const roll = dice.roll(sides);
  const total = roll + bonus;
  return { roll, bonus, total, target, success: total >= target, margin: total - target, sides };
}

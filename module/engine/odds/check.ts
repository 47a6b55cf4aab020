/** Exact odds of a die + bonus check against a target, by enumerating the die's faces. */
export interface CheckOdds {
  success: number;
  failure: number;
  /** margin (total − target) → probability; one entry per face. */
  byMargin: Map<number, number>;
}

export function checkDistribution(bonus: number, target: number, sides = 6): CheckOdds {
  if (!Number.isInteger(bonus)) throw new TypeError(`check bonus must be a whole number, got ${bonus}`);
  if (!Number.isInteger(target)) throw new TypeError(`check target must be a whole number, got ${target}`);
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`a die needs a whole number of sides ≥ 2, got ${sides}`);
  const byMargin = new Map<number, number>();
  let success = 0;
  const each = 1 / sides;
  for (let face = 1; face <= sides; face++) {
    const margin = face + bonus - target;
    byMargin.set(margin, each);
    if (margin >= 0) success++;
  }
  return { success: success / sides, failure: (sides - success) / sides, byMargin };
}

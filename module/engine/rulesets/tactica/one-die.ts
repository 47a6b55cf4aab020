/**
 * What a 1 among the action dice buys (AD = 1), applied to the roll it helps. The turn policy's `useOne` spends the
 * die; these apply it: Effort is +1 die declared before the roll ("4d would become 5d"); Raise adds +1 to one rolled
 * skill die after the roll ("increasing a 3 result to a 4"). Only one 1 per roll ("you cannot use two 1's to increase
 * a roll by +2"). The extra Stun recovery roll is rollToRemoveState(…, "one-die").
 */
import type { DiceModifier } from "../../modifiers";

/** The Effort modifier: one more die on the next roll, decided before rolling. */
export function effortDie(): DiceModifier {
  return { dice: 1, reason: "effort (a 1 from the action dice)", code: "effort" };
}

/**
 * Raise one rolled die by 1 after the roll. `alreadyUsed`: a 1 has already helped this roll (refused). A 6 cannot go
 * higher; a 1 may be raised to 2 (it stops counting as a 1).
 */
export function raiseRolledDie(values: readonly number[], index: number, alreadyUsed = false): number[] {
  if (alreadyUsed) throw new RangeError("only one 1 may be used on a roll: it cannot be raised by +2");
  if (!Number.isInteger(index) || index < 0 || index >= values.length) throw new RangeError(`no rolled die at index ${index} (roll has ${values.length})`);
  const v = values[index]!;
  if (!Number.isInteger(v) || v < 1 || v > 6) throw new RangeError(`die ${index} shows ${v}, not a d6 face`);
  if (v === 6) throw new RangeError("a die showing 6 cannot be raised");
  const out = values.slice();
  out[index] = v + 1;
  return out;
}

/**
 * Dodge: each die in the Dodge pool removes one attack die before the attacker rolls (one fewer against a fired
 * missile). A net surplus, when every attack die is gone, becomes exposures placed on the attacker.
 */
import type { DefencePool } from "./defence-pool";
import { spendPoolUse } from "./defence-pool";
import { wholeAtLeast } from "./options";

export interface DodgeOutcome {
  /** Dodge successes counted against this attack (pool, −1 against a fired missile). */
  effective: number;
  removed: number;
  attackDiceLeft: number;
  /** Surplus dodge dice, placed on the attacker as exposures. */
  exposuresOnAttacker: number;
  poolAfter: DefencePool;
}

export function applyDodge(pool: DefencePool, attackDice: number, firedMissile = false): DodgeOutcome {
  if (pool.kind !== "dodge") throw new RangeError(`applyDodge needs a dodge pool, got a ${pool.kind} pool`);
  wholeAtLeast(attackDice, 0, "attack dice");
  const effective = Math.max(0, pool.dice - (firedMissile ? 1 : 0));
  const removed = Math.min(effective, attackDice);
  return {
    effective,
    removed,
    attackDiceLeft: attackDice - removed,
    exposuresOnAttacker: Math.max(0, effective - attackDice),
    poolAfter: spendPoolUse(pool),
  };
}

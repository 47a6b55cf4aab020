/**
 * Defence pools (Dodge and Block). The defence roll's successes are kept in front of the defender and defend against
 * every further attack the defence works against; each use discards one die (the first use included). The Pool action
 * adds one die (it counts as a success) up to the number of dice normally rolled. Any other action, a State, Trauma or
 * worse discards the pool.
 */
import type { DiceSource } from "../../dice/source";
import { rollPool } from "../../dice/pool";
import { wholeAtLeast } from "./options";

export type PoolDefence = "dodge" | "block";

export interface DefencePool {
  kind: PoolDefence;
  /** Dice (successes) currently in the pool. */
  dice: number;
  /** Cap for the Pool action: the dice normally rolled (plus a shield's Block value for a Block). */
  max: number;
  /** Block only: the shield's Block/armour value. */
  shield: number;
}

export interface RaisedPool {
  pool: DefencePool;
  rolled: number[];
  successes: number;
  /** Every defence costs a full action die (not a 1); the turns engine collects it. */
  actionDieCost: 1;
}

/**
 * Declare a Dodge or Block and roll its pool. A Block adds the shield's Block value to the successes, but only when at
 * least one die succeeded ("any success indicates that the Block has worked").
 */
export function raiseDefencePool(source: DiceSource, kind: PoolDefence, diceCount: number, shield = 0, threshold = 5): RaisedPool {
  if (kind !== "dodge" && kind !== "block") throw new RangeError(`a pooled defence is "dodge" or "block", got "${String(kind)}"`);
  wholeAtLeast(diceCount, 0, `${kind} dice`);
  wholeAtLeast(shield, 0, "shield Block value");
  if (kind === "dodge" && shield !== 0) throw new RangeError("a Dodge takes no shield value");
  const roll = rollPool(source, diceCount, { threshold });
  const dice = roll.successes > 0 ? roll.successes + shield : 0;
  return { pool: { kind, dice, max: diceCount + shield, shield }, rolled: roll.dice, successes: roll.successes, actionDieCost: 1 };
}

/** After a use against an attack: discard one die. */
export function spendPoolUse(pool: DefencePool): DefencePool {
  return { ...pool, dice: Math.max(0, pool.dice - 1) };
}

/** The Pool action: one more die, up to the normal roll. */
export function addToPool(pool: DefencePool): DefencePool {
  return { ...pool, dice: Math.min(pool.max, pool.dice + 1) };
}

/** Remove `count` dice (Break tactics, the "reduce defence pool" special result). */
export function reducePool(pool: DefencePool, count: number): DefencePool {
  wholeAtLeast(count, 0, "dice removed from a defence pool");
  return { ...pool, dice: Math.max(0, pool.dice - count) };
}

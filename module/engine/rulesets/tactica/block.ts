/**
 * Block: a pool that, while it holds, puts the shield between the blow and the defender. The rules paragraph and the
 * Roland example disagree; both readings are available (TacticaOptions.blockRule):
 *  - "pool-compare" (Roland): more attack successes than the pool ignore the shield; otherwise the shield's armour comes
 *    off the successes and the attacker takes (pool − successes) exposures.
 *  - "spend-successes" (paragraph): the attacker may spend successes to strip pool dice; stripping all of them breaks
 *    the Block, otherwise the shield's armour still applies and the attacker takes (pool left − 1) exposures.
 * Either way the pool then discards one die for the use.
 */
import type { DefencePool } from "./defence-pool";
import { spendPoolUse } from "./defence-pool";
import type { TacticaOptions } from "./options";
import { wholeAtLeast } from "./options";

export interface BlockOutcome {
  holds: boolean;
  /** Attack successes spent on stripping the pool ("spend-successes" only). */
  spent: number;
  /** Successes removed by the shield's armour. */
  shieldStopped: number;
  successesAfter: number;
  exposuresOnAttacker: number;
  poolAfter: DefencePool;
}

export function applyBlock(pool: DefencePool, successes: number, rule: TacticaOptions["blockRule"], spend = 0): BlockOutcome {
  if (pool.kind !== "block") throw new RangeError(`applyBlock needs a block pool, got a ${pool.kind} pool`);
  wholeAtLeast(successes, 0, "attack successes");
  wholeAtLeast(spend, 0, "successes spent on the Block");
  if (spend > successes) throw new RangeError(`cannot spend ${spend} successes on the Block with only ${successes}`);
  if (rule === "pool-compare") {
    if (spend !== 0) throw new RangeError('spending successes on a Block needs blockRule "spend-successes"');
    if (pool.dice === 0 || successes > pool.dice) {
      return { holds: false, spent: 0, shieldStopped: 0, successesAfter: successes, exposuresOnAttacker: 0, poolAfter: spendPoolUse(pool) };
    }
    const stopped = Math.min(successes, pool.shield);
    return {
      holds: true,
      spent: 0,
      shieldStopped: stopped,
      successesAfter: successes - stopped,
      exposuresOnAttacker: pool.dice - successes,
      poolAfter: spendPoolUse(pool),
    };
  }
  if (rule !== "spend-successes") throw new RangeError(`unknown blockRule "${String(rule)}"`);
  const stripped = Math.min(spend, pool.dice);
  const left = pool.dice - stripped;
  const stripped_pool: DefencePool = { ...pool, dice: left };
  if (left === 0) {
    return { holds: false, spent: spend, shieldStopped: 0, successesAfter: successes - spend, exposuresOnAttacker: 0, poolAfter: stripped_pool };
  }
  const remaining = successes - spend;
  const stopped = Math.min(remaining, pool.shield);
  return {
    holds: true,
    spent: spend,
    shieldStopped: stopped,
    successesAfter: remaining - stopped,
    exposuresOnAttacker: left - 1,
    poolAfter: spendPoolUse(stripped_pool),
  };
}

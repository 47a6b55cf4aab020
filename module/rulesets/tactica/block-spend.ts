/**
 * Block: "The attacker may use any successes from their attack roll to reduce the number of dice in the Block Pool,
 * with an aim to remove them all and stop the Block." Under the paragraph's reading (blockRule "spend-successes")
 * the defence record says what the attacker may spend: `breakable`, the pool's dice when its successes can strip it
 * all (the Block fails); `strippable`, the most it may spend short of that (the Block holds on fewer dice, so fewer
 * exposures come back). The card's apply choices read them (apply-choices.ts).
 */
import type { AttackOutcome } from "../../engine/rulesets/tactica/attack";
import type { DefencePool } from "../../engine/rulesets/tactica/defence-pool";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";

/** The most successes offered as a partial strip (the choice ids spell them: strip-one … strip-eight). */
export const STRIP_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight"] as const;

export function blockSpendData(o: AttackOutcome, pool: DefencePool | null, options: Partial<TacticaOptions>): Record<string, number> {
  if (!o.block || !pool || options.blockRule !== "spend-successes") return {};
  const successes = o.roll.successes;
  const strippable = Math.min(pool.dice - 1, successes, STRIP_WORDS.length);
  return { ...(successes >= pool.dice ? { breakable: pool.dice } : {}), ...(strippable > 0 ? { strippable } : {}) };
}

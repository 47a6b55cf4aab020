/**
 * Exact odds: the core pool distribution, and tactica attack odds for large pools (12, 20, 30 dice), which
 * enumerate every (successes, ones) split of the attack dice against every Parry outcome. The Foundry layer
 * computes these odds for every tactica attack card, so they sit on the click-to-card path.
 */
import { poolDistribution } from "../module/engine/odds/pool";
import type { AttackInput } from "../module/engine/rulesets/tactica/attack";
import { attackOdds } from "../module/engine/rulesets/tactica/attack-odds";
import { timeSync } from "./measure";
import type { Figure } from "./report";

/** Half of the 100 ms a click may take to feel instant; the rest is Foundry's Roll, chat message and render. */
const ODDS_TARGET_NS = 50e6;
/** The core distribution feeds every odds line and the tactica Parry; it must stay negligible. */
const POOL_ODDS_TARGET_NS = 1e6;

export function tacticaAttack(dice: number, parryDice: number): AttackInput {
  return {
    dice,
    diceModifiers: [],
    slModifiers: [],
    weapon: "medium",
    targetFumbled: false,
    armour: 1,
    defence: parryDice > 0 ? { kind: "parry", dice: parryDice } : { kind: "none" },
  };
}

export function oddsFigures(): Figure[] {
  const figures: Figure[] = [
    { name: "pool distribution, 10 dice", spread: timeSync(() => poolDistribution(10)[3], { batch: 200, samples: 41 }), unit: "time", target: POOL_ODDS_TARGET_NS },
    { name: "pool distribution, 10 exploding dice", spread: timeSync(() => poolDistribution(10, 5, { explode: true })[3], { batch: 200, samples: 41 }), unit: "time", target: POOL_ODDS_TARGET_NS },
  ];
  for (const dice of [12, 20, 30]) {
    for (const parry of [0, 4]) {
      const input = tacticaAttack(dice, parry);
      const spread = timeSync(() => attackOdds(input).pDamage, { batch: 1, samples: 9 });
      figures.push({ name: `tactica attack odds, ${dice} dice${parry ? `, Parry ${parry}d` : ""}`, spread, unit: "time", target: ODDS_TARGET_NS });
    }
  }
  return figures;
}

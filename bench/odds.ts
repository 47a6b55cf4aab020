/**
 * Exact odds: the core pool distribution, and tactica attack odds for large pools (12, 20, 30 dice), which count
 * every (successes, ones) split of the attack dice against every Parry outcome. The Foundry layer shows these odds
 * on every tactica attack card, so they sit on the click-to-card path. The odds are timed as computed afresh
 * (`exactAttackOdds`); the cached reading an attack card gets when it asks again is a figure of its own.
 */
import { poolDistribution } from "../module/engine/odds/pool";
import type { AttackInput } from "../module/engine/rulesets/tactica/attack";
import { attackOdds, exactAttackOdds } from "../module/engine/rulesets/tactica/attack-odds";
import { timeSync, type Sampling } from "./measure";
import type { Figure, Section } from "./report";

/** Issue 31: exact odds within 1 ms, so an attack card never waits on them. */
const ODDS_TARGET_NS = 1e6;

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

function figure(name: string, fn: () => unknown, sampling: Sampling): Figure {
  const t = timeSync(fn, sampling);
  return { name, spread: t.spread, ref: t.ratio, unit: "time", target: ODDS_TARGET_NS };
}

export function oddsSection(): Section {
  const figures: Figure[] = [
    figure("pool distribution, 10 dice", () => poolDistribution(10)[3], { batch: 200, samples: 41 }),
    figure("pool distribution, 10 exploding dice", () => poolDistribution(10, 5, { explode: true })[3], { batch: 200, samples: 41 }),
  ];
  for (const dice of [12, 20, 30]) {
    for (const parry of [0, 4]) {
      const input = tacticaAttack(dice, parry);
      figures.push(figure(`tactica attack odds, ${dice} dice${parry ? `, Parry ${parry}d` : ""}`, () => exactAttackOdds(input).pDamage, { batch: 1, samples: 31 }));
    }
  }
  const input = tacticaAttack(30, 4);
  figures.push(figure("tactica attack odds, 30 dice, Parry 4d, asked again", () => attackOdds(input).pDamage, { batch: 100, samples: 31 }));
  return { title: "Exact odds", figures };
}

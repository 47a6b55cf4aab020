/**
 * The engine's d6 pools against @dice-roller/rpg-dice-roller doing the same work: each side rolls the dice and
 * counts what succeeds. The library side uses its dice directly (`StandardDice#roll`, `rollOnce`), not a parsed
 * notation, so no expression evaluator runs that the engine's side does not have either.
 */
import { Dice } from "@dice-roller/rpg-dice-roller";
import { rollCheck } from "../module/engine/dice/check";
import { rollPool } from "../module/engine/dice/pool";
import { seededDice } from "../module/engine/dice/source";
import { compareSync } from "./measure";
import type { Section } from "./report";

/** Engine: 1 µs per pool leaves 10,000 simulated rolls inside 10 ms. Ratio: never slower than the library. */
const POOL_TARGET_NS = 1_000;
const RATIO_TARGET = 1;

export function diceSection(): Section {
  const dice = seededDice(20251122);
  const figures: Section["figures"] = [];
  for (const count of [6, 10, 20]) {
    const d6s = new Dice.StandardDice(6, count);
    const { ours, theirs, ratio } = compareSync(
      () => rollPool(dice, count).successes,
      () => {
        let successes = 0;
        for (const r of d6s.roll().rolls) if (r.value >= 5) successes++;
        return successes;
      },
      { batch: 500, samples: 41 },
    );
    figures.push(
      { name: `${count}d6 pool, 5–6 succeed: engine`, spread: ours.spread, ref: ours.ratio, unit: "time", target: POOL_TARGET_NS },
      { name: `${count}d6 pool, 5–6 succeed: library dice`, spread: theirs.spread, ref: theirs.ratio, unit: "time", target: null },
      { name: `${count}d6 pool: library time / engine time`, spread: ratio, unit: "ratio", target: RATIO_TARGET },
    );
  }
  const d6 = new Dice.StandardDice(6, 1);
  const { ours, theirs, ratio } = compareSync(
    () => rollCheck(dice, 2, 5).success,
    () => d6.rollOnce().value + 2 >= 5,
    { batch: 500, samples: 41 },
  );
  figures.push(
    { name: "d6+2 against 5: engine", spread: ours.spread, ref: ours.ratio, unit: "time", target: POOL_TARGET_NS },
    { name: "d6+2 against 5: library die", spread: theirs.spread, ref: theirs.ratio, unit: "time", target: null },
    { name: "d6+2 against 5: library time / engine time", spread: ratio, unit: "ratio", target: RATIO_TARGET },
  );
  return { title: "Dice: engine vs @dice-roller/rpg-dice-roller's dice, both rolling and counting the same d6", figures };
}

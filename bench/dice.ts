/**
 * The engine's d6 pools against @dice-roller/rpg-dice-roller doing the same work: each side rolls the pool and
 * counts its successes. The library's notation is parsed once and its DiceRoll re-rolled (`roll()`), as a program
 * using it for many rolls would; parsing is not part of the measured work on either side.
 */
import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { rollCheck } from "../module/engine/dice/check";
import { rollPool } from "../module/engine/dice/pool";
import { seededDice } from "../module/engine/dice/source";
import { compareSync } from "./measure";
import type { Figure } from "./report";

/** Engine: 1 µs per pool leaves 10,000 simulated rolls inside 10 ms. Ratio: never slower than the library. */
const POOL_TARGET_NS = 1_000;
const RATIO_TARGET = 1;

export function diceFigures(): Figure[] {
  const dice = seededDice(20251122);
  const figures: Figure[] = [];
  for (const count of [6, 10, 20]) {
    const parsed = new DiceRoll(`${count}d6>=5`);
    const { ours, theirs, ratio } = compareSync(
      () => rollPool(dice, count).successes,
      () => {
        parsed.roll();
        return parsed.total;
      },
      { batch: 500, samples: 41 },
    );
    figures.push(
      { name: `${count}d6 pool, 5–6 succeed: engine`, spread: ours, unit: "time", target: POOL_TARGET_NS },
      { name: `${count}d6 pool, 5–6 succeed: library (parsed once)`, spread: theirs, unit: "time", target: null },
      { name: `${count}d6 pool: library time / engine time`, spread: ratio, unit: "ratio", target: RATIO_TARGET },
    );
  }
  const check = new DiceRoll("1d6+2");
  const { ours, theirs, ratio } = compareSync(
    () => rollCheck(dice, 2, 5).success,
    () => {
      check.roll();
      return check.total >= 5;
    },
    { batch: 500, samples: 41 },
  );
  figures.push(
    { name: "d6+2 against 5: engine", spread: ours, unit: "time", target: POOL_TARGET_NS },
    { name: "d6+2 against 5: library (parsed once)", spread: theirs, unit: "time", target: null },
    { name: "d6+2 against 5: library time / engine time", spread: ratio, unit: "ratio", target: RATIO_TARGET },
  );
  return figures;
}

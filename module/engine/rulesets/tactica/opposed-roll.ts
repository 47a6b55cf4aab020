/**
 * BODY vs BODY: both sides roll their pools; the winner is whoever has more successes, with a Size difference added
 * as successes to the larger creature (our reading of "plus any Size difference"). A tie goes to the defender.
 */
import type { DiceSource } from "../../dice/source";
import { rollPool } from "../../dice/pool";
import { wholeAtLeast } from "./options";

export interface OpposedRoll {
  active: { dice: number[]; successes: number; total: number };
  passive: { dice: number[]; successes: number; total: number };
  /** active total − passive total. */
  margin: number;
  activeWins: boolean;
}

/** `sizeEdge`: the active side's Size minus the passive side's (added to whichever is bigger). Active dice first. */
export function opposedRoll(source: DiceSource, activeDice: number, passiveDice: number, sizeEdge = 0): OpposedRoll {
  wholeAtLeast(activeDice, 0, "active dice");
  wholeAtLeast(passiveDice, 0, "passive dice");
  if (!Number.isInteger(sizeEdge)) throw new RangeError(`size difference must be a whole number, got ${sizeEdge}`);
  const a = rollPool(source, activeDice);
  const p = rollPool(source, passiveDice);
  const at = a.successes + Math.max(0, sizeEdge);
  const pt = p.successes + Math.max(0, -sizeEdge);
  return {
    active: { dice: a.dice, successes: a.successes, total: at },
    passive: { dice: p.dice, successes: p.successes, total: pt },
    margin: at - pt,
    activeWins: at > pt,
  };
}

/** Dice groups ↔ a Roll's faces, and the small formatting the chat cards share. Foundry-free. */
import { queuedDice, rollDice } from "../engine/dice/source";
import type { DiceGroup } from "./card";

export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** A Foundry-style formula for the groups ("3d6 + 1d6"); groups with no dice are left out. */
export function formulaFor(groups: readonly DiceGroup[]): string {
  const parts = groups.filter((g) => g.count > 0).map((g) => `${g.count}d${g.sides}`);
  return parts.length ? parts.join(" + ") : "0";
}

/** Split the flat list of faces a Roll produced back into the request's groups, checking the count. */
export function splitFaces(groups: readonly DiceGroup[], faces: readonly number[]): number[][] {
  const needed = groups.reduce((n, g) => n + g.count, 0);
  if (faces.length !== needed) throw new RangeError(`the roll produced ${faces.length} dice, ${needed} expected`);
  const out: number[][] = [];
  let at = 0;
  for (const g of groups) {
    const source = queuedDice(faces.slice(at, at + g.count));
    out.push(rollDice(source, g.count, g.sides));
    at += g.count;
  }
  return out;
}

/**
 * Split one Roll's faces between requests rolled together (an attack series: dual wielding's two attacks), each
 * taking its groups' count in order, checking the total.
 */
export function splitSeriesFaces(groupsPerRequest: readonly (readonly DiceGroup[])[], faces: readonly number[]): number[][] {
  const counts = groupsPerRequest.map((groups) => groups.reduce((n, g) => n + g.count, 0));
  const needed = counts.reduce((a, b) => a + b, 0);
  if (faces.length !== needed) throw new RangeError(`the roll produced ${faces.length} dice, ${needed} expected`);
  let at = 0;
  return counts.map((n) => faces.slice(at, (at += n)));
}

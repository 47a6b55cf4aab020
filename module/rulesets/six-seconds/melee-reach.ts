/**
 * Melee reach on the board: the dialog's metres (the board fills them in: centre to centre) turned into the reach
 * distance in the attacker's squares, and checked with the engine's checkReach. Weapons carry no reach field, so a
 * weapon has Standard reach ("Most melee weapons have reach of Standard"): it strikes the adjacent ring only.
 * Tokens are squares of 2^scale metres, so the gap between their edges is the centre distance less half of each side.
 */
import { checkReach, STANDARD, type ReachCheck } from "../../engine/rulesets/six-seconds/reach";
import { squareMetres } from "../../engine/rulesets/six-seconds/scale";

const EPS = 1e-9;

/** Reach distance from centre-to-centre metres: 0 overlapping, 1 touching or within the first ring, 2 the next … */
export function reachDistanceFromMetres(metres: number, attackerScale: number, targetScale: number): number {
  if (!Number.isFinite(metres) || metres < 0) throw new RangeError(`metres must be a number ≥ 0, got ${metres}`);
  const side = squareMetres(attackerScale);
  const gap = metres - (side + squareMetres(targetScale)) / 2;
  if (gap < -EPS) return 0;
  return Math.floor(gap / side + EPS) + 1;
}

/** Can the attacker's weapon (Standard reach) strike a target `metres` away, centre to centre? */
export function meleeReach(metres: number, attackerScale: number, targetScale: number): ReachCheck {
  return checkReach(STANDARD, reachDistanceFromMetres(metres, attackerScale, targetScale));
}

/**
 * Melee reach on the board: the dialog's metres (the board fills them in: centre to centre) turned into the reach
 * distance in the attacker's squares, and checked with the engine's checkReach against the weapon's reach: its Reach
 * field in squares (0 Close, 1 Standard, 2 Long, X Long X), Standard when it names none ("Most melee weapons have reach
 * of Standard"); an unarmed attack is Close ("Humans have a natural reach of Close").
 * Tokens are squares of 2^scale metres, so the gap between their edges is the centre distance less half of each side.
 */
import { checkReach, CLOSE, longReach, STANDARD, type Reach, type ReachCheck } from "../../engine/rulesets/six-seconds/reach";
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

/** A weapon's Reach field as the engine's reach: 0 Close, 1 (or none) Standard, X ≥ 2 Long X. */
export function weaponReach(squares: number | undefined): Reach {
  if (squares === undefined || squares === 1) return STANDARD;
  if (squares === 0) return CLOSE;
  return longReach(squares);
}

/** The reach's name for a refusal ("Close", "Standard", "Long 3"). */
export function reachName(reach: Reach): string {
  return reach.kind === "close" ? "Close" : reach.kind === "standard" ? "Standard" : `Long ${reach.squares}`;
}

/** Can the attacker's weapon (of this reach, Standard by default) strike a target `metres` away, centre to centre? */
export function meleeReach(metres: number, attackerScale: number, targetScale: number, reach: Reach = STANDARD): ReachCheck {
  return checkReach(reach, reachDistanceFromMetres(metres, attackerScale, targetScale));
}

/**
 * Exact odds for the life rules' rolls, shown before anyone rolls: a dying round, a possession check, a veto
 * (opposed Will with ties re-rolled) and a Broken character's recovery check. Enumerated over the dice, not sampled.
 */
import { checkDistribution } from "../../odds/check";
import { bestDyingTotal, dyingCheckModifiers, type DyingCharacter, type DyingOptions, type DyingState } from "./dying";

export interface DyingRoundOdds {
  holds: number;
  worsens: number;
  stabilised: number;
  dies: number;
}

/** Chances of each outcome of one `dyingRound`. */
export function dyingRoundOdds(state: DyingState, character: DyingCharacter, options: DyingOptions = {}): DyingRoundOdds {
  if (state.status !== "dying") throw new RangeError(`only a dying character rolls to survive (status: ${state.status})`);
  const bonus = dyingCheckModifiers(character, options).reduce((s, m) => s + m.value, 0);
  const best = bestDyingTotal(character, options);
  if (state.dc > best) return { holds: 0, worsens: 0, stabilised: 0, dies: 1 };
  const { success, failure } = checkDistribution(bonus, state.dc);
  const failureKills = state.dc + 1 > best;
  const dies = failureKills ? failure : 0;
  const survives = 1 - dies;
  const stabilised = survives / 10;
  return {
    holds: success * 0.9,
    worsens: failureKills ? 0 : failure * 0.9,
    stabilised,
    dies,
  };
}

/** Chances that a possession check (d6 + bonus) does nothing, only costs a penalty, or possesses. */
export function possessionOdds(bonus: number, will: number): { noEffect: number; penaltyOnly: number; possessed: number } {
  const beatsMinimum = checkDistribution(bonus, will - 6 + 1).success;
  const beatsWill = checkDistribution(bonus, will + 1).success;
  return { noEffect: 1 - beatsMinimum, penaltyOnly: beatsMinimum - beatsWill, possessed: beatsWill };
}

/** Chance the first side wins an opposed d6 + Will contest, ties re-rolled until someone wins. */
export function opposedWillOdds(firstWill: number, secondWill: number): number {
  if (!Number.isInteger(firstWill) || !Number.isInteger(secondWill)) throw new TypeError("Will scores must be whole numbers");
  let win = 0;
  let tie = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const d = a + firstWill - (b + secondWill);
      if (d > 0) win++;
      else if (d === 0) tie++;
    }
  }
  return win / (36 - tie);
}

/** Chance a Broken character's Spirit check (d6 + Spirit vs the recovery DC) succeeds this round. */
export function brokenRecoveryOdds(spirit: number, dc: number): number {
  return checkDistribution(spirit, dc).success;
}

/**
 * Parry: no pool. Each parry success turns one of the attacker's plain misses (2–4 normally) into a 1, an exposure.
 * With no misses to convert a Parry does nothing. The defender may then take all the attacker's exposure dice and
 * attack with them at once (the riposte).
 */
import { plainMisses } from "./attack-roll";
import { wholeAtLeast } from "./options";

export interface ParryConversion {
  parrySuccesses: number;
  /** Misses turned into 1s. */
  converted: number;
}

export function parryConversion(attackDice: readonly number[], threshold: number, parrySuccesses: number): ParryConversion {
  return parryConversionOfMisses(plainMisses(attackDice, threshold), parrySuccesses);
}

/** parryConversion from the count of plain misses (the odds count faces rather than list them). */
export function parryConversionOfMisses(plainMisses: number, parrySuccesses: number): ParryConversion {
  wholeAtLeast(parrySuccesses, 0, "parry successes");
  return { parrySuccesses, converted: Math.min(parrySuccesses, plainMisses) };
}

/** The riposte: the defender takes every exposure die on the attacker; they become the dice of an immediate attack. */
export function takeExposuresForRiposte(attackerExposures: number): { riposteDice: number; attackerExposuresAfter: number } {
  wholeAtLeast(attackerExposures, 0, "attacker exposures");
  return { riposteDice: attackerExposures, attackerExposuresAfter: 0 };
}

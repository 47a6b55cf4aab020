// One injury as a creature carries it, a leaf: the creature's shape names it without importing the injury rules.
import type { InjuryEffectKey } from "./effects";
import type { Location } from "./locations";

export interface Injury {
  location: Location;
  effect: InjuryEffectKey;
  /** Dice off this injury's own roll (a −2d bleeder's BODY roll, a −2d Unconscious Will roll). */
  diceOff: number;
  healed: boolean;
}

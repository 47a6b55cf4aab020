/** The dice a tactica creature's own state adds to every sheet roll it makes (a leaf: attacks and pools read it). */
import type { DiceModifier } from "../../engine/modifiers";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";

/**
 * "All rolls are at -1d": the creature's injuries, as one dice modifier (none when unhurt); an attack also takes the
 * penalties of the rolls it is (sight, the arms: derived `injuryAttack`).
 */
export function injuryModifier(d?: ActorDerived, use?: "attack"): DiceModifier[] {
  const dice = d?.tactica.injuryDice ?? 0;
  return [...(dice < 0 ? [{ dice, reason: "injuries", code: "injuries" }] : []), ...(use === "attack" ? (d?.tactica.injuryAttack ?? []) : [])];
}

/** A 1 spent on effort: "+1 dice to the next roll you make" (one at a time). */
export function effortModifier(s: ActorSystem): DiceModifier[] {
  return s.tactica.effort ? [{ dice: 1, reason: "effort", code: "effort" }] : [];
}


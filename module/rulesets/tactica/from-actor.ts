/**
 * Build tactica roll requests from an actor's plain data (what the sheet's roll buttons call). Each base modifier carries
 * its reason so the chat card explains the total.
 */
import { RulesError } from "../../engine/errors";
import type { DiceModifier, Modifier } from "../../engine/modifiers";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { TacticaPoolRequest } from "./rolls";

/** "All rolls are at -1d": the creature's injuries, as one dice modifier (none when unhurt). */
export function injuryModifier(d?: ActorDerived): DiceModifier[] {
  const dice = d?.tactica.injuryDice ?? 0;
  return dice < 0 ? [{ dice, reason: "injuries", code: "injuries" }] : [];
}

/** A 1 spent on effort: "+1 dice to the next roll you make" (one at a time). */
export function effortModifier(s: ActorSystem): DiceModifier[] {
  return s.tactica.effort ? [{ dice: 1, reason: "effort", code: "effort" }] : [];
}

/** tactica pool: the dice the player commits, the creature's SL and extra SL/dice modifiers. */
export function tacticaPool(s: ActorSystem, label: string, dice: number, extra: DiceModifier[] = [], sl: Modifier[] = [], d?: ActorDerived): TacticaPoolRequest {
  if (!Number.isInteger(dice) || dice < 0) throw new RulesError("tactica.dice", { value: dice }, `a tactica pool needs a whole number of dice ≥ 0, got ${dice}`);
  const base: Modifier[] = s.tactica.sl !== 0 ? [{ value: s.tactica.sl, reason: "SL", code: "superiority-level" }] : [];
  // A Mob, Crowd, Horde … rolls its group's extra dice (+1d for a Mob).
  const group: DiceModifier[] = d?.tactica.group ? [{ dice: d.tactica.group.extraDice, reason: s.tactica.group, code: `group.${s.tactica.group}` }] : [];
  return { kind: "tactica.pool", label, dice, modifiers: [...group, ...injuryModifier(d), ...effortModifier(s), ...extra], sl: [...base, ...sl] };
}

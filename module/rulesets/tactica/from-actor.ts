/**
 * Build tactica roll requests from an actor's plain data (what the sheet's roll buttons call). Each base modifier carries
 * its reason so the chat card explains the total.
 */
import { RulesError } from "../../engine/errors";
import type { DiceModifier, Modifier } from "../../engine/modifiers";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { TacticaPoolRequest } from "./rolls";
import { rollerDice } from "./roll-modifiers";

/** tactica pool: the dice the player commits, the creature's SL and extra SL/dice modifiers. */
export function tacticaPool(s: ActorSystem, label: string, dice: number, extra: DiceModifier[] = [], sl: Modifier[] = [], d?: ActorDerived): TacticaPoolRequest {
  if (!Number.isInteger(dice) || dice < 0) throw new RulesError("tactica.dice", { value: dice }, `a tactica pool needs a whole number of dice ≥ 0, got ${dice}`);
  const base: Modifier[] = s.tactica.sl !== 0 ? [{ value: s.tactica.sl, reason: "SL", code: "superiority-level" }] : [];
  // A Mob, Crowd, Horde … rolls its group's extra dice (+1d for a Mob).
  const group: DiceModifier[] = d?.tactica.group ? [{ dice: d.tactica.group.extraDice, reason: s.tactica.group, code: `group.${s.tactica.group}` }] : [];
  return { kind: "tactica.pool", label, dice, modifiers: [...group, ...rollerDice(s, d), ...extra], sl: [...base, ...sl] };
}

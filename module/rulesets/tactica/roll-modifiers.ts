/**
 * The dice a tactica creature's own state adds to every roll it makes: its injuries ("Sever … all rolls are at -2d",
 * "Puncture … all rolls are at -1d") and a waiting effort die ("Effort, +1 dice to the next roll you make"). Attacks
 * and pools read them (attack.ts, from-actor.ts); the card's defences and the sheet actions' characteristic rolls take
 * them through `rollerDice` / `rolledWith`, so every tactica roll names them on its card and spends the effort.
 */
import { totalDice, type DiceModifier } from "../../engine/modifiers";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { diceRow } from "../../dice/card-modifiers";
import type { ActionOutcome, DamageApplication } from "../adapter";

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

/** What every roll of the creature takes from its own state: its injuries' dice and a waiting effort die. */
export function rollerDice(s: ActorSystem, d?: ActorDerived): DiceModifier[] {
  return [...injuryModifier(d), ...effortModifier(s)];
}

/** The dice those modifiers add to (or take from) each roll of a test; the effort die only to its first roll. */
export function rollerEach(mods: readonly DiceModifier[] = []): DiceModifier[] {
  return mods.filter((m) => m.code !== "effort");
}
export function rollerFirst(mods: readonly DiceModifier[] = []): DiceModifier[] {
  return mods.filter((m) => m.code === "effort");
}
export const rollerTotal = (mods: readonly DiceModifier[] = []): number => totalDice(mods);

/** The effort die's spending, when the roll took it. */
export function rollerSpent(mods: readonly DiceModifier[] = []): Record<string, boolean> {
  return mods.some((m) => m.code === "effort") ? { "system.tactica.effort": false } : {};
}

/**
 * A sheet action's outcome after a roll with `mods` (none when the action rolled nothing): its card names them, and
 * the effort die it took is spent.
 */
export function rolledWith(out: ActionOutcome, mods: readonly DiceModifier[] = []): ActionOutcome {
  if (mods.length === 0) return out;
  return { ...out, card: { ...out.card, modifiers: [...mods.map(diceRow), ...out.card.modifiers] }, update: { ...out.update, ...rollerSpent(mods) } };
}

/**
 * What a card bound to a creature writes when a roll another actor's client made for it took its waiting effort die
 * (the target's side of a sheet's Special attempt): the die is spent; nothing else changes.
 */
export function effortSpentOnTarget(s: ActorSystem): DamageApplication {
  return { update: rollerSpent(effortModifier(s)), statuses: [], summary: { key: s.tactica.effort ? "FRAY.Damage.Tactica.EffortSpent" : "FRAY.Damage.Tactica.EffortNone", data: {} } };
}

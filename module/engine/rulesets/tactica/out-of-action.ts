/**
 * OoA and KIA. OoA creatures get no action dice. Each further hit on an OoA creature needs a BODY roll (4 + level dice)
 * with at least one success, or the creature is Killed in Action; the damage does not matter.
 */
import type { DiceSource } from "../../dice/source";
import type { DiceModifier } from "../../modifiers";
import type { CharacteristicRoll } from "./characteristic-roll";
import { rollCharacteristic } from "./characteristic-roll";
import type { TacticaCreature } from "./creature";

export function hitWhileOutOfAction(
  source: DiceSource,
  c: TacticaCreature,
  bodyLevel: number,
  /** The creature's own dice on the BODY roll (its injuries' "all rolls" dice, a waiting effort die). */
  own: readonly DiceModifier[] = [],
): { roll: CharacteristicRoll; killed: boolean; injuryRoll: { bonus: number } | null; after: TacticaCreature } {
  if (c.status !== "ooa") throw new RangeError(`${c.id} is ${c.status}, not OoA`);
  const roll = rollCharacteristic(source, "body", bodyLevel, [...own]);
  // Reduced to KIA: an injury roll like any other defeat.
  if (!roll.passed) return { roll, killed: true, injuryRoll: { bonus: 0 }, after: { ...c, status: "kia" } };
  return { roll, killed: false, injuryRoll: null, after: c };
}

/** Action dice a creature is entitled to at a refresh: none while OoA or KIA. */
export function actionDiceEntitlement(c: TacticaCreature, normal: number): number {
  if (!Number.isInteger(normal) || normal < 0) throw new RangeError(`normal action dice must be a whole number ≥ 0, got ${normal}`);
  return c.status === "active" ? normal : 0;
}

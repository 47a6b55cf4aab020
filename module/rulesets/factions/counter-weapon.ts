/**
 * The weapon a factions target counters with: "Perform a suitable attack against the attacker". Suitable is a weapon
 * the rules let reach the attacker from where it stands (hitRequirement from the target's side: a melee weapon when
 * the attacker is nearby, a ranged one within its range, sizes counted); among those the one with the largest damage
 * die, the first on the sheet on a tie. Broken weapons are not held (factionsHeld skips them).
 */
import { hitRequirement, type AttackGeometry } from "../../engine/rulesets/factions/attack";
import { parseDamage } from "../../engine/rulesets/factions/damage";
import type { AttackTarget, FactionsHeld } from "./types";

export type CounterWeapon = NonNullable<FactionsHeld["factionsWeapons"]>[number];

/** The target's suitable weapon against the attack's geometry, or null when none reaches the attacker. */
export function counterWeapon(target: AttackTarget, attack: AttackGeometry): CounterWeapon | null {
  const weapons = target.held?.factionsWeapons ?? (target.held?.factionsWeapon ? [{ ...target.held.factionsWeapon, attack: "melee" as const }] : []);
  let best: CounterWeapon | null = null;
  for (const w of weapons) {
    const back: AttackGeometry = {
      kind: w.attack,
      distance: attack.distance,
      ...(w.range === undefined ? {} : { range: w.range }),
      attackerSize: attack.targetSize ?? "medium",
      targetSize: attack.attackerSize ?? "medium",
    };
    if (w.attack === "ranged" && w.range === undefined) continue;
    if (hitRequirement(back).kind === "impossible") continue;
    if (best === null || parseDamage(`1${w.damageDie}`).sides > parseDamage(`1${best.damageDie}`).sides) best = w;
  }
  return best;
}

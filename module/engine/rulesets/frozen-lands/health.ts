/**
 * Stamina and Wounds. Stamina = the class's Stamina + BODY. Damage (after defence and armour) lowers Stamina; at
 * 0 the character is broken, and each further damaging hit causes 1 Wound, each Wound rolling on the critical
 * injuries table. The damage of the hit that brings Stamina to 0 is not carried over into a Wound ("further
 * damage" is a later hit); the `overflowWounds` option makes it count.
 */
import { nonNegative } from "../../validate";

export function maxStamina(classStamina: number, body: number): number {
  return nonNegative(classStamina, "class Stamina") + nonNegative(body, "BODY");
}

export interface HealthState {
  stamina: number;
  wounds: number;
}

export interface HealthOptions {
  /** A hit that takes Stamina to 0 with damage to spare also causes a Wound. Default false. */
  overflowWounds?: boolean;
}

export interface DamageResult {
  damage: number;
  before: HealthState;
  after: HealthState;
  staminaLost: number;
  /** Wounds caused by this hit (0 or 1): roll once on the critical injuries table for each. */
  woundsGained: number;
  /** Stamina is 0 after the hit. */
  broken: boolean;
}

export function applyDamage(state: HealthState, damage: number, options: HealthOptions = {}): DamageResult {
  const stamina = nonNegative(state?.stamina, "stamina");
  const wounds = nonNegative(state?.wounds, "wounds");
  const dmg = nonNegative(damage, "damage");
  const staminaLost = Math.min(stamina, dmg);
  const left = dmg - staminaLost;
  const wasBroken = stamina === 0;
  const woundsGained = dmg > 0 && (wasBroken || (options.overflowWounds === true && left > 0)) ? 1 : 0;
  const after = { stamina: stamina - staminaLost, wounds: wounds + woundsGained };
  return { damage: dmg, before: { stamina, wounds }, after, staminaLost, woundsGained, broken: after.stamina === 0 };
}

/**
 * Health and incapacitation. Damage lowers health; whether a hit incapacitates follows the chosen reading (see
 * options.ts). Incapacitated characters nearby can be killed with a death blow.
 */
import type { FactionsOptions } from "./options";
import { withDefaults } from "./options";
import { nonNegative } from "../../validate";

export interface HealthState {
  health: number;
  maxHealth: number;
  incapacitated?: boolean;
  dead?: boolean;
}

export interface HealthChange {
  damage: number;
  before: HealthState;
  after: Required<HealthState>;
  /** This hit incapacitated the character. */
  incapacitatedNow: boolean;
  killedNow: boolean;
}

export function checkHealth(state: HealthState): Required<HealthState> {
  const maxHealth = nonNegative(state?.maxHealth, "max health");
  const health = nonNegative(state.health, "health");
  if (health > maxHealth) throw new RangeError(`health ${health} is above max health ${maxHealth}`);
  return { health, maxHealth, incapacitated: state.incapacitated === true, dead: state.dead === true };
}

export function applyDamage(state: HealthState, damage: number, options?: Partial<FactionsOptions>): HealthChange {
  const o = withDefaults(options);
  const before = checkHealth(state);
  const dmg = nonNegative(damage, "damage");
  const health = Math.max(0, before.health - dmg);
  let incapacitates: boolean;
  if (o.incapacitation === "heavy-hit") incapacitates = dmg > 0 && (dmg * 2 >= before.health || health === 0);
  else if (o.incapacitation === "half-health") incapacitates = dmg > 0 && health * 2 <= before.maxHealth;
  else incapacitates = health === 0;
  const incapacitated = before.incapacitated || incapacitates;
  const dead = before.dead || (o.deadAtZero && health === 0);
  return {
    damage: dmg,
    before,
    after: { health, maxHealth: before.maxHealth, incapacitated, dead },
    incapacitatedNow: incapacitated && !before.incapacitated,
    killedNow: dead && !before.dead,
  };
}

/** Whether the character can still act (neither incapacitated nor dead). */
export function isUp(state: HealthState): boolean {
  const s = checkHealth(state);
  return !s.incapacitated && !s.dead;
}

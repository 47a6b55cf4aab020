/**
 * Weapon damage codes "base+Nd": the first success deals `base` damage and every further N successes add one.
 * Light 1+2d hits for 1,2,3… on 1,3,5… successes; Medium 1+1d on 1,2,3…; Heavy 2+1d; Large 3+1d; Huge 4+1d.
 * Massive weapons need one success to count as Massive damage.
 */
export const WEAPON_CLASSES = ["light", "medium", "heavy", "large", "huge", "massive"] as const;
export type WeaponClass = (typeof WEAPON_CLASSES)[number];

export interface DamageCode {
  base: number;
  /** Successes needed per extra point of damage. */
  per: number;
}

export const DAMAGE_CODES: Readonly<Record<Exclude<WeaponClass, "massive">, DamageCode>> = Object.freeze({
  light: { base: 1, per: 2 },
  medium: { base: 1, per: 1 },
  heavy: { base: 2, per: 1 },
  large: { base: 3, per: 1 },
  huge: { base: 4, per: 1 },
});

export function checkWeaponClass(weapon: string): asserts weapon is WeaponClass {
  if (!(WEAPON_CLASSES as readonly string[]).includes(weapon)) {
    throw new RangeError(`unknown weapon class "${weapon}" (expected one of ${WEAPON_CLASSES.join(", ")})`);
  }
}

export interface WeaponDamage {
  weapon: WeaponClass;
  successes: number;
  /** Damage points (0 on no success). A Massive weapon reports the successes and sets `massive`. */
  damage: number;
  massive: boolean;
  code: string;
}

/** Damage from the final successes of an attack, after every reduction. */
export function weaponDamage(weapon: WeaponClass, successes: number): WeaponDamage {
  checkWeaponClass(weapon);
  if (!Number.isInteger(successes) || successes < 0) throw new RangeError(`successes must be a whole number ≥ 0, got ${successes}`);
  if (weapon === "massive") return { weapon, successes, damage: successes, massive: successes > 0, code: "massive" };
  const c = DAMAGE_CODES[weapon];
  const damage = successes === 0 ? 0 : c.base + Math.floor((successes - 1) / c.per);
  return { weapon, successes, damage, massive: false, code: `${c.base}+${c.per}d` };
}

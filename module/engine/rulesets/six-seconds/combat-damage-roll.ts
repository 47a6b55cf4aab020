/**
 * A weapon's damage roll ("1d8+3": dice plus a flat bonus) and the modifiers an attack adds to it (speed, cover).
 * Rolled through a DiceSource, or enumerated exactly for the attack odds.
 */
import type { DiceSource } from "../../dice/source";
import { Distribution, sumOf } from "../../odds/distribution";
import { total, type Modifier } from "../../modifiers";

export interface DamageRollSpec {
  /** Number of dice (0 for flat damage). */
  count: number;
  sides: number;
  /** Flat bonus (Strength, 3 × scale for creatures' melee …). */
  bonus: number;
}

export interface DamageRoll {
  spec: DamageRollSpec;
  dice: number[];
  modifiers: Modifier[];
  /** dice + bonus + modifiers */
  total: number;
}

export function checkDamageSpec(spec: DamageRollSpec): DamageRollSpec {
  if (!spec || typeof spec !== "object") throw new TypeError("a damage roll needs { count, sides, bonus }");
  const { count, sides, bonus } = spec;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`damage dice count must be a whole number ≥ 0, got ${count}`);
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`damage dice need a whole number of sides ≥ 2, got ${sides}`);
  if (!Number.isInteger(bonus)) throw new TypeError(`damage bonus must be a whole number, got ${bonus}`);
  return spec;
}

/** "1d8+3", "2d6", "d10-1", "3d4 + 2". */
export function parseDamageRoll(text: string): DamageRollSpec {
  const m = /^\s*(\d*)\s*d\s*(\d+)\s*(?:([+\-−])\s*(\d+))?\s*$/i.exec(text);
  if (!m) throw new SyntaxError(`"${text}" is not a damage roll such as 1d8+3`);
  const count = m[1] === "" ? 1 : Number(m[1]);
  const bonus = m[3] ? (m[3] === "+" ? 1 : -1) * Number(m[4]) : 0;
  return checkDamageSpec({ count, sides: Number(m[2]), bonus });
}

export function formatDamageRoll(spec: DamageRollSpec): string {
  const b = spec.bonus === 0 ? "" : spec.bonus > 0 ? `+${spec.bonus}` : `${spec.bonus}`;
  return `${spec.count}d${spec.sides}${b}`;
}

export function rollDamage(dice: DiceSource, spec: DamageRollSpec, modifiers: readonly Modifier[] = []): DamageRoll {
  checkDamageSpec(spec);
  const values: number[] = [];
  for (let i = 0; i < spec.count; i++) values.push(dice.roll(spec.sides));
  const sum = values.reduce((a, b) => a + b, 0);
  // Penalties can take damage below zero; it never goes below 0 (no negative damage).
  return { spec, dice: values, modifiers: [...modifiers], total: Math.max(0, sum + spec.bonus + total(modifiers)) };
}

/** Exact distribution of the damage total (dice + bonus + modifiers, never below 0). */
export function damageDistribution(spec: DamageRollSpec, modifiers: readonly Modifier[] = []): Distribution<number> {
  checkDamageSpec(spec);
  const flat = spec.bonus + total(modifiers);
  return sumOf(Distribution.die(spec.sides), spec.count).map((v) => Math.max(0, v + flat));
}

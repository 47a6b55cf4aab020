/**
 * Damage dice. Weapons deal a die (d4 unarmed, d6 sword, d8 battleaxe …); impaired damage follows the chosen
 * reading (roll twice keep the lower, or halve); size doubles dice or halves the result; armour (cover included,
 * never above 3) is subtracted unless the damage is direct.
 */
import type { DiceSource } from "../../dice/source";
import { rollDice } from "../../dice/source";
import type { FactionsOptions } from "./options";
import { withDefaults } from "./options";
import type { Size } from "./size";
import { damageDiceAgainst, scaleRolledDamage } from "./size";
import { nonNegative } from "../../validate";

export interface DamageDice {
  count: number;
  sides: number;
}

export function parseDamage(text: string): DamageDice {
  const m = /^\s*(\d*)d(\d+)\s*$/i.exec(text);
  if (!m) throw new SyntaxError(`"${text}" is not a damage roll such as d6 or 2d8`);
  const count = m[1] === "" ? 1 : Number(m[1]);
  return checkDamageDice({ count, sides: Number(m[2]) });
}

export function checkDamageDice(d: DamageDice): DamageDice {
  if (!d || typeof d !== "object") throw new TypeError("damage dice are required");
  if (nonNegative(d.count, "damage dice count") < 1) throw new RangeError("damage needs at least one die");
  if (nonNegative(d.sides, "damage die sides") < 2) throw new RangeError(`a damage die needs at least 2 sides, got ${d.sides}`);
  return d;
}

/** A spread attack's share: a whole number of dice, at least one (checkDiceSpread checks the shares together). */
export function checkShare(share: number): number {
  if (!Number.isInteger(share) || share < 1) throw new RangeError(`a share of a spread attack must be a whole number of dice, at least 1, got ${String(share)}`);
  return share;
}

export const UNARMED_DAMAGE: DamageDice = { count: 1, sides: 4 };

export interface DamageRollInput {
  dice: DamageDice;
  /** Impaired: unarmed, held back, riders and passengers. */
  impaired?: boolean;
  attackerSize?: Size;
  targetSize?: Size;
  /** Blast damage ignores size. */
  blast?: boolean;
  /** This target's dice from a larger attacker's melee attack spread over several smaller targets (checkDiceSpread): they replace the size doubling. */
  share?: number;
}

export interface DamageRoll {
  /** Dice rolled after size doubling. */
  dice: DamageDice;
  /** Each roll of the dice (two when impaired as keep-lower). */
  rolls: number[][];
  impaired: boolean;
  /** Total kept before size halving. */
  rolled: number;
  /** After size halving: the damage before armour. */
  total: number;
}

export function rollDamage(source: DiceSource, input: DamageRollInput, options?: Partial<FactionsOptions>): DamageRoll {
  const o = withDefaults(options);
  const base = checkDamageDice(input.dice);
  const attacker = input.attackerSize ?? "medium";
  const target = input.targetSize ?? "medium";
  const dice = { count: input.share === undefined ? damageDiceAgainst(base.count, attacker, target, input.blast) : checkShare(input.share), sides: base.sides };
  const impaired = input.impaired === true;
  const rolls = [rollDice(source, dice.count, dice.sides)];
  if (impaired && o.impaired === "keep-lower") rolls.push(rollDice(source, dice.count, dice.sides));
  const sums = rolls.map((r) => r.reduce((a, b) => a + b, 0));
  let rolled = Math.min(...sums);
  if (impaired && o.impaired === "halve") rolled = Math.ceil(rolled / 2);
  return { dice, rolls, impaired, rolled, total: scaleRolledDamage(rolled, attacker, target, input.blast) };
}

export interface ArmourInput {
  armour: number;
  /** Behind cover: +1 armour, unless the attack penetrates it. */
  cover?: boolean;
  penetratesCover?: boolean;
  /** Direct damage ignores armour (falls, shoves by larger characters). */
  direct?: boolean;
}

/** The armour value that counts against this attack: cover adds 1, never above the maximum (3). */
export function effectiveArmour(input: ArmourInput, options?: Partial<FactionsOptions>): number {
  const o = withDefaults(options);
  if (input.direct) return 0;
  const armour = nonNegative(input.armour, "armour");
  const cover = input.cover && !input.penetratesCover ? 1 : 0;
  return Math.min(o.maxArmour, armour + cover);
}

export function afterArmour(damage: number, input: ArmourInput, options?: Partial<FactionsOptions>): number {
  return Math.max(0, nonNegative(damage, "damage") - effectiveArmour(input, options));
}

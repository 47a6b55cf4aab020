/**
 * Melee attacks against enemies: a Melee roll with the weapon's bonus dice; a hit (at least one success) deals
 * successes + the weapon's base damage, less the enemy's pre-calculated defence. Dual wielding splits the Melee
 * dice between two attacks, each weapon's bonus added after the split.
 */
import type { DiceModifier, Reasoned } from "../../modifiers";
import type { DiceSource } from "../../dice/source";
import type { Attribute } from "./attributes";
import type { ConditionLevels } from "./conditions";
import type { RangeBand } from "./range";
import { bandIndex } from "./range";
import type { SkillRollOptions, SkillRollResult } from "./skill-roll";
import { rollSkill } from "./skill-roll";
import type { Weapon } from "./weapons";
import { checkWeapon, hasFeature, maxRange } from "./weapons";
import { weaponForbiddenIn } from "./zone-features";
import { nonNegative } from "../../validate";

/** The character's side of a roll: Stress, SOUL and conditions feed every roll. */
export interface Roller {
  stress?: number;
  soul?: number;
  conditions?: ConditionLevels;
  options?: SkillRollOptions;
}

/** An enemy as its stat block gives it: defence is pre-calculated. */
export interface EnemyTarget {
  defence: number;
}

export interface MeleeAttackInput {
  attacker: Roller & { melee: number; /** Attribute behind Melee; default "body". */ attribute?: Attribute };
  weapon: Weapon;
  target: EnemyTarget;
  /** Band to the target; melee reaches close, or the weapon's range when the table gives one. Default close. */
  band?: RangeBand;
  /** Features of the attacker's zone (Cramped forbids Heavy weapons). */
  zoneFeatures?: readonly string[];
  modifiers?: readonly DiceModifier[];
}

export interface AttackDamage {
  hit: boolean;
  successes: number;
  weaponDamage: number;
  /** successes + weapon damage on a hit, else 0. */
  rawDamage: number;
  defence: number;
  /** rawDamage − defence, never below 0. */
  damage: number;
}

export type MeleeAttackOutcome =
  | { kind: "refused"; reason: string }
  | { kind: "resolved"; weapon: Weapon; roll: SkillRollResult; result: AttackDamage };

/** Damage from a resolved attack roll: successes + base damage, less the target's defence. */
export function attackDamage(successes: number, weaponDamage: number, defence: number): AttackDamage {
  const s = nonNegative(successes, "successes");
  const w = nonNegative(weaponDamage, "weapon damage");
  const d = nonNegative(defence, "defence");
  const hit = s > 0;
  const rawDamage = hit ? s + w : 0;
  return { hit, successes: s, weaponDamage: w, rawDamage, defence: d, damage: Math.max(0, rawDamage - d) };
}

/** Why this melee attack cannot be made, or null. */
export function meleeRefusal(input: MeleeAttackInput): string | null {
  return meleeRefusalOf(input)?.reason ?? null;
}

/** The refusal with its code and data (for a translated message); a zone's ban has no code yet. */
export function meleeRefusalOf(input: MeleeAttackInput): Reasoned | null {
  const weapon = checkWeapon(input.weapon);
  const band = input.band ?? "close";
  const max = maxRange(weapon);
  if (bandIndex(band) > bandIndex(max)) return { reason: `${weapon.name} reaches ${max}, the target is at ${band}`, code: "frozen-lands.melee-out-of-reach", data: { weapon: weapon.name, maxKey: `FRAY.Dialog.Bands.${max}`, bandKey: `FRAY.Dialog.Bands.${band}` } };
  const forbidden = weaponForbiddenIn(weapon, input.zoneFeatures);
  return forbidden ? { reason: forbidden } : null;
}

export function meleeAttack(dice: DiceSource, input: MeleeAttackInput): MeleeAttackOutcome {
  const refusal = meleeRefusal(input);
  if (refusal) return { kind: "refused", reason: refusal };
  const { attacker, weapon } = input;
  const modifiers: DiceModifier[] = [];
  if (weapon.bonus) modifiers.push({ dice: weapon.bonus, reason: `weapon bonus (${weapon.name})`, code: "weapon-bonus", data: { weapon: weapon.name } });
  modifiers.push(...(input.modifiers ?? []));
  const roll = rollSkill(dice, { ...attacker, attribute: attacker.attribute ?? "body", skill: attacker.melee, modifiers });
  return { kind: "resolved", weapon, roll, result: attackDamage(roll.successes, weapon.damage, input.target.defence) };
}

export interface DualWieldPlan {
  /** Melee dice for the first attack; the rest go to the second. */
  first: { weapon: Weapon; melee: number };
  second: { weapon: Weapon; melee: number };
  /** The second attack costs another action. */
  actions: 2;
}

/**
 * Why two weapons cannot be dual wielded (both one-handed, one of them Light), with a code for a translated message;
 * null when they can.
 */
export function dualWieldRefusalOf(main: Weapon, offhand: Weapon): Reasoned | null {
  for (const w of [checkWeapon(main), checkWeapon(offhand)]) {
    if (hasFeature(w, "Two-handed")) return { reason: `dual wielding needs one-handed weapons; ${w.name} is two-handed`, code: "frozen-lands.dual-wield-two-handed", data: { weapon: w.name } };
  }
  if (!hasFeature(main, "Light") && !hasFeature(offhand, "Light")) return { reason: `dual wielding needs a Light weapon; neither ${main.name} nor ${offhand.name} is`, code: "frozen-lands.dual-wield-no-light", data: { main: main.name, offhand: offhand.name } };
  return null;
}

/**
 * Split the Melee dice between two one-handed weapons, one of them Light. Throws if the weapons do not allow
 * dual wielding or the split does not fit the pool.
 */
export function planDualWield(melee: number, firstDice: number, main: Weapon, offhand: Weapon): DualWieldPlan {
  const pool = nonNegative(melee, "Melee dice");
  const first = nonNegative(firstDice, "dice for the first attack");
  const refusal = dualWieldRefusalOf(main, offhand);
  if (refusal) throw new RangeError(refusal.reason);
  if (first > pool) throw new RangeError(`cannot give ${first} dice to the first attack: the Melee pool has ${pool}`);
  return { first: { weapon: main, melee: first }, second: { weapon: offhand, melee: pool - first }, actions: 2 };
}

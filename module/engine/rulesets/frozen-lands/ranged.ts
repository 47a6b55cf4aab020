/**
 * Ranged attacks: Marksmanship + the weapon's bonus, with the modifier table (aim, range band, target size,
 * light). One band beyond the weapon's maximum needs an Aim action and takes −3 in total for aim and range
 * together; farther is impossible. Reload weapons must be loaded: bows and slings every turn, crossbows keep it.
 */
import type { DiceModifier, Reasoned } from "../../modifiers";
import type { DiceSource } from "../../dice/source";
import type { Attribute } from "./attributes";
import type { AttackDamage, EnemyTarget, Roller } from "./melee";
import { attackDamage } from "./melee";
import type { RangeBand } from "./range";
import { bandIndex, checkRangeBand } from "./range";
import type { SkillRollResult } from "./skill-roll";
import { rollSkill } from "./skill-roll";
import type { Weapon } from "./weapons";
import { checkWeapon, maxRange, reloadKind } from "./weapons";
import { isDimlyLit, weaponForbiddenIn } from "./zone-features";

export const RANGE_MODIFIERS: Readonly<Record<RangeBand, number>> = { close: -3, short: 0, medium: -1, long: -2, distant: -3 };
export const AIM_BONUS = 2;
/** Aim and range together when shooting one band beyond the weapon's maximum. */
export const BEYOND_MAX_TOTAL = -3;
/** Target size steps: +1/+2 large, −1/−2 small. */
export type TargetSize = -2 | -1 | 0 | 1 | 2;
export type Light = "normal" | "dim" | "dark";

export interface RangedOptions {
  /**
   * Dim light's modifier. The table says −1; the Dimly lit zone feature says −2 for ranged attacks. Default −1
   * (the attack table); set −2 to follow the zone feature.
   */
  dimLight?: number;
}

export interface RangedAttackInput {
  attacker: Roller & { marksmanship: number; /** Attribute behind Marksmanship; default "agility". */ attribute?: Attribute };
  weapon: Weapon;
  target: EnemyTarget;
  band: RangeBand;
  /** An Aim action was spent before this attack. */
  aimed?: boolean;
  targetSize?: TargetSize;
  /** Light at the target. Absent: "dim" when `zoneFeatures` include "dimly-lit", else "normal". */
  light?: Light;
  /** Whether a Reload weapon is loaded (ignored for others). */
  loaded?: boolean;
  /** Features of the attacker's zone: Cramped forbids Heavy weapons, Dimly lit means dim light. */
  zoneFeatures?: readonly string[];
  modifiers?: readonly DiceModifier[];
  options?: RangedOptions;
}

export type RangedModifiers = ({ allowed: false } & Reasoned) | { allowed: true; modifiers: DiceModifier[]; beyondMaximum: boolean };

/** The modifier table applied to one shot, or why the shot is impossible. */
export function rangedModifiers(input: Omit<RangedAttackInput, "attacker" | "target" | "loaded">): RangedModifiers {
  const weapon = checkWeapon(input.weapon);
  const band = checkRangeBand(input.band, "target band");
  const over = bandIndex(band) - bandIndex(maxRange(weapon));
  if (over > 1) return { allowed: false, reason: `${weapon.name} reaches ${maxRange(weapon)}; ${band} is more than one band beyond`, code: "frozen-lands.beyond-range", data: { weapon: weapon.name, maxKey: `FRAY.Dialog.Bands.${maxRange(weapon)}`, bandKey: `FRAY.Dialog.Bands.${band}` } };
  const mods: DiceModifier[] = [];
  if (weapon.bonus) mods.push({ dice: weapon.bonus, reason: `weapon bonus (${weapon.name})`, code: "weapon-bonus", data: { weapon: weapon.name } });
  const beyondMaximum = over === 1;
  if (beyondMaximum) {
    if (!input.aimed) return { allowed: false, reason: `${band} is one band beyond ${weapon.name}'s range: it needs an Aim action`, code: "frozen-lands.needs-aim", data: { weapon: weapon.name, bandKey: `FRAY.Dialog.Bands.${band}` } };
    mods.push({ dice: BEYOND_MAX_TOTAL, reason: `aimed shot one band beyond range (${band})`, code: `aimed-beyond-range.${band}` });
  } else {
    if (input.aimed) mods.push({ dice: AIM_BONUS, reason: "aim", code: "aim" });
    if (RANGE_MODIFIERS[band] !== 0) mods.push({ dice: RANGE_MODIFIERS[band], reason: `${band} range`, code: `range.${band}` });
  }
  const size = input.targetSize ?? 0;
  if (![-2, -1, 0, 1, 2].includes(size)) throw new RangeError(`target size must be −2…+2, got ${size}`);
  if (size > 0) mods.push({ dice: size, reason: "large target", code: "large-target" });
  if (size < 0) mods.push({ dice: size, reason: "small target", code: "small-target" });
  // A Dimly lit zone is dim light unless the caller says otherwise (the table's −1 by default, see RangedOptions).
  const dimZone = isDimlyLit(input.zoneFeatures);
  const light = input.light ?? (dimZone ? "dim" : "normal");
  if (light === "dim") mods.push({ dice: input.options?.dimLight ?? -1, reason: input.light === undefined ? "dim light (dimly lit zone)" : "dim light", code: input.light === undefined ? "dimly-lit-zone" : "dim-light" });
  else if (light === "dark") mods.push({ dice: -3, reason: "darkness", code: "darkness" });
  else if (light !== "normal") throw new TypeError(`light must be normal, dim or dark, got ${String(light)}`);
  mods.push(...(input.modifiers ?? []));
  return { allowed: true, modifiers: mods, beyondMaximum };
}

export type RangedAttackOutcome =
  | { kind: "refused"; reason: string }
  | {
      kind: "resolved";
      weapon: Weapon;
      roll: SkillRollResult;
      result: AttackDamage;
      /** State after the shot: the aim is used up, a Reload weapon is empty. */
      changes: { aimed: false; loaded: boolean };
    };

export function rangedAttack(dice: DiceSource, input: RangedAttackInput): RangedAttackOutcome {
  const weapon = checkWeapon(input.weapon);
  const forbidden = weaponForbiddenIn(weapon, input.zoneFeatures);
  if (forbidden) return { kind: "refused", reason: forbidden };
  const reload = reloadKind(weapon);
  if (reload !== "none" && !input.loaded) return { kind: "refused", reason: `${weapon.name} must be reloaded first` };
  const mods = rangedModifiers(input);
  if (!mods.allowed) return { kind: "refused", reason: mods.reason };
  const { attacker } = input;
  const roll = rollSkill(dice, { ...attacker, attribute: attacker.attribute ?? "agility", skill: attacker.marksmanship, modifiers: mods.modifiers });
  return {
    kind: "resolved",
    weapon,
    roll,
    result: attackDamage(roll.successes, weapon.damage, input.target.defence),
    changes: { aimed: false, loaded: reload === "none" },
  };
}

/**
 * Whether a Reload weapon is still loaded when its wielder's turn ends: crossbows keep their load, bows and
 * slings must be reloaded in the turn they shoot.
 */
export function loadedAfterTurn(weapon: Weapon, loaded: boolean): boolean {
  const kind = reloadKind(checkWeapon(weapon));
  if (kind === "none") return true;
  return kind === "keeps-loaded" ? loaded : false;
}

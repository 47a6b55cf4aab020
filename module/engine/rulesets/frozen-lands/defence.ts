/**
 * An enemy attacks a character with its pre-calculated damage. The character may spend a reaction on a defence
 * roll (dodge with Mobility, or block with Melee when holding a shield or a Parrying weapon); each success takes
 * one point off the damage, then armour takes its share. With no reactions left only armour reduces the damage.
 */
import type { DiceSource } from "../../dice/source";
import type { Attribute } from "./attributes";
import type { DamageResult, HealthOptions, HealthState } from "./health";
import { applyDamage } from "./health";
import type { Roller } from "./melee";
import type { SkillRollResult } from "./skill-roll";
import { rollSkill } from "./skill-roll";
import type { Weapon } from "./weapons";
import { checkWeapon, hasFeature } from "./weapons";
import { nonNegative } from "../../validate";

export type DefenceChoice =
  | { kind: "none" }
  | { kind: "dodge"; mobility: number; /** default "agility" */ attribute?: Attribute }
  | { kind: "block"; melee: number; shield?: boolean; weapon?: Weapon; /** default "body" */ attribute?: Attribute };

export interface IncomingAttackInput {
  /** The enemy's pre-calculated damage. */
  damage: number;
  defender: Roller & HealthState & { armour: number; reactionsLeft: number };
  defence: DefenceChoice;
  health?: HealthOptions;
}

export interface IncomingAttackOutcome {
  damage: number;
  defence: DefenceChoice["kind"];
  /** Set when a defence roll was wanted but no reaction was left. */
  noReactionLeft: boolean;
  roll: SkillRollResult | null;
  /** Damage taken off by the defence roll's successes (never more than the damage). */
  defended: number;
  armour: number;
  /** Damage that reaches Stamina. */
  taken: number;
  health: DamageResult;
  changes: { reactionsLeft: number; stamina: number; wounds: number };
}

/** Why this character cannot block with what they hold, or null. */
export function blockRefusal(shield: boolean | undefined, weapon: Weapon | undefined): string | null {
  if (shield) return null;
  if (weapon && hasFeature(checkWeapon(weapon), "Parrying")) return null;
  return weapon ? `${weapon.name} is not a Parrying weapon and no shield is held: cannot block` : "blocking needs a shield or a Parrying weapon";
}

export function defendAgainstAttack(dice: DiceSource, input: IncomingAttackInput): IncomingAttackOutcome {
  const damage = nonNegative(input.damage, "attack damage");
  const { defender, defence } = input;
  const armour = nonNegative(defender.armour, "armour");
  const reactions = nonNegative(defender.reactionsLeft, "reactions left");
  let roll: SkillRollResult | null = null;
  let reactionsLeft = reactions;
  let noReactionLeft = false;
  if (defence.kind !== "none") {
    if (defence.kind === "block") {
      const refusal = blockRefusal(defence.shield, defence.weapon);
      if (refusal) throw new RangeError(refusal);
    } else if (defence.kind !== "dodge") {
      throw new TypeError(`defence must be none, dodge or block, got ${String((defence as { kind: unknown }).kind)}`);
    }
    if (reactions === 0) noReactionLeft = true;
    else {
      reactionsLeft = reactions - 1;
      roll =
        defence.kind === "dodge"
          ? rollSkill(dice, { ...defender, attribute: defence.attribute ?? "agility", skill: defence.mobility })
          : rollSkill(dice, { ...defender, attribute: defence.attribute ?? "body", skill: defence.melee });
    }
  }
  const defended = Math.min(damage, roll?.successes ?? 0);
  const taken = Math.max(0, damage - defended - armour);
  const health = applyDamage(defender, taken, input.health);
  return {
    damage,
    defence: defence.kind,
    noReactionLeft,
    roll,
    defended,
    armour,
    taken,
    health,
    changes: { reactionsLeft, stamina: health.after.stamina, wounds: health.after.wounds },
  };
}

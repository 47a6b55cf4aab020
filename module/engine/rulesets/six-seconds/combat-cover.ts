/**
 * Hitting the cover, for cover that matters (weak, expensive, explosive, alive). A miss by no more than the cover's
 * Target bonus hit the cover instead; a bigger miss hit nothing. Damage that beats the cover's Toughness knocks it
 * down one step (holes) and goes on to the target, who may use the cover's Durability as a Defence bonus (not
 * stacking with armour: it joins the best-Defence choice); damage that only wounds the cover goes on at −3.
 */
import { raiseCover, type CoverStep, coverIndex } from "../../cover";
import type { DiceSource } from "../../dice/source";
import type { Modifier } from "../../modifiers";
import { resolveCalledShot } from "./called-shots";
import { calledShotResult, checkCalledShot, defenceDC, resolveAttack, resolveAttackRoll, resolveDefenceRoll, type AttackInput, type AttackOutcome } from "./attack";
import { rollDamage } from "./combat-damage-roll";
import { applyDamage, type DamageOptions, type DamageOutcome } from "./damage";
import type { DefenceSource } from "./toughness";
import { COVER_TARGET_BONUS, INVISIBLE_BONUS } from "./situational";

export const THROUGH_COVER_WOUND_PENALTY = -3;

/** The bonus a miss is measured against: the cover's Target bonus; total cover uses the invisible +4 it imposes. */
export function coverHitBonus(step: CoverStep): number {
  coverIndex(step);
  if (step === "total") return INVISIBLE_BONUS;
  return COVER_TARGET_BONUS[step] ?? 0;
}

/**
 * Did a missed attack hit the cover? `margin` is the attack's total − Target (negative on a miss). The text says
 * "missed by less than the bonus" hits the cover and "by more" misses both; missing by exactly the bonus would
 * have hit without the cover, so it hits the cover too (see the rules notes).
 */
export function missHitsCover(margin: number, step: CoverStep): boolean {
  if (!Number.isInteger(margin)) throw new TypeError(`attack margin must be a whole number, got ${margin}`);
  if (margin >= 0) return false;
  return -margin <= coverHitBonus(step);
}

export interface CoverDamageInput {
  damage: number;
  cover: CoverStep;
  /** The cover's current Toughness. */
  coverToughness: number;
  /** The cover's Durability, usable by the target behind as a Defence bonus. */
  coverDurability?: number;
  damageOptions?: DamageOptions;
}

export interface CoverDamageOutcome {
  /** What the damage did to the cover, as an object. */
  coverDamage: DamageOutcome;
  /** The cover's step afterwards (one lower when its Toughness was beaten). */
  coverAfter: CoverStep;
  /** The attack goes on to the target behind. */
  continues: boolean;
  /** Damage that reaches the target, with the −3 when the cover was only wounded; null when it stops. */
  damageToTarget: number | null;
  damageModifiers: Modifier[];
  /** Defence the target may use instead of armour (best of the two counts). */
  targetDefence?: DefenceSource;
  explanation: string[];
}

export function damageThroughCover(input: CoverDamageInput): CoverDamageOutcome {
  coverIndex(input.cover);
  if (input.cover === "none") throw new RangeError("there is no cover to hit");
  const coverDamage = applyDamage({ toughness: input.coverToughness, isObject: true }, { amount: input.damage }, input.damageOptions);
  const targetDefence: DefenceSource | undefined =
    input.coverDurability === undefined ? undefined : { kind: "durability", bonus: input.coverDurability, reason: "cover's Durability" };
  if (coverDamage.result === "destroyed") {
    return {
      coverDamage,
      coverAfter: raiseCover(input.cover, -1),
      continues: true,
      damageToTarget: input.damage,
      damageModifiers: [],
      targetDefence,
      explanation: [`${input.damage} beats the cover's Toughness ${input.coverToughness}: the cover drops a step and the attack goes on`],
    };
  }
  if (coverDamage.result === "wound") {
    const mod: Modifier = { value: THROUGH_COVER_WOUND_PENALTY, reason: "through wounded cover", code: "through-wounded-cover" };
    return {
      coverDamage,
      coverAfter: input.cover,
      continues: true,
      damageToTarget: Math.max(0, input.damage + mod.value),
      damageModifiers: [mod],
      targetDefence,
      explanation: [`${input.damage} wounds the cover: the attack goes on at −3`],
    };
  }
  return {
    coverDamage,
    coverAfter: input.cover,
    continues: false,
    damageToTarget: null,
    damageModifiers: [],
    explanation: [`${input.damage} does not hurt the cover: the attack stops there`],
  };
}

export interface CoveredTargetInput extends AttackInput {
  /** The cover in the way, which matters (weak, expensive, explosive, alive). Its Target bonus must already be among
   * the defender's targetModifiers (situationalModifiers puts it there). */
  cover: { step: CoverStep; toughness: number; durability?: number };
  /**
   * The defender's Toughness when the cover's Durability joins its Defence sources (best one counts): compute it with
   * toughness({ ..., defences: [...armour, coverDefence] }). Defaults to the defender's Toughness.
   */
  toughnessBehindCover?: number;
}

export interface CoveredTargetOutcome {
  /** What happened to the target (a plain attack when it hit the target directly). */
  result: AttackOutcome["result"] | "cover-hit";
  attack: AttackOutcome;
  /** When a miss hit the cover: the damage to the cover and whether it went on. */
  cover?: CoverDamageOutcome;
  explanation: string[];
}

/**
 * An attack on a target behind cover that matters. A hit is a normal attack. A miss by no more than the cover's bonus
 * hits the cover: one damage roll against the cover, and if it goes through, the target defends as normal and takes
 * the damage (−3 if the cover was only wounded) against its Toughness with the cover's Durability.
 * Dice: attack d6; then either the normal attack's dice, or the damage dice and the target's defence d6.
 */
export function resolveAttackOnCoveredTarget(dice: DiceSource, input: CoveredTargetInput): CoveredTargetOutcome {
  coverIndex(input.cover.step);
  checkCalledShot(input);
  const first = dice.roll(6);
  const roll = resolveAttackRoll(first, input.attacker, input.defender, input.calledShot);
  if (roll.success) {
    // Hand the already-rolled die back in front of the rest.
    const attack = resolveAttack(prepend(first, dice), input);
    return { result: attack.result, attack, explanation: attack.explanation };
  }
  const missOnly: AttackOutcome = {
    result: "miss",
    attack: roll,
    attackModifiers: roll.modifiers,
    targetModifiers: roll.targetModifiers,
    defenceDC: defenceDC(input.attacker),
    explanation: [`attack ${roll.total} is below Target ${roll.target}: a miss`],
  };
  if (!missHitsCover(roll.margin, input.cover.step)) {
    return { result: "miss", attack: missOnly, explanation: [...missOnly.explanation, "it misses the cover too"] };
  }
  const damage = rollDamage(dice, input.damage, input.damageModifiers ?? []);
  const cover = damageThroughCover({
    damage: damage.total,
    cover: input.cover.step,
    coverToughness: input.cover.toughness,
    coverDurability: input.cover.durability,
    damageOptions: input.damageOptions,
  });
  const explanation = [...missOnly.explanation, `missed by ${-roll.margin}: the cover is hit`, `damage ${damage.total}`, ...cover.explanation];
  if (!cover.continues) return { result: "cover-hit", attack: { ...missOnly, damage }, cover, explanation };
  let defence: AttackOutcome["defence"];
  if (input.defence) {
    defence = resolveDefenceRoll(dice.roll(6), missOnly.defenceDC, input.defence);
    if (defence.success) {
      explanation.push(`${defence.kind} ${defence.total} reaches DC ${missOnly.defenceDC}: the target avoids it`);
      return { result: "defended", attack: { ...missOnly, result: "defended", defence, damage }, cover, explanation };
    }
  }
  const toughnessBehind = input.toughnessBehindCover ?? input.defender.toughness;
  if (input.calledShot !== undefined) {
    const calledShot = resolveCalledShot({
      location: input.calledShot,
      damage: cover.damageToTarget!,
      toughness: toughnessBehind,
      dying: input.defender.dying,
      damageOptions: input.damageOptions,
    });
    const result = calledShotResult(calledShot);
    explanation.push(...calledShot.explanation, ...calledShot.effects);
    return {
      result,
      attack: { ...missOnly, result, defence, damage, damageOutcome: calledShot.damageOutcome, calledShot, explanation },
      cover,
      explanation,
    };
  }
  const damageOutcome = applyDamage(
    { toughness: toughnessBehind, dying: input.defender.dying, isObject: input.defender.isObject },
    { amount: cover.damageToTarget!, nonlethal: input.nonlethal },
    input.damageOptions,
  );
  explanation.push(...damageOutcome.explanation);
  return {
    result: damageOutcome.result,
    attack: { ...missOnly, result: damageOutcome.result, defence, damage, damageOutcome, explanation },
    cover,
    explanation,
  };
}

function prepend(first: number, rest: DiceSource): DiceSource {
  let used = false;
  return {
    roll(sides) {
      if (!used) {
        used = true;
        return first;
      }
      return rest.roll(sides);
    },
  };
}

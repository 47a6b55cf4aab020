/**
 * Hitting the cover, for cover that matters (weak, expensive, explosive, alive). A miss by no more than the cover's
 * Target bonus hit the cover instead; a bigger miss hit nothing. Damage that beats the cover's Toughness knocks it
 * down one step (holes) and goes on to the target, who may use the cover's Durability as a Defence bonus (not
 * stacking with armour: it joins the best-Defence choice); damage that only wounds the cover goes on at −3.
 */
import { raiseCover, type CoverStep, coverIndex } from "../../cover";
import type { Modifier } from "../../modifiers";
import { resolveDamage, type DamageOptions, type DamageOutcome } from "./damage";
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
  const coverDamage = resolveDamage({ toughness: input.coverToughness, isObject: true }, { amount: input.damage }, input.damageOptions);
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
    const mod: Modifier = { value: THROUGH_COVER_WOUND_PENALTY, reason: "through wounded cover" };
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

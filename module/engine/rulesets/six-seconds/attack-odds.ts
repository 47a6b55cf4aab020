/**
 * Exact odds of a whole six-seconds attack: attack d6 vs Target, defence d6 vs DC, damage dice vs Toughness,
 * enumerated with the core odds toolkit (no sampling). The outcomes are the same as resolveAttack's results.
 */
import { checkDistribution } from "../../odds/check";
import { Distribution } from "../../odds/distribution";
import { total } from "../../modifiers";
import { attackBonus, calledShotResult, checkCalledShot, defenceDC, targetScore, withCalledShot, type AttackInput, type AttackResult } from "./attack";
import { resolveCalledShot } from "./called-shots";
import { checkDamageSpec, damageDistribution } from "./combat-damage-roll";
import { applyDamage } from "./damage";
import { memoOdds } from "../../odds/memo";

export interface AttackOdds {
  /** P(attack roll reaches Target). */
  hit: number;
  /** P(hit and the defence roll negates it). */
  defended: number;
  /** Every final result with its probability (miss, defended, no-effect, wound, dying, dies …); sums to 1. */
  outcomes: Distribution<AttackResult>;
}

function exactAttackOdds(input: AttackInput): AttackOdds {
  checkDamageSpec(input.damage);
  checkCalledShot(input);
  // Melee against a Helpless target hits whatever the die shows.
  const hit = input.autoHit ? 1 : checkDistribution(attackBonus(input.attacker).bonus, targetScore(withCalledShot(input.defender, input.calledShot)).target).success;
  let defendChance = 0;
  if (input.defence) {
    const bonus = input.defence.bonus + total(input.defence.modifiers ?? []);
    defendChance = checkDistribution(bonus, defenceDC(input.attacker)).success;
  }
  const target = { toughness: input.defender.toughness, dying: input.defender.dying, isObject: input.defender.isObject };
  const location = input.calledShot;
  const damage = damageDistribution(input.damage, input.damageModifiers ?? []).map((amount): AttackResult =>
    location !== undefined
      ? calledShotResult(resolveCalledShot({ location, damage: amount, toughness: target.toughness, dying: target.dying, damageOptions: input.damageOptions }))
      : applyDamage(target, { amount, nonlethal: input.nonlethal }, input.damageOptions).result,
  );
  const entries: Array<[AttackResult, number]> = [
    ["miss", 1 - hit],
    ["defended", hit * defendChance],
  ];
  const through = hit * (1 - defendChance);
  for (const [result, p] of damage.entries()) entries.push([result, through * p]);
  return { hit, defended: hit * defendChance, outcomes: Distribution.from(entries) };
}

/** The exact odds, cached per attack (odds/memo.ts): a card asks for them more than once. */
export const attackOdds = memoOdds(exactAttackOdds);

/**
 * Exact odds for a frozen-lands attack pool: the success count by convolution (core poolDistribution), Fear's
 * penalty, the damage that lands after the enemy's defence, and what the Stress dice bring (WP, critical failures).
 */
import { Distribution, poolDistribution } from "../../odds";
import type { CriticalFailureRule } from "./stress";
import { nonNegative } from "../../validate";
import { SUCCESS_THRESHOLD } from "./skill-roll";
import { memoOdds } from "../../odds/memo";

export interface AttackOddsInput {
  /** Dice in the pool after weapon bonus and modifiers (negative totals count as 0). */
  pool: number;
  stressDice?: number;
  /** Successes Fear removes from every roll. */
  fear?: number;
  weaponDamage: number;
  defence?: number;
  criticalFailure?: CriticalFailureRule;
}

export interface AttackOdds {
  /** P(k successes) after Fear. */
  successes: Distribution<number>;
  hit: number;
  /** Damage after defence (0 on a miss). */
  damage: Distribution<number>;
  /** P(at least one critical failure), i.e. a condition roll. */
  criticalFailure: number;
  /** Number of critical failures on the Stress dice. */
  criticalFailures: Distribution<number>;
}

function binomial(n: number, p: number): Distribution<number> {
  if (n === 0) return Distribution.always(0);
  const probs: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    probs.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return Distribution.from(probs.map((q, k) => [k, q] as const), true);
}

function exactAttackOdds(input: AttackOddsInput): AttackOdds {
  if (!Number.isInteger(input.pool)) throw new TypeError(`pool must be a whole number, got ${input.pool}`);
  const pool = Math.max(0, input.pool);
  const stress = nonNegative(input.stressDice ?? 0, "Stress dice");
  const fear = nonNegative(input.fear ?? 0, "Fear penalty");
  const weaponDamage = nonNegative(input.weaponDamage, "weapon damage");
  const defence = nonNegative(input.defence ?? 0, "defence");
  const successes = Distribution.fromArray(poolDistribution(pool, SUCCESS_THRESHOLD)).map((k) => Math.max(0, k - fear));
  const damage = successes.map((k) => (k > 0 ? Math.max(0, k + weaponDamage - defence) : 0));
  const critFace = (input.criticalFailure ?? "failure") === "one" ? 1 / 6 : (SUCCESS_THRESHOLD - 1) / 6;
  const criticalFailures = binomial(stress, critFace);
  return {
    successes,
    hit: successes.probability((k) => k > 0),
    damage,
    criticalFailure: criticalFailures.probability((k) => k > 0),
    criticalFailures,
  };
}

/** The exact odds, cached per attack (odds/memo.ts): a card asks for them more than once. */
export const attackOdds = memoOdds(exactAttackOdds);

export interface DefenceOddsInput {
  /** The enemy's pre-calculated damage. */
  damage: number;
  /** Dice of the defence roll (Mobility or Melee); 0 or absent: no defence roll (no reaction left). */
  pool?: number;
  fear?: number;
  armour?: number;
}

/** Exact distribution of the damage a character takes from an enemy attack after the defence roll and armour. */
export function defenceOdds(input: DefenceOddsInput): Distribution<number> {
  const damage = nonNegative(input.damage, "attack damage");
  const pool = nonNegative(input.pool ?? 0, "defence pool");
  const fear = nonNegative(input.fear ?? 0, "Fear penalty");
  const armour = nonNegative(input.armour ?? 0, "armour");
  return Distribution.fromArray(poolDistribution(pool, SUCCESS_THRESHOLD)).map((k) => Math.max(0, damage - Math.max(0, k - fear) - armour));
}

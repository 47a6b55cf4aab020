/**
 * One frozen-lands roll: a d6 pool (5–6 succeed) of skill dice plus bonus dice (weapon bonus, aim, range …),
 * with Stress dice added on top. Stress-die successes give WP instead of successes; Stress-die failures are
 * critical failures that give the attribute's condition. Fear takes successes away from every roll.
 */
import type { DiceModifier } from "../../modifiers";
import { totalDice } from "../../modifiers";
import type { DiceSource } from "../../dice/source";
import type { PoolResult } from "../../dice/pool";
import { countPool, rollPool } from "../../dice/pool";
import type { Attribute } from "./attributes";
import { checkAttribute } from "./attributes";
import type { ConditionChange, ConditionLevels, ConditionScaling } from "./conditions";
import { applyCriticalFailures, conditionEffects } from "./conditions";
import type { CriticalFailureRule } from "./stress";
import { isCriticalFailure, stressDice } from "./stress";
import { nonNegative, wholeNumber } from "../../validate";

export const SUCCESS_THRESHOLD = 5;

export interface SkillRollInput {
  /** The attribute behind the skill: decides the condition a critical failure gives. */
  attribute: Attribute;
  /** Skill dice (the skill's rating). */
  skill: number;
  /** Bonus or penalty dice with their reasons (weapon bonus, aim +2, range −1 …). */
  modifiers?: readonly DiceModifier[];
  /** Current Stress and SOUL: Stress above SOUL adds Stress dice. */
  stress?: number;
  soul?: number;
  conditions?: ConditionLevels;
  /** Successes needed for the roll to succeed (1 unless stated, e.g. one per close enemy when disengaging). */
  needed?: number;
  options?: SkillRollOptions;
}

export interface SkillRollOptions {
  criticalFailure?: CriticalFailureRule;
  conditionScaling?: ConditionScaling;
}

export interface SkillRollResult {
  attribute: Attribute;
  skill: number;
  modifiers: DiceModifier[];
  /** Skill + modifiers, never below 0 (a pool cut to nothing rolls no dice). */
  poolSize: number;
  pool: PoolResult;
  stressPool: PoolResult;
  /** Successes on the ordinary dice. */
  rolledSuccesses: number;
  /** Successes removed by Fear. */
  fearPenalty: number;
  /** Successes that count, after Fear, never below 0. */
  successes: number;
  needed: number;
  success: boolean;
  /** WP gained from Stress-die successes. */
  willpower: number;
  criticalFailures: number;
  /** The condition change the critical failures cause (no change when there are none). */
  condition: ConditionChange;
}

interface Prepared {
  attribute: Attribute;
  skill: number;
  modifiers: DiceModifier[];
  poolSize: number;
  stressCount: number;
  needed: number;
}

/**
 * The most dice one roll may have, pool or Stress dice: far above any character's (an attribute and a skill of a
 * few dice each, plus modifiers), so a larger count is a malformed request (a client sending a pool of 150), refused
 * before a die is rolled.
 */
export const MAX_POOL_DICE = 40;

function prepare(input: SkillRollInput): Prepared {
  const attribute = checkAttribute(input.attribute);
  const skill = nonNegative(input.skill, "skill dice");
  const modifiers = [...(input.modifiers ?? [])];
  for (const m of modifiers) wholeNumber(m?.dice, `dice of modifier "${m?.reason}"`);
  const poolSize = Math.max(0, skill + totalDice(modifiers));
  const stressCount = stressDice(input.stress ?? 0, input.soul ?? 0);
  const needed = nonNegative(input.needed ?? 1, "successes needed");
  if (poolSize > MAX_POOL_DICE) throw new RangeError(`a pool of ${poolSize} dice is more than the ${MAX_POOL_DICE} a roll may have`);
  if (stressCount > MAX_POOL_DICE) throw new RangeError(`${stressCount} Stress dice are more than the ${MAX_POOL_DICE} a roll may have`);
  return { attribute, skill, modifiers, poolSize, stressCount, needed };
}

function finish(p: Prepared, input: SkillRollInput, pool: PoolResult, stressPool: PoolResult): SkillRollResult {
  const rule = input.options?.criticalFailure ?? "failure";
  const effects = conditionEffects(input.conditions, input.options?.conditionScaling);
  const fearPenalty = Math.min(pool.successes, -effects.successes);
  const successes = pool.successes - fearPenalty;
  let criticalFailures = 0;
  for (const face of stressPool.dice) if (isCriticalFailure(face, SUCCESS_THRESHOLD, rule)) criticalFailures++;
  return {
    attribute: p.attribute,
    skill: p.skill,
    modifiers: p.modifiers,
    poolSize: p.poolSize,
    pool,
    stressPool,
    rolledSuccesses: pool.successes,
    fearPenalty,
    successes,
    needed: p.needed,
    success: successes >= p.needed,
    willpower: stressPool.successes,
    criticalFailures,
    condition: applyCriticalFailures(input.conditions, p.attribute, criticalFailures),
  };
}

/** Roll the pool, then the Stress dice, from one source (ordinary dice first, as a Foundry Roll would list them). */
export function rollSkill(dice: DiceSource, input: SkillRollInput): SkillRollResult {
  const p = prepare(input);
  const pool = rollPool(dice, p.poolSize, { threshold: SUCCESS_THRESHOLD });
  const stressPool = rollPool(dice, p.stressCount, { threshold: SUCCESS_THRESHOLD });
  return finish(p, input, pool, stressPool);
}

/** Resolve a roll from known dice: `pool` must hold exactly the pool size, `stress` exactly the Stress dice. */
export function resolveSkill(input: SkillRollInput, rolled: { pool: readonly number[]; stress?: readonly number[] }): SkillRollResult {
  const p = prepare(input);
  const stress = rolled.stress ?? [];
  if (rolled.pool.length !== p.poolSize) throw new RangeError(`the pool has ${p.poolSize} dice but ${rolled.pool.length} were given`);
  if (stress.length !== p.stressCount) throw new RangeError(`the roll has ${p.stressCount} Stress dice but ${stress.length} were given`);
  return finish(p, input, countPool(rolled.pool, SUCCESS_THRESHOLD), countPool(stress, SUCCESS_THRESHOLD));
}

/** What a roll changes on the roller: WP from Stress successes, extra Stress, conditions, a break. */
export interface RollChanges {
  willpowerGained: number;
  stressGained: number;
  conditions: ConditionLevels;
  broken: boolean;
  criticalInjury: boolean;
}

export function rollChanges(roll: SkillRollResult): RollChanges {
  return {
    willpowerGained: roll.willpower,
    stressGained: roll.condition.extraStress,
    conditions: roll.condition.levels,
    broken: roll.condition.broken,
    criticalInjury: roll.condition.criticalInjury,
  };
}

/**
 * The stats a frozen-lands actor has, and the per-round budgets derived from them: 3 actions less Exhaustion,
 * reactions = AGILITY − 1 less Dazed. Budgets never go below 0.
 */
import type { ConditionLevels, ConditionScaling } from "./conditions";
import { conditionEffects } from "./conditions";
import { nonNegative } from "../../validate";

export const ACTIONS_PER_ROUND = 3;

export interface FrozenLandsActorStats {
  attributes: { body: number; agility: number; mind: number; awareness: number; soul: number };
  /** Skill ratings by name ("melee", "marksmanship", "mobility", "athletics", "perception", …). */
  skills: Record<string, number>;
  /** The class's Stamina; maximum Stamina adds BODY. */
  classStamina: number;
  stamina: number;
  wounds: number;
  stress: number;
  willpower: number;
  armour: number;
  conditions: ConditionLevels;
}

/** The fields a sheet shows, for the ruleset object. */
export const ACTOR_STATS = {
  attributes: ["body", "agility", "mind", "awareness", "soul"],
  skills: ["melee", "marksmanship", "mobility", "athletics", "perception"],
  resources: ["stamina", "wounds", "stress", "willpower", "armour"],
} as const;

export function actionsPerRound(conditions?: ConditionLevels, scaling?: ConditionScaling): number {
  return Math.max(0, ACTIONS_PER_ROUND + conditionEffects(conditions, scaling).actions);
}

export function reactionsPerRound(agility: number, conditions?: ConditionLevels, scaling?: ConditionScaling): number {
  return Math.max(0, nonNegative(agility, "AGILITY") - 1 + conditionEffects(conditions, scaling).reactions);
}

/** Spend `count` from a budget (actions or reactions); refuses to go below 0. */
export function spend(left: number, count = 1, what = "actions"): number {
  const have = nonNegative(left, `${what} left`);
  const cost = nonNegative(count, `${what} to spend`);
  if (cost > have) throw new RangeError(`cannot spend ${cost} ${what}: only ${have} left`);
  return have - cost;
}

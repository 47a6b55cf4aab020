/**
 * The Awareness check for an out-of-turn action ("Out of Turn Actions"): a skill roll on the Awareness attribute,
 * with the character's Stress dice like every roll. Success: the action happens before the one it interrupts and
 * uses one of the 3 actions. Failure: one Stress. Stress dice work as on any roll (WP on a success, critical
 * failures raise Dazed, the Mind/Awareness condition, or give an extra Stress).
 *
 * Two ways to feed the turn policy: roll here and pass `success: check.success` to its `outOfTurn` command, or
 * pass `check: { awareness, stress?, soul?, conditions?, modifiers? }` and the policy rolls this same check with the
 * scheduler's dice (the event `outOfTurnCheck` carries the roll and the changes to apply).
 */
import type { DiceModifier } from "../../modifiers";
import type { DiceSource } from "../../dice/source";
import type { ConditionLevels } from "./conditions";
import type { Roller } from "./melee";
import type { SkillRollResult } from "./skill-roll";
import { resolveSkill, rollSkill } from "./skill-roll";
import { nonNegative } from "../../validate";

/** Stress for a failed out-of-turn attempt. */
export const OUT_OF_TURN_FAILURE_STRESS = 1;

export interface OutOfTurnCheckInput extends Roller {
  /** Dice rolled for the Awareness check (the character's Awareness rating as the sheet gives it). */
  awareness: number;
  modifiers?: readonly DiceModifier[];
}

export interface OutOfTurnCheck {
  roll: SkillRollResult;
  /** The action may be taken before the interrupted one. */
  success: boolean;
  /** What to apply to the character. */
  changes: {
    /** 1 for a failed attempt, plus any extra Stress the critical failures cause. */
    stressGained: number;
    willpowerGained: number;
    conditions: ConditionLevels;
    broken: boolean;
    criticalInjury: boolean;
  };
}

function input(check: OutOfTurnCheckInput) {
  if (!check || typeof check !== "object") throw new TypeError("an Awareness check needs { awareness, stress?, soul?, conditions? }");
  const skill = nonNegative(check.awareness, "Awareness dice");
  return { ...check, attribute: "awareness" as const, skill };
}

function outcome(roll: SkillRollResult): OutOfTurnCheck {
  return {
    roll,
    success: roll.success,
    changes: {
      stressGained: (roll.success ? 0 : OUT_OF_TURN_FAILURE_STRESS) + roll.condition.extraStress,
      willpowerGained: roll.willpower,
      conditions: roll.condition.levels,
      broken: roll.condition.broken,
      criticalInjury: roll.condition.criticalInjury,
    },
  };
}

/** Roll the Awareness check (pool first, then Stress dice, from one source). */
export function rollOutOfTurnCheck(dice: DiceSource, check: OutOfTurnCheckInput): OutOfTurnCheck {
  return outcome(rollSkill(dice, input(check)));
}

/** The same check from known dice (a Foundry Roll's results). */
export function resolveOutOfTurnCheck(check: OutOfTurnCheckInput, rolled: { pool: readonly number[]; stress?: readonly number[] }): OutOfTurnCheck {
  return outcome(resolveSkill(input(check), rolled));
}

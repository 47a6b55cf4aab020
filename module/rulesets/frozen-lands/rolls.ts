/**
 * frozen-lands roll requests: the skill roll (a d6 pool plus stress dice, successes on 5–6) and the weapon
 * attack (attack.ts). Foundry-free, so tests run them with a worked example's dice.
 */
import { totalDice, type DiceModifier } from "../../engine/modifiers";
import { poolAtLeast } from "../../engine/odds/pool";
import type { Attribute } from "../../engine/rulesets/frozen-lands/attributes";
import { conditionEffects, type ConditionLevels } from "../../engine/rulesets/frozen-lands/conditions";
import { resolveSkill, rollChanges, type SkillRollResult } from "../../engine/rulesets/frozen-lands/skill-roll";
import { stressDice } from "../../engine/rulesets/frozen-lands/stress";
import type { CardData, CardDie, DiceGroup } from "../../dice/card";
import { splitFaces } from "../../dice/faces";
import { diceRow } from "../../dice/card-modifiers";
import type { ActorSystem } from "../../data/actor/schema";
import type { RollHandlers, WriteBack } from "../adapter";
import { stressDetails, stressWriteBack } from "./stress-outcome";
import { frozenLandsAttackDice, resolveFrozenLandsAttack, type FrozenLandsAttackRequest } from "./attack";
import { frozenLandsAttackWriteBack } from "./attacker-outcome";
import { enemyAttackDice, resolveEnemyAttack, type FrozenLandsEnemyAttackRequest } from "./enemy-attack";

export interface FrozenLandsSkillRequest {
  kind: "frozen-lands.skill";
  label: string;
  attribute: Attribute;
  skill: number;
  modifiers: DiceModifier[];
  stress: number;
  soul: number;
  conditions: ConditionLevels;
  needed: number;
}

export type FrozenLandsRollRequest = FrozenLandsSkillRequest | FrozenLandsAttackRequest | FrozenLandsEnemyAttackRequest;

export function frozenLandsSkillDice(req: FrozenLandsSkillRequest): DiceGroup[] {
  const pool = Math.max(0, req.skill + totalDice(req.modifiers));
  const stress = stressDice(req.stress, req.soul);
  return [
    { count: pool, sides: 6, purpose: "FRAY.Roll.Pool" },
    { count: stress, sides: 6, purpose: "FRAY.Roll.StressDice" },
  ];
}

function skillResult(req: FrozenLandsSkillRequest, faces: readonly number[]): SkillRollResult {
  const rolled = splitFaces(frozenLandsSkillDice(req), faces);
  return resolveSkill(
    { attribute: req.attribute, skill: req.skill, modifiers: req.modifiers, stress: req.stress, soul: req.soul, conditions: req.conditions, needed: req.needed },
    { pool: rolled[0]!, stress: rolled[1]! },
  );
}

/** The skill roll's Stress-dice outcome written back to the roller (WP, Stress, conditions, broken). */
export function frozenLandsSkillWriteBack(req: FrozenLandsSkillRequest, faces: readonly number[], stats: ActorSystem): WriteBack {
  return stressWriteBack(stats.frozenLands, rollChanges(skillResult(req, faces)));
}

export function resolveFrozenLandsSkill(req: FrozenLandsSkillRequest, faces: readonly number[]): CardData {
  const r = skillResult(req, faces);
  const dice: CardDie[] = [
    ...r.pool.dice.map((v): CardDie => ({ value: v, mark: v >= 5 ? "success" : "failure" })),
    ...r.stressPool.dice.map((v): CardDie => ({ value: v, mark: v >= 5 ? "stress-success" : "stress-failure" })),
  ];
  return {
    ruleset: "frozen-lands",
    title: req.label,
    kind: "FRAY.Roll.Kind.Skill",
    dice,
    modifiers: r.modifiers.map(diceRow),
    total: r.successes,
    target: r.needed,
    outcome: { key: r.success ? "FRAY.Roll.Success" : "FRAY.Roll.Failure", data: {}, success: r.success },
    // Fear takes successes from every roll, so the odds need that many more (not just what this roll lost).
    odds: poolAtLeast(r.poolSize, r.needed - conditionEffects(req.conditions).successes),
    details: [
      { label: "FRAY.Roll.Successes", value: r.successes },
      { label: "FRAY.FrozenLands.WP", value: r.willpower },
      { label: "FRAY.Roll.CriticalFailures", value: r.criticalFailures },
      ...stressDetails(req.conditions, rollChanges(r)),
    ],
  };
}

export const FROZEN_LANDS_ROLLS: RollHandlers<FrozenLandsRollRequest> = {
  "frozen-lands.skill": { dice: frozenLandsSkillDice, resolve: resolveFrozenLandsSkill, writeBack: frozenLandsSkillWriteBack },
  "frozen-lands.attack": { dice: frozenLandsAttackDice, resolve: resolveFrozenLandsAttack, writeBack: frozenLandsAttackWriteBack },
  "frozen-lands.enemyAttack": { dice: enemyAttackDice, resolve: resolveEnemyAttack },
};

/**
 * The frozen-lands ruleset: d6 success pools (5–6), Stress dice, conditions, Stamina and Wounds, zone range bands.
 * One object for the Foundry layer and the registry; every piece is also exported by name.
 */
import { frozenLandsTurnPolicy, type FrozenLandsTurnData } from "./turn-policy";
import type { Ruleset } from "../ruleset";
import { resolveAttack } from "./attack";
import { ACTOR_STATS, actionsPerRound, reactionsPerRound } from "./actor";
import { CONDITIONS, CONDITION_IDS, applyCriticalFailures, conditionEffects } from "./conditions";
import { EMPTY_CRITICAL_INJURY_TABLE, rollCriticalInjury } from "./critical-injuries";
import { defendAgainstAttack } from "./defence";
import { applyDamage, maxStamina } from "./health";
import { meleeAttack, planDualWield } from "./melee";
import { resolveMove } from "./movement";
import { resolveOutOfTurnCheck, rollOutOfTurnCheck } from "./out-of-turn";
import { attackOdds, defenceOdds } from "./odds";
import { RANGE_BANDS, bandBetween } from "./range";
import { loadedAfterTurn, rangedAttack, rangedModifiers } from "./ranged";
import { resolveSkill, rollSkill } from "./skill-roll";
import { restStress, stressDice } from "./stress";
import { ZONE_FEATURES, perceptionModifiers } from "./zone-features";

export * from "./attack";
export * from "./attributes";
export * from "./actor";
export * from "./conditions";
export * from "./critical-injuries";
export * from "./defence";
export * from "./health";
export * from "./melee";
export * from "./movement";
export * from "./odds";
export * from "./out-of-turn";
export * from "./range";
export * from "./ranged";
export * from "./skill-roll";
export * from "./stress";
export * from "./turn-policy";
export * from "./turn-track";
// turn-policy.ts keeps its own copy of the 3 actions a round (same value); the actor's is the one exported.
export { ACTIONS_PER_ROUND } from "./actor";
export * from "./weapons";
export * from "./zone-features";

export const frozenLands = {
  id: "frozen-lands",
  label: "FRAY.Ruleset.frozen-lands",
  stats: ACTOR_STATS,
  conditions: { ids: CONDITION_IDS, definitions: CONDITIONS },
  rangeBands: RANGE_BANDS,
  zoneFeatures: ZONE_FEATURES,
  criticalInjuries: EMPTY_CRITICAL_INJURY_TABLE,
  turnPolicy: frozenLandsTurnPolicy,
  resolve: {
    attack: resolveAttack,
    rollSkill,
    resolveSkill,
    meleeAttack,
    planDualWield,
    rangedAttack,
    rangedModifiers,
    loadedAfterTurn,
    defendAgainstAttack,
    move: resolveMove,
    rollOutOfTurnCheck,
    resolveOutOfTurnCheck,
    applyDamage,
    maxStamina,
    rollCriticalInjury,
    applyCriticalFailures,
    conditionEffects,
    actionsPerRound,
    reactionsPerRound,
    stressDice,
    restStress,
    bandBetween,
    perceptionModifiers,
  },
  odds: { attack: attackOdds, defence: defenceOdds },
} as const satisfies Ruleset<"frozen-lands", FrozenLandsTurnData>;

export type FrozenLandsRuleset = typeof frozenLands;
export default frozenLands;

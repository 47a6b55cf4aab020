/**
 * The Swift Swords Tactica ruleset: d6 pools at a Superiority Level, exposures and fumbles, Dodge / Block / Parry
 * pools, weapon damage codes, Physical and Mental ranks with States, crossover, OoA/KIA, injuries, fear and the rest.
 * One object for the Foundry layer and the registry; every piece is also exported by name.
 * The action dice, countdown and refresh live in ./turn-policy and ./action-dice; they are exported here too.
 */
import { tacticaTurnPolicy, type TacticaTurnData } from "./turn-policy";
import type { Ruleset } from "../ruleset";
import { chooseSpecials, resettleAttack, resolveAttack, prepareAttack, settleAttack } from "./attack";
import { applyAttackOutcome } from "./attack-apply";
import { attackOdds, attackOddsWithFreshPool } from "./attack-odds";
import { applyBlock } from "./block";
import { chariotChargeTurns, chariotHandling } from "./chariots";
import { advantage, enterZone, leaveContact } from "./contact";
import { boundaryCover, coverPenalty } from "./cover";
import { createCreature, heroicRanks, startOwnAction, withBonusRanks } from "./creature";
import { applyDamage } from "./damage";
import { addToPool, raiseDefencePool } from "./defence-pool";
import { applyDodge } from "./dodge";
import { applyFatigue, resistFatigue } from "./fatigue";
import { FEAR_LEVELS, exposeToFear, fearTest, worstFear } from "./fear";
import { checkFlight, missileVsFlyer } from "./flying";
import { firstAid, restForAWeek } from "./healing";
import { escapeHold, inCloseWeapon, knockDown, proneInClose, subdue } from "./inclose";
import { INJURY_EFFECT_TABLE } from "./injuries/effects";
import { applyInjury, bleed } from "./injuries/injury";
import { rollLocation } from "./injuries/locations";
import { INJURY_TABLES, rollInjuryEffect } from "./injuries/tables";
import { MOB_TABLE, mobRanks } from "./mobs";
import { DEFAULT_TACTICA_OPTIONS, tacticaOptions } from "./options";
import { hitWhileOutOfAction } from "./out-of-action";
import { takeExposuresForRiposte } from "./parry";
import { SEQUENCE_OF_PLAY } from "./sequence";
import { SPECIAL_RESULT_TABLE } from "./special-results";
import { SPECIAL_ATTEMPT_ROLLS, resolveSpecialAttempt } from "./special-attempts";
import { panicFlight } from "./panic-flight";
import { effortDie, raiseRolledDie } from "./one-die";
import { defencesAvailable } from "./defence-eligibility";
import { applyContactSpecial } from "./contact-specials";
import { startActionUnderCondition } from "./mental-condition-action";
import { rollToRecoverMentalCondition, rollToRemoveState, spendToRemoveState } from "./states";
import { TACTICA_STATS } from "./stats";
import { surpriseRound } from "./surprise";
import { planTactic } from "./tactics";

export * from "./action-dice";
export * from "./attack";
export * from "./attack-apply";
export * from "./armour";
export * from "./attack-odds";
export * from "./attack-roll";
export * from "./block";
export * from "./characteristic-roll";
export * from "./chariots";
export * from "./contact";
export * from "./contact-specials";
export * from "./cover";
export * from "./creature";
export * from "./damage";
export * from "./damage-severity";
export * from "./defence-pool";
export * from "./defence-eligibility";
export * from "./dodge";
export * from "./fatigue";
export * from "./fear";
export * from "./flying";
export * from "./healing";
export * from "./inclose";
export * from "./injuries/areas";
export * from "./injuries/effects";
export * from "./injuries/injury";
export * from "./injuries/locations";
export * from "./injuries/tables";
export * from "./injuries/use-penalties";
export * from "./mental-condition-action";
export * from "./mobs";
export * from "./one-die";
export * from "./opposed-roll";
export * from "./options";
export * from "./out-of-action";
export * from "./parry";
export * from "./ranks";
export * from "./sequence";
export * from "./special-results";
export * from "./special-attempts";
export * from "./panic-flight";
export * from "./states";
export * from "./stats";
export * from "./superiority";
export * from "./surprise";
export * from "./tactics";
export * from "./turn-policy";
export * from "./weapon-damage";

export const tactica = {
  id: "tactica",
  label: "FRAY.Ruleset.tactica",
  labels: {
    ruleset: "FRAY.Ruleset.tactica",
    stats: "FRAY.Tactica.Stat",
    states: "FRAY.Tactica.State",
    defences: "FRAY.Tactica.Defence",
    injuries: "FRAY.Tactica.Injury",
    fear: "FRAY.Tactica.Fear",
  },
  stats: TACTICA_STATS,
  options: DEFAULT_TACTICA_OPTIONS,
  tables: {
    injuries: INJURY_TABLES,
    injuryEffects: INJURY_EFFECT_TABLE,
    specialResults: SPECIAL_RESULT_TABLE,
    specialAttempts: SPECIAL_ATTEMPT_ROLLS,
    mobs: MOB_TABLE,
    fearLevels: FEAR_LEVELS,
    sequence: SEQUENCE_OF_PLAY,
  },
  turnPolicy: tacticaTurnPolicy,
  resolve: {
    tacticaOptions,
    createCreature,
    heroicRanks,
    attack: resolveAttack,
    prepareAttack,
    settleAttack,
    chooseSpecials,
    resettleAttack,
    applyAttackOutcome,
    startOwnAction,
    withBonusRanks,
    raiseDefencePool,
    defencesAvailable,
    addToPool,
    applyDodge,
    applyBlock,
    takeExposuresForRiposte,
    applyDamage,
    spendToRemoveState,
    rollToRemoveState,
    rollToRecoverMentalCondition,
    panicFlight,
    startActionUnderCondition,
    effortDie,
    raiseRolledDie,
    specialAttempt: resolveSpecialAttempt,
    hitWhileOutOfAction,
    rollLocation,
    rollInjuryEffect,
    applyInjury,
    bleed,
    fearTest,
    exposeToFear,
    worstFear,
    applyFatigue,
    resistFatigue,
    firstAid,
    restForAWeek,
    surpriseRound,
    mobRanks,
    coverPenalty,
    boundaryCover,
    advantage,
    enterZone,
    leaveContact,
    applyContactSpecial,
    proneInClose,
    inCloseWeapon,
    escapeHold,
    subdue,
    knockDown,
    planTactic,
    chariotHandling,
    chariotChargeTurns,
    checkFlight,
    missileVsFlyer,
  },
  odds: { attack: attackOdds, attackWithFreshPool: attackOddsWithFreshPool },
} as const satisfies Ruleset<"tactica", TacticaTurnData>;

export type TacticaRuleset = typeof tactica;
export default tactica;

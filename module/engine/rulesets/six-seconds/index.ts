/**
 * The six-seconds ruleset: six-second rounds, actions that cost seconds, d6 + bonus against Target, combos, cover
 * steps, scale, morale, possession, poison and the rest. One object for the Foundry layer and the registry; every
 * piece is also exported by name.
 */
import { areaTargets, resolveAreaEffect, rollAreaAttack } from "./area-attack";
import { attackOdds } from "./attack-odds";
import { resolveAttack } from "./attack";
import { CALLED_SHOT_LOCATIONS, ITEM_TABLE, resolveCalledShot } from "./called-shots";
import { resolveCollision } from "./collisions";
import { resolveAttackOnCoveredTarget } from "./combat-cover";
import { resolveComboAttacks, resolveSimultaneousHits } from "./combat-simultaneous";
import { combosKnownAllowed, validateCombo, validateComboList } from "./combos";
import { CONDITIONS, CONDITION_IDS, conditionEffects } from "./conditions";
import { CONFUSION_TABLE, rollConfusion } from "./confusion";
import { DAMAGE_TYPES, EMP_TABLE, resolveEmp } from "./damage-types";
import { applyDamage } from "./damage";
import { dyingRound, stabiliseWithMedicine, startDying } from "./dying";
import { ENCUMBRANCE_STEPS, encumbrance } from "./encumbrance";
import { XP_AWARDS, awardXp, encounterXp, gainXp, levelRow } from "./experience";
import { FALL_DAMAGE_TABLE, FALL_SURFACES, catchLedge, rollFallDamage } from "./falling";
import { healOneDay } from "./healing";
import { brokenRecoveryOdds, dyingRoundOdds, opposedWillOdds, possessionOdds } from "./life-odds";
import { applyMoraleDamage, brokenRecoveryRound, calmHour, moraleState } from "./morale";
import { mountedRound } from "./mounted";
import { checkMove, checkRun, pathCost } from "./movement";
import { overdose, startAffliction, syndromeCheck } from "./poison";
import { attemptPossession, leavePossession, veto } from "./possession";
import { radiationAtDistance } from "./radiation";
import { rangedAttack, reloadSeconds, takeAim } from "./ranged";
import { checkReach } from "./reach";
import { SCALE_TABLE } from "./scale";
import { situationalModifiers } from "./situational";
import { toughness } from "./toughness";
import { EXAMPLE_SYNDROMES } from "./syndromes";
import { EXAMPLE_ACTIONS, postureChangeSeconds } from "./turn-actions";
import { sixSecondsTurnPolicy, type SixSecondsTurnData } from "./turn-policy";
import type { Ruleset } from "../ruleset";

export * from "./area-attack";
export * from "./attack-odds";
export * from "./attack";
export * from "./called-shots";
export * from "./collisions";
export * from "./combat-cover";
export * from "./combat-damage-roll";
export * from "./combat-flanking";
export * from "./combat-simultaneous";
export * from "./combos";
export * from "./conditions";
export * from "./confusion";
export * from "./damage-types";
export * from "./damage";
export * from "./dying";
export * from "./encumbrance";
export * from "./experience";
export * from "./falling";
export * from "./healing";
export * from "./life-odds";
export * from "./life-soul-coma";
export * from "./morale";
export * from "./mounted";
export * from "./movement";
export * from "./poison";
export * from "./possession";
export * from "./radiation";
export * from "./ranged";
export * from "./reach";
export * from "./scale";
export * from "./situational";
export * from "./syndromes";
export * from "./toughness";
export * from "./turn-actions";
export * from "./turn-initiative";
export * from "./turn-policy";
export * from "./turn-possession";

export const sixSeconds = {
  id: "six-seconds",
  label: "FRAY.Ruleset.six-seconds",
  tables: {
    scale: SCALE_TABLE,
    actions: EXAMPLE_ACTIONS,
    calledShots: CALLED_SHOT_LOCATIONS,
    items: ITEM_TABLE,
    conditions: CONDITIONS,
    conditionIds: CONDITION_IDS,
    confusion: CONFUSION_TABLE,
    damageTypes: DAMAGE_TYPES,
    emp: EMP_TABLE,
    encumbrance: ENCUMBRANCE_STEPS,
    falling: FALL_DAMAGE_TABLE,
    fallSurfaces: FALL_SURFACES,
    xpAwards: XP_AWARDS,
    syndromes: EXAMPLE_SYNDROMES,
  },
  turnPolicy: sixSecondsTurnPolicy,
  resolve: {
    toughness,
    attack: resolveAttack,
    applyDamage,
    attackOnCoveredTarget: resolveAttackOnCoveredTarget,
    simultaneousHits: resolveSimultaneousHits,
    comboAttacks: resolveComboAttacks,
    validateCombo,
    validateComboList,
    combosKnownAllowed,
    calledShot: resolveCalledShot,
    situationalModifiers,
    rangedAttack,
    takeAim,
    reloadSeconds,
    checkReach,
    areaTargets,
    rollAreaAttack,
    areaEffect: resolveAreaEffect,
    checkMove,
    checkRun,
    pathCost,
    postureChangeSeconds,
    mountedRound,
    conditionEffects,
    rollConfusion,
    startDying,
    dyingRound,
    stabiliseWithMedicine,
    healOneDay,
    moraleState,
    applyMoraleDamage,
    brokenRecoveryRound,
    calmHour,
    attemptPossession,
    veto,
    leavePossession,
    rollFallDamage,
    catchLedge,
    collision: resolveCollision,
    emp: resolveEmp,
    overdose,
    startAffliction,
    syndromeCheck,
    encumbrance,
    radiationAtDistance,
    gainXp,
    encounterXp,
    awardXp,
    levelRow,
  },
  odds: {
    attack: attackOdds,
    dyingRound: dyingRoundOdds,
    possession: possessionOdds,
    opposedWill: opposedWillOdds,
    brokenRecovery: brokenRecoveryOdds,
  },
} as const satisfies Ruleset<"six-seconds", SixSecondsTurnData>;

export type SixSecondsRuleset = typeof sixSeconds;
export default sixSeconds;

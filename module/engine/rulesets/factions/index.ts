/**
 * The factions ruleset: d20 roll-under saves (STR / AGI / WIT), damage dice against armour 0–3, attacks that hit
 * unless circumstances demand a save, reactions, counters, size, and the situational rules. One object for the
 * Foundry layer and the registry; every piece is also exported by name.
 */
import { factionsTurnPolicy, type FactionsTurnData } from "./turn-policy";
import type { Ruleset } from "../ruleset";
import { checkTurnPlan } from "./action-plan";
import { deathBlow, hitRequirement, rollAttackDamage, rollToHit } from "./attack";
import { blastDamage, meleeBlast, rangedBlast } from "./blast";
import { resolveChase } from "./chase";
import { resolveCounter } from "./counter";
import { protectionAgainst } from "./cover";
import { afterArmour, effectiveArmour, rollDamage } from "./damage";
import { breaksOnAttack, breaksUnderHit, durabilityRolls } from "./gear";
import { applyDamage } from "./health";
import { groupMoraleDue, loneMoraleDue, moraleCheck } from "./morale";
import { mountOrDismount, ridersMayAct } from "./mounts";
import { breakFree, resolveNonLethal } from "./nonlethal";
import { attackOdds } from "./odds";
import { resolveOpportunityAttack } from "./opportunity";
import { DEFAULT_OPTIONS } from "./options";
import { dodge, reactionRefusal, spendReaction } from "./reactions";
import { resolveAttack } from "./resolve-attack";
import { ABILITIES, factionsSave, factionsSaveOdds } from "./saves";
import { SIZES } from "./size";
import { resolveStunt } from "./stunt";

export * from "./action-plan";
export * from "./attack";
export * from "./blast";
export * from "./chase";
export * from "./counter";
export * from "./cover";
export * from "./damage";
export * from "./gear";
export * from "./health";
export * from "./morale";
export * from "./mounts";
export * from "./nonlethal";
export * from "./odds";
export * from "./opportunity";
export * from "./options";
export * from "./reactions";
export * from "./resolve-attack";
export * from "./saves";
export * from "./size";
export * from "./sneaking";
export * from "./stunt";
export * from "./turn-policy";
// turn-policy.ts keeps its own copy of the default speed (same value); the plan's is the one exported.
export { DEFAULT_SPEED } from "./action-plan";

/** The stats a factions actor has. */
export const ACTOR_STATS = {
  abilities: ABILITIES,
  resources: ["health", "maxHealth", "armour"],
  traits: ["size", "speed", "extraReactions", "immuneToFear"],
} as const;

export const factions = {
  id: "factions",
  label: "FRAY.Ruleset.factions",
  stats: ACTOR_STATS,
  sizes: SIZES,
  options: DEFAULT_OPTIONS,
  turnPolicy: factionsTurnPolicy,
  resolve: {
    factionsSave,
    attack: resolveAttack,
    hitRequirement,
    rollToHit,
    rollAttackDamage,
    rollDamage,
    effectiveArmour,
    afterArmour,
    applyDamage,
    deathBlow,
    dodge,
    reactionRefusal,
    spendReaction,
    opportunityAttack: resolveOpportunityAttack,
    counter: resolveCounter,
    nonLethal: resolveNonLethal,
    breakFree,
    stunt: resolveStunt,
    protectionAgainst,
    meleeBlast,
    rangedBlast,
    blastDamage,
    checkTurnPlan,
    groupMoraleDue,
    loneMoraleDue,
    moraleCheck,
    chase: resolveChase,
    durabilityRolls,
    breaksOnAttack,
    breaksUnderHit,
    ridersMayAct,
    mountOrDismount,
  },
  odds: { attack: attackOdds, factionsSave: factionsSaveOdds },
} as const satisfies Ruleset<"factions", FactionsTurnData>;

export type FactionsRuleset = typeof factions;
export default factions;

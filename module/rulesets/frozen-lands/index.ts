/**
 * The frozen-lands adapter: what the Foundry layer does differently for frozen-lands. The rules themselves are in
 * module/engine/rulesets/frozen-lands/.
 */
import { parseFrozenLandsDialog } from "./dialog-fields";
import { frozenLandsOdds } from "./odds-reader";
import { CONDITION_IDS } from "../../engine/rulesets/frozen-lands/conditions";
import { actionsPerRound, reactionsPerRound } from "../../engine/rulesets/frozen-lands/actor";
import { frozenLandsTurnPolicy } from "../../engine/rulesets/frozen-lands/turn-policy";
import type { TurnPolicy } from "../../engine/turns";
import type { RulesetAdapter } from "../adapter";
import { frozenLandsHeld, type FrozenLandsTypes } from "./types";
import { noHitFields } from "../contract/hit";
import { quenchPlan } from "./quench";
import { frozenLandsBoard } from "./board";
import { frozenLandsTrackerView } from "./tracker-view";
import { frozenLandsDamage } from "./damage";
import { frozenLandsDefence } from "./defence";
import { frozenLandsAttackerOutcome } from "./attacker-outcome";
import { frozenLandsSkill } from "./from-actor";
import { FROZEN_LANDS_ACTIONS } from "./move-actions";
import { restAction } from "./rest-action";
import { injuriesDueAction } from "./injuries-due";
import { criticalInjuryOffers } from "./critical-injury";
import { runCriticalInjury } from "./critical-injury-glue";
import { aimAction, reloadAction } from "./weapon-actions";
import { FROZEN_LANDS_ROLLS, type FrozenLandsRollRequest } from "./rolls";
import { addSkill, removeSkill, rollItem, rollSkill } from "./sheet";
import { FROZEN_LANDS_ATTRIBUTES, repeatableActions } from "./actor";
import { dualWieldAttack } from "./dual-wield";
import { enemyAttack } from "./enemy-attack";

export const frozenLands: RulesetAdapter<FrozenLandsRollRequest, FrozenLandsTypes> = {
  id: "frozen-lands",
  label: "FRAY.Ruleset.frozen-lands",
  ownItemTypes: ["talent"],
  rolls: FROZEN_LANDS_ROLLS,
  fromActor: { frozenLandsSkill },
  hit: noHitFields,
  parseDialog: parseFrozenLandsDialog,
  held: frozenLandsHeld,
  sheet: {
    statsTemplate: "actor/stats-frozen-lands.hbs",
    context: { attributeOptions: Object.fromEntries(FROZEN_LANDS_ATTRIBUTES.map((v) => [v, `FRAY.FrozenLands.Attribute.${v}`])) },
    itemTypes: ["weapon", "armour", "talent", "condition", "injury"],
    rollSkill,
    rollItem,
    addSkill,
    removeSkill,
    actions: { ...FROZEN_LANDS_ACTIONS, rest: restAction, aim: aimAction, reload: reloadAction, criticalInjury: injuriesDueAction },
    attackActions: { dualWield: dualWieldAttack, enemyAttack },
  },
  applyDamage: frozenLandsDamage,
  defence: frozenLandsDefence,
  attackerOutcome: frozenLandsAttackerOutcome,
  resultActions: { offers: criticalInjuryOffers, run: runCriticalInjury },
  // Prone: fallen (a cluttered zone's failed Mobility roll), lifted by Stand up.
  statuses: { ids: [...CONDITION_IDS, "broken", "prone"], short: "fl", defeated: "frozen-lands.broken" },
  bars: {
    bar: ["bars.stamina"],
    value: ["frozenLands.stress", "frozenLands.wounds", "frozenLands.wp"],
    prepare: (s, d) => ({
      stamina: { value: Math.min(s.frozenLands.stamina.value, d.frozenLands.staminaMax), max: d.frozenLands.staminaMax },
    }),
    update: (bar, v) => (bar === "stamina" ? { "system.frozenLands.stamina.value": v } : null),
  },
  tracker: frozenLandsTrackerView,
  board: frozenLandsBoard,
  odds: frozenLandsOdds,
  quench: quenchPlan,
  combat: {
    policy: frozenLandsTurnPolicy as TurnPolicy<unknown>,
    // The round's budgets as the character enters: 3 actions less Exhaustion, Agility − 1 Reactions less Dazed
    // (conditions last until rested, so they carry into the next fight).
    entrant: (base, src) => {
      const fl = src.system.frozenLands;
      const actions = actionsPerRound(fl.conditions);
      const reactions = reactionsPerRound(fl.attributes.agility, fl.conditions);
      // The actions its talents let it repeat in a turn (the sheet's ticks).
      const repeats = repeatableActions(fl);
      const own = { actions, reactions, ...(repeats ? { repeatable: repeats } : {}) };
      return src.player ? { ...base, side: "player", ...own } : { ...base, side: "enemy", initiative: fl.initiative, ...own };
    },
    passCommand: "endTurn",
    standingTurn: true,
    nobodyActing: "next turn: nobody is acting now",
    // No `time`: "A round is about 5-10 seconds", so core's CONFIG.time.roundTime (6 by default) stands.
  },
};

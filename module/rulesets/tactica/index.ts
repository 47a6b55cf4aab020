/**
 * The tactica adapter: what the Foundry layer does differently for tactica (Swift Swords Tactica). The rules
 * themselves are in module/engine/rulesets/tactica/.
 */
import { tacticaOdds } from "./odds-reader";
import { STATES } from "../../engine/rulesets/tactica/creature";
import { FEAR_POWERS, TACTICA_CHARIOT_KINDS, TACTICA_CHARIOT_NATIONS, TACTICA_GROUPS } from "./actor";
import { breakGroupAction, groupBreakPlan } from "./group-break";
import { actionDicePresetAction, SHEET_ACTION_DICE_PRESETS } from "./action-dice-preset";
import { HEROIC_SIDES } from "./start-ranks";
import { tacticaTurnPolicy } from "../../engine/rulesets/tactica/turn-policy";
import type { TurnPolicy } from "../../engine/turns";
import type { RulesetAdapter } from "../adapter";
import { readTacticaHit, type TacticaTypes } from "./types";
import { parseTacticaDialog } from "./attack-fields";
import { quenchPlan } from "./quench";
import { tacticaBoard } from "./board";
import { tacticaTrackerView } from "./tracker-view";
import { tacticaCondition } from "./combat-condition";
import { tacticaDamage } from "./damage";
import { tacticaDefence } from "./defence";
import { tacticaRaiseDie, withActionRaise } from "./raise-die";
import { tacticaRecordRaise } from "./raise-record";
import { tacticaDeclareFirst } from "./declare-first";
import { tacticaAttackerOutcome } from "./attacker-outcome";
import { tacticaApplyChoices } from "./apply-choices";
import { tacticaHeld } from "./held";
import { tacticaRoundEnd } from "./round-end";
import { tacticaAfterStep } from "./mental-condition-step";
import { withFlightGrounding } from "./flight-ground-step";
import { contactOffers } from "./contact-follow-ups";
import { runContact } from "./contact-follow-ups-glue";
import { tacticaPool } from "./from-actor";
import { TACTICA_ROLLS, type TacticaRollRequest } from "./rolls";
import { rollCharacteristic, rollPool } from "./sheet";
import { rollAttack } from "./attack-dialog";
import { fatigueAction } from "./fatigue-actions";
import { poolDefenceAction } from "./pool-action";
import { fearTestAction, firstAidAction, removeStateAction, weekOfRestAction } from "./state-actions";
import { healInjuryAction } from "./heal-injury-action";
import { specialAttemptAction } from "./special-attempt-actions";
import { effortSpentOnTarget } from "./roll-modifiers";
import { inCloseAction } from "./inclose-actions";
import { inCloseOnTarget } from "./inclose-target";
import { breakAction, breakOnTarget } from "./break-action";
import { specialTacticAction } from "./tactic-actions";
import { mentalConditionAction } from "./mental-condition-actions";
import { chariotTurnAction } from "./chariot-actions";
import { chariotCardControls } from "./chariot-straight";
import { flightAction } from "./flight-actions";
import { injuryFollowUps, reviseInjury } from "./injury-follow-ups";
import { bleedAction } from "./bleeder-action";
import { injuryCheckAction } from "./injury-check-action";
import { moveCheckAction } from "./move-check-action";
import { dropOffers, runDrop } from "./injury-drop";

export const tactica: RulesetAdapter<TacticaRollRequest, TacticaTypes> = {
  id: "tactica",
  label: "FRAY.Ruleset.tactica",
  /** Lasting injuries from the hit location tables (frozen-lands and six-seconds use them too). */
  ownItemTypes: ["injury"],
  rolls: TACTICA_ROLLS,
  fromActor: { tacticaPool },
  hit: readTacticaHit,
  parseDialog: parseTacticaDialog,
  sheet: {
    statsTemplate: "actor/stats-tactica.hbs",
    context: {
      groupOptions: Object.fromEntries(TACTICA_GROUPS.map((v) => [v, `FRAY.Tactica.Group.${v}`])),
      fearPowerOptions: Object.fromEntries(FEAR_POWERS.map((v) => [v, `FRAY.Tactica.FearPower.${v}`])),
      heroicSideOptions: Object.fromEntries(HEROIC_SIDES.map((v) => [v, `FRAY.Tactica.HeroicSide.${v}`])),
      chariotKindOptions: Object.fromEntries(TACTICA_CHARIOT_KINDS.map((v) => [v, `FRAY.Tactica.Chariot.Kind.${v}`])),
      chariotTeamOptions: { "2": "FRAY.Tactica.Chariot.Team.2", "4": "FRAY.Tactica.Chariot.Team.4" },
      chariotNationOptions: Object.fromEntries(TACTICA_CHARIOT_NATIONS.map((v) => [v, `FRAY.Tactica.Chariot.Nation.${v}`])),
      actionDicePresets: SHEET_ACTION_DICE_PRESETS,
      crossoverOptions: Object.fromEntries([2, 3, 4].map((v) => [v, `FRAY.Settings.Rules.tactica.crossoverEvery.Choice.${v}`])),
    },
    itemTypes: ["weapon", "armour", "injury", "condition"],
    rollPool,
    // Each characteristic's roll (the sheet's rollSave buttons, data-ability: body, dex, mind, spirit).
    rollSave: rollCharacteristic,
    rollItem: rollAttack,
    actions: { removeState: removeStateAction, fearTest: fearTestAction, firstAid: firstAidAction, weekOfRest: weekOfRestAction, fatigue: fatigueAction, bleed: bleedAction, injuryCheck: injuryCheckAction, poolDefence: poolDefenceAction, specialTactic: specialTacticAction, specialAttempt: specialAttemptAction, inClose: inCloseAction, mentalCondition: mentalConditionAction, chariotTurn: chariotTurnAction, flight: flightAction, breakGroup: breakGroupAction, actionDicePreset: actionDicePresetAction, break: breakAction, healInjury: healInjuryAction, moveCheck: moveCheckAction },
  },
  // An InClose move's card writes its effect (prone, subdued, the hold) instead of damage (inclose-target.ts).
  // A Break's card removes the target's defence pools (break-action.ts). A roll made for the target that took its
  // effort die spends it (roll-modifiers.ts).
  applyDamage: (s, d, amount, ctx) => (ctx?.hit?.spendEffort ? effortSpentOnTarget(s) : ctx?.hit?.inclose ? inCloseOnTarget(s, ctx.hit.inclose, ctx.statuses ?? []) : ctx?.hit?.breakPools ? breakOnTarget(s) : tacticaDamage(s, d, amount, ctx)),
  // The InClose card bound to a creature reads what it holds (its Heavy weapons, dropped on going InClose).
  targetOutcome: (_card, _uuid, target, _damage, ctx) => (ctx.hit?.inclose ? inCloseOnTarget(target.system, ctx.hit.inclose, target.statuses, target.held) : null),
  defence: tacticaDefence,
  declareFirst: tacticaDeclareFirst,
  // A 1 from the action dice raising a rolled attack die (raise-die.ts).
  // ... and a sheet action's skill or characteristic roll, before its outcome is written.
  // (a flyer's Flight card carries its move's DEX roll: raised like the walker's).
  // ... and the acting side's own dice of the sheet's opposed Special attempt and InClose rolls.
  rollRevision: {
    ...withActionRaise(tacticaRaiseDie, new Set<object>([removeStateAction, fearTestAction, injuryCheckAction, mentalConditionAction, fatigueAction, bleedAction, chariotTurnAction, moveCheckAction, flightAction]), new Set<object>([specialAttemptAction, inCloseAction])),
    // The dice the exchange rolls on the GM's client at Apply, raised on the result card (raise-record.ts).
    ...tacticaRecordRaise,
  },
  attackerOutcome: tacticaAttackerOutcome,
  applyChoices: tacticaApplyChoices,
  // What a special result acts on: the target's equipped weapons and worn armour (held.ts).
  held: tacticaHeld,
  actorCopies: groupBreakPlan,
  // The result card's injury follow-ups (another reading of the dice, the immediate check), as revisions.
  // The contact moves a special result won (move out of / draw into contact, a knockback), on the board's tokens.
  resultActions: { offers: (r) => [...injuryFollowUps(r), ...dropOffers(r), ...contactOffers(r)], revise: reviseInjury, run: async (id, r) => void ((await runContact(id, r)) || (await runDrop(id, r))) },
  // A failed chariot turn's card: the GM drives it straight on (chariot-straight.ts).
  cardControls: chariotCardControls,
  statuses: { ids: [...STATES, "panicked", "crushed", "fumbled", "ooa", "kia", "prone", "holding", "held", "all-out", "double-strike", "surprised"], short: "ta", defeated: "tactica.kia" },
  bars: {
    bar: ["bars.physical", "bars.mental"],
    value: ["tactica.actionDice", "tactica.fear"],
    prepare: (s, d) => ({
      physical: { value: d.tactica.physical.current, max: d.tactica.physical.current + s.tactica.physical.lost + d.tactica.physical.crossover },
      mental: { value: d.tactica.mental.current, max: d.tactica.mental.current + s.tactica.mental.lost + d.tactica.mental.crossover },
    }),
    // A rank bar may go below 0 (down to −3), and editing it changes the ranks lost.
    floor: { physical: -3, mental: -3 },
    update: (bar, _v, change, s): Record<string, number> | null => {
      if (bar === "physical") return { "system.tactica.physical.lost": Math.max(0, s.tactica.physical.lost + change) };
      if (bar === "mental") return { "system.tactica.mental.lost": Math.max(0, s.tactica.mental.lost + change) };
      return null;
    },
  },
  tracker: tacticaTrackerView,
  board: tacticaBoard,
  odds: tacticaOdds,
  quench: quenchPlan,
  combat: {
    policy: tacticaTurnPolicy as TurnPolicy<unknown>,
    // The actor's condition comes in with it (an OoA creature gets no action dice; tracker-view.ts keeps it current).
    // A minor NPC's set dice go as written; the engine reads and checks them.
    entrant: (base, src) => ({
      ...base,
      side: src.player ? "player" : "npc",
      dice: src.system.tactica.actionDice,
      max: src.system.tactica.maxActionDice,
      condition: tacticaCondition(src.system, src.statuses ?? []),
      ...(src.system.tactica.setDice.trim() ? { fixed: src.system.tactica.setDice.trim() } : {}),
      // Marked Surprised on the token HUD: Begin Combat opens with the surprise round (tracker-view.ts startArgs).
      ...(src.statuses?.includes("tactica.surprised") ? { surprised: 1 } : {}),
    }),
    // A turn is one action, so nobody holds a turn between actions: "next turn" passes for the one up next (holds,
    // closes the round when everyone left holds, keeps a die in a refresh), so repeated presses reach the next round.
    passCommand: "pass",
    // Each new round (a refresh): the bleeders' BODY rolls (round-end.ts).
    roundEnd: tacticaRoundEnd,
    // Each step: a Panicked creature's action begins with its flight or its SPIRIT roll (mental-condition-step.ts),
    // and a flyer in flight that made no zone's move since its previous action is on the ground (flight-ground-step.ts).
    afterStep: withFlightGrounding(tacticaAfterStep),
    standingTurn: false,
    nobodyActing: "next turn: nobody is acting now",
    // "In a rough sense it can be seen as between 10 and 20 seconds" (the round's length varies): the middle.
    time: { roundSeconds: 15 },
  },
};

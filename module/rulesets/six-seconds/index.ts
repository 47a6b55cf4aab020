/**
 * The six-seconds adapter: what the Foundry layer does differently for six-seconds (Six Seconds of Combat). The
 * rules themselves are in module/engine/rulesets/six-seconds/.
 */
import { leaveBodyAction, releaseApplication } from "./possession-leave";
import { partnerComboAction, partnerSkillAction, partnerSpellAttack } from "./cooperate-items";
import { mountAction } from "./mount-link";
import { possessionLinkApplication } from "./possession-link";
import { parseSixSecondsDialog } from "./dialog";
import { CONDITION_IDS } from "../../engine/rulesets/six-seconds/conditions";
import { conditionSeconds } from "./condition-seconds";
import { sixSecondsOdds } from "./odds-reader";
import { sixSecondsTurnPolicy } from "../../engine/rulesets/six-seconds/turn-policy";
import { ROUND_SECONDS } from "../../engine/rulesets/six-seconds/turn-actions";
import type { TurnPolicy } from "../../engine/turns";
import type { RulesetAdapter } from "../adapter";
import { readSixSecondsHit, type DamageContext, type SixSecondsTypes } from "./types";
import { quenchPlan } from "./quench";
import { sixSecondsBoard } from "./board";
import { sixSecondsTrackerView } from "./tracker-view";
import { sixSecondsDamage } from "./damage";
import { itemHitApplication, unboundItemHit } from "./item-damage";
import { sixSecondsHeld } from "./held-items";
import { sixSecondsDefence } from "./defence";
import { comboDamage, useComboAction } from "./combo-actions";
import { comboHitsApplied } from "./combo-defence";
import { comboShotsApplied, comboShotsDamage } from "./combo-shots";
import { dropApplication, unboundDrop } from "./dropped-item";
import { dyingRoundAction, medicineAction } from "./dying-actions";
import { fallAction } from "./falling-actions";
import { collisionAction } from "./collision-actions";
import { empAction } from "./emp-actions";
import { expelAction } from "./expel-actions";
import { restDayAction } from "./healing-actions";
import { brokenRoundAction, calmHourAction, moraleDamageAction } from "./morale-actions";
import { reflexRank } from "./entrant";
import { sixSecondsSkillCheck, sixSecondsWillCheck } from "./from-actor";
import { abilityBoostAction, awardXpAction } from "./xp-actions";
import { SIX_SECONDS_ROLLS, type SixSecondsRollRequest } from "./rolls";
import { addSkill, removeSkill, rollItem, rollSkill } from "./sheet";
import { rollAbilityCheck } from "./ability-check";
import { SIX_SECONDS_ABILITIES } from "./actor";
import { COVER_STATUSES } from "./situation";
import { poisonCheckAction } from "./poison-actions";
import { breathingAction } from "./inhalation";
import { possessionCheckAction, vetoAction } from "./possession-actions";
import { cooperateAction } from "./cooperate-actions";
import { confusionRoundAction, flatFootedEndsAction, panicRoundEndsAction, soulComaAction, unconsciousAction, wakeUpAction } from "./condition-actions";
import { sixSecondsRoundEnd } from "./round-end";
import { calledShotFortitudeAction } from "./called-shot-actions";
import { scaleFromSizeAction } from "./scale-actions";
import { afterSixSecondsAttack, aimAction, reloadAction } from "./weapon-actions";
import { unarmedAttack } from "./unarmed-attack";
import { POSTURE_STATUSES, postureAction } from "./posture-actions";
import { delayedSpellAction } from "./delay-actions";
import { contestAction } from "./contest-actions";
import { moraleHitApplication } from "./trapped-leaver";
import { inControlledBody } from "./controlled-body";
import { diagnoseAction } from "./diagnosis-actions";
import { hideAction, withHiddenPrefill } from "./hide-actions";
import { listenAction } from "./listen-actions";
import { surgeryInfectionAction } from "./infection-actions";
import { assertCanAct, whileActing } from "./condition-acts";
import { brokenAtWillZero } from "./will-zero";
import { panicFlightAction } from "./panic-actions";
import { assertCanCarry } from "./hurt-limbs";
import { areaEffectApplication } from "./area-effect";
import { poisonedApplication } from "./poison-weapon";
import { poisonChecksAction, sixSecondsWorldTime } from "./poison-time";
import { airborneExposureAction } from "./airborne";

/** Fewer seconds a turn from the fighter's conditions when it enters ("Disabled … only 3 seconds of action every round"). */
function entrySeconds(statuses: readonly string[]): { secondsPerTurn?: number } {
  const n = conditionSeconds(statuses);
  return n < ROUND_SECONDS ? { secondsPerTurn: n } : {};
}

/**
 * The doses a poisoned card gives its target: one per hit that deals it damage, a combo's Attacks each counted (the
 * hits its defence left), a single attack's one.
 */
function poisonedHits(ctx: DamageContext, damage: number): number {
  const hits = comboHitsApplied(ctx) ?? ctx.hit?.hits ?? [damage];
  return hits.filter((h) => h > 0).length;
}

export const sixSeconds: RulesetAdapter<SixSecondsRollRequest, SixSecondsTypes> = {
  id: "six-seconds",
  label: "FRAY.Ruleset.six-seconds",
  ownItemTypes: ["combo", "technique"],
  rolls: SIX_SECONDS_ROLLS,
  fromActor: { sixSecondsSkillCheck, sixSecondsWillCheck },
  hit: readSixSecondsHit,
  held: sixSecondsHeld,
  statusesFromEdit: brokenAtWillZero,
  parseDialog: parseSixSecondsDialog,
  sheet: {
    statsTemplate: "actor/stats-six-seconds.hbs",
    context: { abilityOptions: Object.fromEntries(SIX_SECONDS_ABILITIES.map((v) => [v, `FRAY.SixSeconds.Ability.${v}`])) },
    itemTypes: ["weapon", "armour", "combo", "technique", "poison", "condition", "injury"],
    // A possessor rolls with the body's Strength, Endurance and Dexterity (controlled-body.ts), its skills' own ranks.
    rollSkill: (ctx, index) => rollSkill(inControlledBody(ctx), index),
    rollSave: (ctx, ability) => rollAbilityCheck(inControlledBody(ctx), ability),
    // The weapon button: a weapon needs an arm and a hand that can carry it (hurt-limbs.ts); unarmed has its own check.
    // An onlooker the target hides from attacks it as Invisible (hide-actions.ts).
    rollItem: async (ctx, item) => {
      const body = inControlledBody(ctx);
      try {
        assertCanCarry(body.stats, item.name);
      } catch (e) {
        return () => {
          throw e;
        };
      }
      return rollItem(inControlledBody(withHiddenPrefill(ctx)), item);
    },
    addSkill,
    removeSkill,
    afterAttack: afterSixSecondsAttack,
    // Attacks, combos and the acting sheet actions are refused while a condition stops the character acting
    // (condition-acts.ts); checks, recovery rolls and what happens to the character (falls, poison) are not.
    attackActions: {
      unarmed: async (ctx) => {
        assertCanAct(ctx.statuses);
        return unarmedAttack(inControlledBody(ctx));
      },
      // Cooperative possession: "spells … known from both" (cooperate-items.ts).
      partnerSpell: partnerSpellAttack,
    },
    actions: {
      dyingRound: dyingRoundAction,
      medicine: medicineAction,
      restDay: restDayAction,
      moraleDamage: moraleDamageAction,
      brokenRound: brokenRoundAction,
      calmHour: calmHourAction,
      fall: fallAction,
      collision: collisionAction,
      emp: empAction,
      awardXp: awardXpAction,
      abilityBoost: abilityBoostAction,
      useCombo: whileActing({ ...useComboAction, prepare: (ctx) => useComboAction.prepare(inControlledBody(ctx)) }),
      aim: whileActing(aimAction),
      reload: whileActing(reloadAction),
      confusionRound: confusionRoundAction,
      panicFlight: whileActing(panicFlightAction),
      unconsciousHours: unconsciousAction,
      soulComaHour: soulComaAction,
      wakeUp: wakeUpAction,
      calledShotFortitude: calledShotFortitudeAction,
      scaleFromSize: scaleFromSizeAction,
      flatFootedEnds: flatFootedEndsAction,
      panicRoundEnds: panicRoundEndsAction,
      poisonCheck: poisonCheckAction,
      breathing: breathingAction,
      poisonChecks: poisonChecksAction,
      airborneExposure: airborneExposureAction,
      veto: vetoAction,
      possessionCheck: possessionCheckAction,
      cooperate: cooperateAction,
      partnerCombo: whileActing(partnerComboAction),
      partnerSkill: partnerSkillAction,
      leaveBody: leaveBodyAction,
      mount: mountAction,
      expel: whileActing(expelAction),
      posture: whileActing(postureAction),
      delayedSpell: whileActing(delayedSpellAction),
      contest: { ...contestAction, prepare: (ctx) => contestAction.prepare(inControlledBody(ctx)) },
      diagnose: diagnoseAction,
      hide: hideAction,
      listen: listenAction,
      surgeryInfection: surgeryInfectionAction,
    },
  },
  // A combo's card carries all its hits on the target (those its defence let through): judged together, never added.
  applyDamage: (s, d, amount, ctx) => {
    if (ctx.hit?.morale) return moraleHitApplication(s, d, ctx.hit.morale, ctx.statuses ?? []);
    if (ctx.hit?.item) return unboundItemHit(ctx.hit.item);
    if (ctx.hit?.drop) return unboundDrop(ctx.hit.drop);
    // A combo's called shots: each hit judged at its own location, together with the plain hits (combo-shots.ts).
    const shots = comboShotsApplied(ctx);
    if (shots) return comboShotsDamage(s, d, shots, ctx);
    const hits = comboHitsApplied(ctx) ?? ctx.hit?.hits;
    if (hits && hits.length > 1) return comboDamage(s, d, hits, ctx);
    return sixSecondsDamage(s, d, hits?.length === 1 ? hits[0]! : amount, ctx);
  },
  // An attack aimed at an item on the target's sheet writes on that item, never on the wearer.
  // A non-damage area effect writes its condition instead (area-effect.ts); a failed hand check's card drops the
  // named item: it is no longer equipped (dropped-item.ts). A poisoned weapon's hit is the plain hit, and the target
  // afflicted by the poison when the hit deals it damage (poison-weapon.ts).
  // A won Possession check's card records the bound mind's part in the shared body (possession-link.ts).
  targetOutcome: (card, uuid, target, damage, ctx) =>
    ctx.hit?.possession
      ? possessionLinkApplication(card, uuid, target, ctx.hit.possession)
      : ctx.hit?.release
        ? releaseApplication(card, uuid, target, ctx.hit.release)
        : ctx.hit?.areaEffect
          ? areaEffectApplication(card, uuid, ctx.hit.areaEffect)
          : ctx.hit?.item
            ? itemHitApplication(target, damage, ctx.hit.item)
            : ctx.hit?.drop
              ? dropApplication(target, ctx.hit.drop)
              : ctx.hit?.poison
                ? poisonedApplication(sixSeconds.applyDamage(target.system, target.derived, damage, ctx), damage, ctx.hit.poison, target.held, poisonedHits(ctx, damage))
                : null,
  defence: sixSecondsDefence,
  withWorldOptions: (req, o) => (req.kind === "six-seconds.attack" ? { ...req, input: { ...req.input, damageOptions: { ...req.input.damageOptions, ...o.sixSeconds } } } : req),
  // "dead": a dying character wounded again dies (the engine's "dies"); the conditions list has no such entry.
  // Cover steps as statuses too: a GM sets a token's cover, the attack dialog reads it, a beaten cover drops a step.
  // Posture too (crouching, prone; none: standing): the sheet's Posture action sets it, attacks read it.
  statuses: { ids: [...CONDITION_IDS, "dead", ...COVER_STATUSES, ...POSTURE_STATUSES], short: "ss", defeated: "six-seconds.dying" },
  bars: {
    bar: ["bars.toughness", "bars.will"],
    value: ["sixSeconds.wounds", "sixSeconds.moralePenalties", "sixSeconds.level"],
    prepare: (_s, d) => {
      const t = d.sixSeconds.toughness;
      return {
        toughness: { value: t.toughness, max: t.base },
        will: { value: d.sixSeconds.will.current, max: d.sixSeconds.will.base },
      };
    },
    // Bars show derived values: editing Toughness changes wounds, Will changes morale penalties.
    update: (bar, _v, change, s): Record<string, number> | null => {
      if (bar === "toughness") return { "system.sixSeconds.wounds": Math.max(0, s.sixSeconds.wounds + change) };
      if (bar === "will") return { "system.sixSeconds.moralePenalties": Math.max(0, s.sixSeconds.moralePenalties + change) };
      return null;
    },
  },
  tracker: sixSecondsTrackerView,
  board: sixSecondsBoard,
  odds: sixSecondsOdds,
  quench: quenchPlan,
  combat: {
    policy: sixSecondsTurnPolicy as TurnPolicy<unknown>,
    entrant: (base, src) => ({ ...base, reflex: reflexRank(src.system), dexterity: src.system.sixSeconds.abilities.dexterity, ...entrySeconds(src.statuses ?? []) }),
    passCommand: "endTurn",
    standingTurn: true,
    // Each round: the dying round, the Broken check, the end of a round flat-footed (round-end.ts).
    roundEnd: sixSecondsRoundEnd,
    nobodyActing: "next turn: nobody is acting now",
    // "A round represents six seconds": every combatant's turn spends seconds of the same six, so turns add none.
    time: { roundSeconds: ROUND_SECONDS, turnSeconds: 0 },
    // A poison checked every hour or day: rolled as the world's clock passes each period (poison-time.ts).
    worldTime: sixSecondsWorldTime,
  },
};

/**
 * The tactica weapon attack from the sheet: the dialog opens with the attack skill's dice (system.tactica.attack),
 * not the action dice (those are spent one per action; the skill's dice are what an attack rolls). Its fields arrive
 * typed (attack-fields.ts, the adapter's parseDialog: the hit's kind, melee/missile, position, a flyer's speed) and
 * are checked against the weapon here (Reach weapons, InClose weights, missiles against a flyer).
 */
import { RulesError } from "../../engine/errors";
import type { Modifier } from "../../engine/modifiers";
import { inCloseWeapon } from "../../engine/rulesets/tactica/inclose";
import { checkWeaponClass } from "../../engine/rulesets/tactica/weapon-damage";
import type { RulesetAdapter } from "../adapter";
import { tacticaOptions } from "../../engine/rulesets/tactica/options";
import { tacticaAttackRequest, type TacticaWeaponData } from "./attack";
import type { TacticaRollRequest } from "./rolls";
import { ADVANTAGE_LEVELS, attackFieldsFor, POSITION_CHOICES, TACTICA_HIT_KINDS, type TacticaDialog } from "./attack-fields";
import { attackModesFor } from "./weapon-item";
import type { TacticaTypes } from "./types";
import { groupAttackHint, groupAttackState, nextGroupRound } from "./group-attacks";
import { nextPlanned } from "./tactic-plan";
import { flyingSpeedOf } from "./flight-actions";
import { teamTargetsRequests } from "./chariot-team";
import { strikeTurnOf } from "./flyer-strike-turn";

type Sheet = RulesetAdapter<TacticaRollRequest, TacticaTypes>["sheet"];

export { parseHitKind, TACTICA_HIT_KINDS, type TacticaHitKind } from "./attack-fields";

/**
 * InClose: "Only Light, Medium and Natural weapons may be used InClose, Heavy weapons are dropped. Light weapons gain
 * an automatic SL." A heavier weapon is refused (the wielder drops it); a Natural weapon counts as hands and feet
 * (Light damage, no SL) unless the item marks it built for combat (claws, fangs: the SL). Returns the SL it gains.
 */
function inCloseRule(name: string, block: TacticaWeaponData["block"] & { combatNatural?: boolean }): Modifier[] {
  const weightClass = block?.weightClass ?? (block?.natural ? "light" : undefined);
  if (weightClass === undefined) return [];
  checkWeaponClass(weightClass);
  // Hands and feet gain no SL; natural weapons built for combat (the item's *Combat natural weapon*) do.
  const rule = inCloseWeapon(weightClass, block?.natural ? (block.combatNatural ? "combat" : "human") : null);
  if (!rule.allowed) throw new RulesError("tactica.inclose-heavy", { weapon: name }, `${name} cannot be used InClose: only Light, Medium and Natural weapons may be, Heavy weapons are dropped`);
  return rule.slModifiers;
}

export const rollAttack: NonNullable<Sheet["rollItem"]> = async (ctx, item) => {
  const { stats, derived, ask, firstTarget, combatRound, options, uuid } = ctx;
  const weapon = item.system;
  const block = weapon["tactica"] as TacticaWeaponData["block"] & { reach?: boolean; combatNatural?: boolean; broken?: boolean };
  // "Break weapon attempt": a weapon a won attempt broke is "broken and useless" (special-attempt-effects.ts).
  if (block?.broken === true) throw new RulesError("tactica.broken-weapon", { weapon: item.name }, `${item.name} is broken: it cannot attack until the GM clears Broken on the item`);
  const reach = block?.reach === true;
  // A group's attacks this round (separate targets), from the actor and the running fight's round.
  const group = groupAttackState(stats, combatRound?.() ?? null);
  // A special tactic's next planned attack: the dialog opens on its dice, and the roll uses it up (tactic-plan.ts).
  const planned = nextPlanned(stats);
  // No Parry field: a defence is the defender's own choice, declared on the card before the attack is rolled, where
  // it pays its action die and meets every refusal.
  const aimed = firstTarget();
  // The request an answer makes (the dialog's live odds use it against the target of the moment).
  const requestFor = (opts: TacticaDialog, target: ReturnType<typeof firstTarget>) => {
    // "holding an action ready": where the attacker stands in the running fight's countdown (flyer-strike-turn.ts).
    const fields = attackFieldsFor(opts.attack, { name: item.name, reach }, stats.tactica.flying, tacticaOptions(options?.tactica).advantageDice, strikeTurnOf(uuid));
    const inClose = fields.position === "InClose" ? inCloseRule(item.name, block) : [];
    const groupRound = nextGroupRound(group, target?.name ?? null);
    const req = tacticaAttackRequest(stats, derived, { name: item.name, block }, opts.count ?? stats.tactica.attack, target, {
      extraDice: [...opts.dice, ...fields.extraDice],
      sl: [...opts.sl, ...inClose],
      armour: opts.armour,
      ...(fields.missile ? { missile: fields.missile } : {}),
      ...opts.hit,
    });
    return { ...req, ...(groupRound ? { groupRound } : {}), ...(planned ? { tacticRest: planned.rest } : {}) };
  };
  // The board's prefill (position) goes over these defaults; without a board the position is "unknown".
  // A target in flight (its last Flight action moved it): the missile loses its speed in dice.
  const flyerSpeed = aimed ? flyingSpeedOf(aimed.system) : 0;
  const data = { count: planned?.dice ?? stats.tactica.attack, planned, flyerSpeed, attack: true, hitKinds: TACTICA_HIT_KINDS, attackModes: attackModesFor(block), positions: POSITION_CHOICES, position: "unknown", advantages: ADVANTAGE_LEVELS, advantage: "none", reach, groupAttacks: groupAttackHint(group) };
  const answer = await ask(data, (opts) => requestFor(opts, firstTarget()));
  if (!answer) return null;
  // Checked in the builder: a refusal (a Reach weapon InContact, a group's second attack on a target) is shown
  // and nothing is rolled or paid.
  const build = () => requestFor(answer.dialog, firstTarget());
  // A chariot's team on several targets: one attack, a card a target, or refused (chariot-team.ts).
  const perTarget = teamTargetsRequests(stats, block, ctx, (t) => requestFor(answer.dialog, t));
  return perTarget ? Object.assign(build, { perTarget }) : build;
};

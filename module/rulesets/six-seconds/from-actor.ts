/**
 * Build six-seconds roll requests from an actor's plain data (what the sheet's roll buttons call). Each base modifier carries
 * its reason so the chat card explains the total.
 */
import type { Modifier } from "../../engine/modifiers";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { skillAt } from "../../dice/skill-at";
import type { SixSecondsCheckRequest } from "./rolls";
import { isStaggered, rankBonus } from "./actor";
import { scaleCheckModifier, SCALE_ADDED_TO, SCALE_SUBTRACTED_FROM, type ScaledCheck } from "../../engine/rulesets/six-seconds/scale";
import { conditionCheckModifiers } from "./condition-checks";
import { mobilityEffects } from "../../engine/rulesets/six-seconds/encumbrance";
import { ridingPenaltyOn } from "./mount-link";

/** The skills scale changes (the attack's own scale is the attack's). */
const SCALED_CHECKS: readonly ScaledCheck[] = [...SCALE_SUBTRACTED_FROM, ...SCALE_ADDED_TO].filter((c) => c !== "attack");

/**
 * six-seconds skill check: d6 + rank + ability (− mobility penalty for the listed skills, ± scale for three, the
 * roller's conditions) against a target.
 */
export function sixSecondsSkillCheck(s: ActorSystem, d: ActorDerived, index: number, target: number, extra: Modifier[] = [], statuses: readonly string[] = []): SixSecondsCheckRequest {
  const skill = skillAt(s.sixSeconds.skills, index, "six-seconds skill");
  const modifiers: Modifier[] = [
    // Its ranks' bonus at its rate (a Staggered skill: half).
    { value: rankBonus(skill.rank, isStaggered(s.sixSeconds, skill.name)), reason: skill.name },
    { value: s.sixSeconds.abilities[skill.ability], reason: skill.ability, code: `ability.${skill.ability}` },
  ];
  const name = skill.name.trim().toLowerCase();
  const mobility = ["acrobatics", "athletics", "wrestle", "stealth"];
  if (d.sixSeconds.mobilityPenalty > 0 && mobility.includes(name)) {
    modifiers.push({ value: -d.sixSeconds.mobilityPenalty, reason: "mobility penalty", code: "mobility-penalty" });
  }
  // "If you are piloting a vehicle which has a mobility penalty, the penalty applies to all Pilot checks you make.
  // Similarly, when riding a mount, the mount's mobility penalties are subtracted from your Ride bonus."
  // A mount linked on the rider's actor gives Ride its own penalty as its sheet derives it now (mount-link.ts).
  const riding = name === "pilot" || name === "ride" ? ridingPenaltyOn(s, name) : 0;
  if (riding > 0) modifiers.push({ value: mobilityEffects(riding, {}).vehicleSkillModifier, reason: "mount or vehicle mobility penalty", code: "vehicle-mobility-penalty" });
  // "A character's scale is subtracted from … stealth checks; and added to wrestle and fortitude skills."
  const scaled = SCALED_CHECKS.find((c) => c === name);
  const scale = scaled ? scaleCheckModifier(scaled, s.sixSeconds.scale) : null;
  if (scale) modifiers.push(scale);
  modifiers.push(...conditionCheckModifiers(skill, statuses));
  return { kind: "six-seconds.check", label: skill.name, modifiers: [...modifiers, ...extra], target };
}

/** six-seconds Will check (1d6 + Will), e.g. to veto a possessor's turn. */
export function sixSecondsWillCheck(d: ActorDerived, target: number, extra: Modifier[] = []): SixSecondsCheckRequest {
  return { kind: "six-seconds.check", label: "Will", labelKey: "FRAY.Card.Title.Will", modifiers: [{ value: d.sixSeconds.will.current, reason: "Will", code: "will" }, ...extra], target };
}

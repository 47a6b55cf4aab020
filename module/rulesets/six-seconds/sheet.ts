/** six-seconds roll buttons on the actor sheet: skill checks against a target, weapon attacks with a defence. */
import { AREA_FORMS } from "../../engine/rulesets/six-seconds/area-attack";
import type { RulesetAdapter } from "../adapter";
import { sixSecondsAttackRequest, targetDefence, type SixSecondsWeaponData } from "./attack";
import { sixSecondsSkillCheck } from "./from-actor";
import type { SixSecondsRollRequest } from "./rolls";
import { aimedAt, shotRefusal } from "./weapon-actions";

type Sheet = RulesetAdapter<SixSecondsRollRequest>["sheet"];

export const rollSkill: NonNullable<Sheet["rollSkill"]> = async ({ stats, derived, ask }, index) => {
  const opts = await ask({ target: 4 });
  if (!opts) return null;
  return sixSecondsSkillCheck(stats, derived, index, opts.target ?? 4, opts.modifiers);
};

export const rollItem: NonNullable<Sheet["rollItem"]> = async ({ stats, derived, ask, firstTarget, targets, placeArea, localize }, item) => {
  const weapon = item.system;
  // An empty weapon that needs reloading does not fire: refused before the dialog, nothing is spent.
  const empty = shotRefusal(item);
  if (empty) {
    return () => {
      throw new RangeError(localize(empty));
    };
  }
  // The Aimed box starts ticked when the weapon's aim (the Aim action) is on the first target.
  const opts = await ask({ attack: true, defences: ["none", "block", "dodge", "parry"], areas: ["none", ...AREA_FORMS], aimed: aimedAt(item, targets()[0]?.uuid) });
  if (!opts) return null;
  // An area of the attacker's scale: everyone it catches becomes a target, so the card binds them all.
  if (opts.area) await placeArea(opts.area, stats.sixSeconds.scale);
  const target = firstTarget();
  return () =>
    sixSecondsAttackRequest(stats, derived, { name: item.name, block: weapon["sixSeconds"] as SixSecondsWeaponData["block"] }, target, {
      splits: opts.splits,
      targetModifiers: opts.targetModifiers,
      defence: target && opts.defence ? targetDefence(target, opts.defence) : null,
      distanceMetres: opts.metres ?? undefined,
      aimed: opts.aimed,
    });
};

export const addSkill: NonNullable<Sheet["addSkill"]> = (stats) => ({
  system: { sixSeconds: { skills: [...stats.sixSeconds.skills, { name: "", ability: "dexterity", rank: 0 }] } },
});

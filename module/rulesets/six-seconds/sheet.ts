/** six-seconds roll buttons on the actor sheet: skill checks against a target; weapon attacks are in attack-item.ts. */
import type { RulesetAdapter } from "../adapter";
import { sixSecondsSkillCheck } from "./from-actor";
import type { SixSecondsRollRequest } from "./rolls";
import type { SixSecondsTypes } from "./types";
import type { SixSecondsDialog } from "./dialog";

type Sheet = RulesetAdapter<SixSecondsRollRequest, SixSecondsTypes>["sheet"];

export const rollSkill: NonNullable<Sheet["rollSkill"]> = async ({ stats, derived, ask, statuses }, index) => {
  // The roller's conditions (Raging, Sleeping) change the check.
  const check = (d: SixSecondsDialog) => sixSecondsSkillCheck(stats, derived, index, d.target ?? 4, d.modifiers, statuses ?? []);
  const opts = await ask({ target: 4 }, check);
  return opts ? check(opts.dialog) : null;
};

// The weapon attack lives with the rest of the attack (attack-item.ts).
export { rollItem } from "./attack-item";

/** The whole list without row `index` (a list is always written whole). */
export const removeSkill: NonNullable<Sheet["removeSkill"]> = (stats, index) =>
  Number.isInteger(index) && index >= 0 && index < stats.sixSeconds.skills.length
    ? { system: { sixSeconds: { skills: stats.sixSeconds.skills.filter((_s, i) => i !== index) } } }
    : null;

export const addSkill: NonNullable<Sheet["addSkill"]> = (stats) => ({
  system: { sixSeconds: { skills: [...stats.sixSeconds.skills, { name: "", ability: "dexterity", rank: 0 }] } },
});

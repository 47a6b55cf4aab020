/** frozen-lands roll buttons on the actor sheet: skill rolls with stress dice, weapon attacks by range band. */
import { RANGE_BANDS } from "../../engine/rulesets/frozen-lands/range";
import type { RulesetAdapter } from "../adapter";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "./attack";
import { frozenLandsSkill } from "./from-actor";
import { reloadKind, weaponFromItem } from "../../engine/rulesets/frozen-lands/weapons";
import { LIGHTS, TARGET_SIZES, type FrozenLandsDialog } from "./dialog-fields";
import { loadHolds, weaponStateOf } from "./weapon-state";
import { currentTurnKey } from "./turn-key";
import type { FrozenLandsRollRequest } from "./rolls";
import type { FrozenLandsTypes } from "./types";
import { skillAction } from "./skill-action";

type Sheet = RulesetAdapter<FrozenLandsRollRequest, FrozenLandsTypes>["sheet"];

/**
 * A skill rolled from the sheet. In a running fight it is an action ("Examples of actions: … First Aid, Intimidate,
 * Cast a spell"), named by the skill so the same one is once a turn; the tracker charges it (skillAction).
 */
export const rollSkill: NonNullable<Sheet["rollSkill"]> = async ({ stats, derived, ask, checkPrefill, pay }, index) => {
  const check = (d: FrozenLandsDialog) => frozenLandsSkill(stats, index, d.dice, d.needed);
  const name = stats.frozenLands.skills[index]?.name ?? "";
  const opts = await ask({ stressDice: derived.frozenLands.stressDice, ...checkPrefill(name) }, check);
  if (!opts) return null;
  const req = check(opts.dialog);
  if (pay && !(await pay(skillAction(name)))) return null;
  return req;
};

export const rollItem: NonNullable<Sheet["rollItem"]> = async ({ stats, derived, ask, firstTarget }, item) => {
  const block = item.system["frozenLands"] as FrozenLandsWeaponData["block"];
  const category = block?.["category"] === "ranged" ? "ranged" : "melee";
  // The weapon's own state: an Aim spent on it ticks the box, a Reload weapon says whether it is loaded.
  const stored = weaponStateOf(item);
  const weapon = block ? weaponFromItem(item.name, block) : null;
  const reload = weapon ? reloadKind(weapon) !== "none" : false;
  // A bow's or a sling's load lasts only the turn it was made in.
  const state = { ...stored, loaded: weapon ? loadHolds(weapon, stored, currentTurnKey()) : stored.loaded };
  // The request an answer makes (the dialog's live odds use it against the target of the moment).
  const requestFor = (opts: FrozenLandsDialog, target: ReturnType<typeof firstTarget>) =>
    frozenLandsAttackRequest(stats, { name: item.name, block }, target, {
      band: opts.band ?? undefined,
      aimed: opts.aimed,
      modifiers: opts.dice,
      targetSize: opts.targetSize,
      light: opts.light,
      // An owned weapon keeps its state; one without an id (a macro's) is taken as ready.
      loaded: item.id ? state.loaded : true,
      ...(item.id ? { weaponId: item.id } : {}),
    });
  const data = {
    stressDice: derived.frozenLands.stressDice,
    attack: true,
    ranged: category === "ranged",
    bands: RANGE_BANDS,
    band: category === "ranged" ? "short" : "close",
    aimed: state.aimed,
    reload,
    loaded: state.loaded,
    sizes: TARGET_SIZES,
    lights: LIGHTS,
  };
  const answer = await ask(data, (opts) => requestFor(opts, firstTarget()));
  if (!answer) return null;
  return () => requestFor(answer.dialog, firstTarget());
};

/** The whole list without row `index` (a list is always written whole). */
export const removeSkill: NonNullable<Sheet["removeSkill"]> = (stats, index) =>
  Number.isInteger(index) && index >= 0 && index < stats.frozenLands.skills.length
    ? { system: { frozenLands: { skills: stats.frozenLands.skills.filter((_s, i) => i !== index) } } }
    : null;

export const addSkill: NonNullable<Sheet["addSkill"]> = (stats) => ({
  system: { frozenLands: { skills: [...stats.frozenLands.skills, { name: "", attribute: "body", rank: 0 }] } },
});

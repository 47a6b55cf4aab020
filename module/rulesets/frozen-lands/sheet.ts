/** frozen-lands roll buttons on the actor sheet: skill rolls with stress dice, weapon attacks by range band. */
import { RANGE_BANDS } from "../../engine/rulesets/frozen-lands/range";
import type { RulesetAdapter } from "../adapter";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "./attack";
import { frozenLandsSkill } from "./from-actor";
import type { FrozenLandsRollRequest } from "./rolls";

type Sheet = RulesetAdapter<FrozenLandsRollRequest>["sheet"];

export const rollSkill: NonNullable<Sheet["rollSkill"]> = async ({ stats, derived, ask, checkPrefill }, index) => {
  const opts = await ask({ stressDice: derived.frozenLands.stressDice, ...checkPrefill(stats.frozenLands.skills[index]?.name ?? "") });
  if (!opts) return null;
  return frozenLandsSkill(stats, index, opts.dice, opts.needed);
};

export const rollItem: NonNullable<Sheet["rollItem"]> = async ({ stats, derived, ask, firstTarget }, item) => {
  const weapon = item.system;
  const block = weapon["frozenLands"];
  const category = block?.["category"] === "ranged" ? "ranged" : "melee";
  const opts = await ask({ stressDice: derived.frozenLands.stressDice, attack: true, bands: RANGE_BANDS, band: category === "ranged" ? "short" : "close" });
  if (!opts) return null;
  return () =>
    frozenLandsAttackRequest(stats, { name: item.name, block: block as FrozenLandsWeaponData["block"] }, firstTarget(), {
      band: opts.band ?? undefined,
      aimed: opts.aimed,
      modifiers: opts.dice,
    });
};

export const addSkill: NonNullable<Sheet["addSkill"]> = (stats) => ({
  system: { frozenLands: { skills: [...stats.frozenLands.skills, { name: "", attribute: "body", rank: 0 }] } },
});

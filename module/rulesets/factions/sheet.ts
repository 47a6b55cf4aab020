/** factions roll buttons on the actor sheet: saves, weapon attacks by distance with the target's dodge. */
import type { Ability } from "../../engine/rulesets/factions/saves";
import type { RulesetAdapter } from "../adapter";
import { factionsAttackRequest, type FactionsWeaponData } from "./attack";
import { factionsSaveRequest } from "./from-actor";
import type { FactionsRollRequest } from "./rolls";

type Sheet = RulesetAdapter<FactionsRollRequest>["sheet"];

export const rollSave: NonNullable<Sheet["rollSave"]> = async ({ stats }, ability) => factionsSaveRequest(stats, ability as Ability);

export const rollItem: NonNullable<Sheet["rollItem"]> = async ({ stats, ask, firstTarget }, item) => {
  const weapon = item.system;
  const opts = await ask({ attack: true });
  if (!opts) return null;
  return () =>
    factionsAttackRequest(stats, { name: item.name, block: weapon["factions"] as FactionsWeaponData["block"] }, firstTarget(), {
      distance: opts.distance ?? 0,
      dodge: opts.dodge,
    });
};

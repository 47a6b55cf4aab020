/** factions roll buttons on the actor sheet: saves, weapon attacks by distance with the target's dodge. */
import type { Ability } from "../../engine/rulesets/factions/saves";
import type { RulesetAdapter } from "../adapter";
import { factionsAttackRequest, type FactionsWeaponData } from "./attack";
import { factionsSaveRequest } from "./from-actor";
import type { FactionsRollRequest } from "./rolls";

type Sheet = RulesetAdapter<FactionsRollRequest>["sheet"];

export const rollSave: NonNullable<Sheet["rollSave"]> = async ({ stats }, ability) => factionsSaveRequest(stats, ability as Ability);

export const rollItem: NonNullable<Sheet["rollItem"]> = async ({ stats, ask, firstTarget, targetBlast }, item) => {
  const weapon = item.system;
  const block = weapon["factions"] as FactionsWeaponData["block"];
  // A rider's dialog starts with "riding" ticked (its attacks are impaired); untick it for an attack made on foot.
  const opts = await ask({ attack: true, riding: stats.factions.mount !== "" });
  if (!opts) return null;
  // A blast targets its zone and borders (as a hit: the card binds targets before the roll), so the card binds them.
  if (block?.blast) await targetBlast(block.attack === "ranged" ? { melee: false, ...(block.range === undefined ? {} : { range: block.range }) } : { melee: true });
  return () =>
    factionsAttackRequest(stats, { name: item.name, block, ...(item.id ? { id: item.id } : {}) }, firstTarget(), {
      distance: opts.distance ?? 0,
      dodge: opts.dodge,
      raw: opts.raw,
    });
};

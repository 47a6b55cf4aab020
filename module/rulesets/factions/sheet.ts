/** factions roll buttons on the actor sheet: saves, weapon attacks by distance (the target reacts on the card). */
import type { Ability } from "../../engine/rulesets/factions/saves";
import type { RulesetAdapter } from "../adapter";
import { factionsAttackRequest, type FactionsWeaponData } from "./attack";
import { factionsSaveRequest } from "./from-actor";
import { parseDamage } from "../../engine/rulesets/factions/damage";
import { isSpread, parseSpread, spreadDialog, spreadRefusal, spreadRequests, type SpreadTarget } from "./spread";
import type { FactionsRollRequest } from "./rolls";
import { CONCEALED, GRABBED } from "./status-ids";
import { refuseSurrendered } from "./grabbed-refusal";
import { RulesError } from "../../engine/errors";
import type { FactionsTypes } from "./types";
import type { FactionsDialog } from "./attack-options";

type Sheet = RulesetAdapter<FactionsRollRequest, FactionsTypes>["sheet"];

export const rollSave: NonNullable<Sheet["rollSave"]> = async ({ stats }, ability) => factionsSaveRequest(stats, ability as Ability);

export const rollItem: NonNullable<Sheet["rollItem"]> = async ({ stats, statuses = [], ask, firstTarget, targetBlast, targets: userTargets, askFields }, item) => {
  // "Characters can spend their turn to surrender, throwing their weapons away": no attack until it fights on.
  if (stats.factions.surrendering) {
    return () => {
      refuseSurrendered("This character", true);
      return null as never;
    };
  }
  // "Grabbed characters can't act, and can only spend their turn to attempt to break free."
  if (statuses.includes(GRABBED)) {
    return () => {
      throw new RulesError("factions.grabbed", {}, "grabbed characters cannot act: they can only try to break free");
    };
  }
  const weapon = item.system;
  const block = weapon["factions"] as FactionsWeaponData["block"];
  // A rider's dialog starts with "riding" ticked (its attacks are impaired); untick it for an attack made on foot.
  // The dialog's live odds: the single-target request an answer makes against the target of the moment.
  const preview = (d: FactionsDialog) => factionsAttackRequest(stats, { name: item.name, block, ...(item.id ? { id: item.id } : {}) }, firstTarget(), { distance: d.distance, fields: d, ...(statuses.includes(CONCEALED) ? { concealed: true } : {}) });
  const opts = await ask({ attack: true, riding: stats.factions.mount !== "" }, preview);
  if (!opts) return null;
  // A blast targets its zone and borders (as a hit: the card binds targets before the roll), so the card binds them.
  if (block?.blast) await targetBlast(block.attack === "ranged" ? { melee: false, ...(block.range === undefined ? {} : { range: block.range }) } : { melee: true });
  const data: FactionsWeaponData = { name: item.name, block, ...(item.id ? { id: item.id } : {}) };
  // No dodge here: the target dodges from the card, with its own reaction, and only when aware of the attacker.
  // A Concealed attacker takes its target by surprise, and attacking reveals it (the write-back lifts Concealed).
  const attackOpts = { distance: opts.dialog.distance, fields: opts.dialog, ...(statuses.includes(CONCEALED) ? { concealed: true } : {}) };
  const targets = userTargets();
  // A melee attack on several targets: a larger attacker splits its damage dice among them, one card each.
  if (isSpread(data, targets)) {
    const refusal = spreadRefusal(stats, targets);
    if (refusal || !askFields) {
      return () => {
        throw refusal ?? new RangeError("this sheet cannot ask how to spread the dice; target one at a time");
      };
    }
    const spreadTargets = targets as SpreadTarget[];
    const base = parseDamage(`1${block?.damageDie ?? ""}`).count;
    const fields = await askFields(spreadDialog(stats, base, spreadTargets));
    if (!fields) return null;
    const perTarget = () => spreadRequests(stats, data, spreadTargets, parseSpread(stats, base, spreadTargets, fields), attackOpts);
    return Object.assign(() => perTarget().perTarget[0]!.request, { perTarget });
  }
  return () => factionsAttackRequest(stats, data, firstTarget(), attackOpts);
};

/**
 * factions mounts and vehicles on the sheet: getting on or off (a mount or a vehicle) counts as moving half a zone;
 * if it is moving, an AGI save avoids a fall of d4 direct damage (armour does not reduce it), written to this
 * actor (mountOrDismount). The dialog asks whether the mount is moving; without a save nothing is rolled.
 *
 * A character on foot gets on the user's target (its actor UUID goes to system.factions.mount, so the tracker groups
 * rider and mount and the attack dialog knows the rider's attacks are impaired); a rider gets off what it rides.
 * A fall while getting on leaves the character on the ground (it did not get on); getting off always ends on foot.
 */
import { refuseGrabbed } from "./grabbed-refusal";
import { queuedDice } from "../../engine/dice/source";
import { applyDamage } from "../../engine/rulesets/factions/health";
import { mountOrDismount } from "../../engine/rulesets/factions/mounts";
import type { FactionsOptions } from "../../engine/rulesets/factions/options";
import { factionsSaveOdds } from "../../engine/rulesets/factions/saves";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";

const K = "FRAY.Action.Factions.Mounting";

export interface FactionsMountRequest {
  name: string;
  /** The mount to get on (the user's target); absent: getting off whatever the character rides. */
  getOn?: { uuid: string; name: string };
  agi: number;
  moving: boolean;
  health: { value: number; max: number };
  incapacitated: boolean;
  dead: boolean;
  options: Partial<FactionsOptions>;
}

export function factionsMountDice(req: FactionsMountRequest): DiceGroup[] {
  // The d4 is rolled with the save; it counts only on a fall.
  return req.moving ? [{ count: 1, sides: 20, purpose: "FRAY.Roll.Die" }, { count: 1, sides: 4, purpose: "FRAY.Roll.Damage" }] : [];
}

export function resolveFactionsMount(req: FactionsMountRequest, faces: readonly number[]): ActionOutcome {
  // A still mount needs no save: the d4 face (when rolled) is never read.
  const r = mountOrDismount(queuedDice(faces), req.agi, req.moving, req.options);
  const card: CardData = {
    ruleset: "factions",
    title: req.name,
    kind: `${K}.Title`,
    dice: r.save ? [{ value: r.save.roll, mark: r.save.success ? "success" : "failure" }, ...(r.fell ? [{ value: r.directDamage, mark: "plain" as const }] : [])] : [],
    modifiers: [],
    total: r.save?.roll ?? null,
    target: r.save?.score ?? null,
    outcome: { key: r.fell ? `${K}.Fell` : r.save ? `${K}.Kept` : `${K}.Done`, data: { damage: r.directDamage }, success: r.save ? !r.fell : null },
    odds: r.save ? factionsSaveOdds(req.agi, req.options) : null,
    details: [{ label: req.getOn ? `${K}.GetsOn` : `${K}.GetsOff`, value: req.getOn?.name ?? "—" }, { label: `${K}.Movement`, value: "½" }],
  };
  // Up on the mount unless the save failed on the way up; off it in every case.
  const link = req.getOn && !r.fell ? { "system.factions.mount": req.getOn.uuid, "system.factions.mountName": req.getOn.name } : { "system.factions.mount": "", "system.factions.mountName": "" };
  if (!r.fell) return { card, update: link };
  const after = applyDamage({ health: Math.min(req.health.value, req.health.max), maxHealth: req.health.max, incapacitated: req.incapacitated, dead: req.dead }, r.directDamage, req.options);
  const on = [...(after.incapacitatedNow ? ["factions.incapacitated"] : []), ...(after.killedNow ? ["factions.dead"] : [])];
  return { card, update: { ...link, "system.factions.health.value": after.after.health }, ...(on.length ? { statuses: { on } } : {}) };
}

export const mountAction: SheetAction<FactionsMountRequest> = {
  // Half a zone of the turn's movement in a running fight (the tracker's costOf).
  cost: () => ({ name: "mount", seconds: 0 }),
  prepare: async ({ name, stats, statuses, askFields, options, firstTarget }) => {
    refuseGrabbed(statuses);
    const riding = stats.factions.mount !== "";
    const target = riding ? null : firstTarget();
    if (!riding && (!target || !target.uuid)) throw new RangeError(`${name} is on foot: target the mount or vehicle to get on`);
    const getOn = target?.uuid ? { uuid: target.uuid, name: target.name } : undefined;
    const fields = await askFields({
      title: getOn ? `${K}.TitleOn` : `${K}.TitleOff`,
      hint: getOn ? { key: `${K}.HintOn`, data: [getOn.name] } : { key: `${K}.HintOff`, data: [stats.factions.mountName || "—"] },
      fields: [{ kind: "select", name: "moving", label: `${K}.MovingLabel`, value: "no", options: [{ value: "no", label: "FRAY.Sheet.No" }, { value: "yes", label: "FRAY.Sheet.Yes" }] }],
    });
    if (!fields) return null;
    return {
      name,
      ...(getOn ? { getOn } : {}),
      agi: stats.factions.agi,
      moving: choiceField(fields, "moving", ["yes", "no"] as const) === "yes",
      health: { value: stats.factions.health.value, max: stats.factions.health.max },
      incapacitated: statuses.includes("factions.incapacitated"),
      dead: statuses.includes("factions.dead"),
      options: options?.factions ?? {},
    };
  },
  dice: factionsMountDice,
  resolve: resolveFactionsMount,
};

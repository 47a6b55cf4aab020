/**
 * factions mounts and vehicles on the sheet: getting on or off (a mount or a vehicle) counts as moving half a zone;
 * if it is moving, an AGI save avoids a fall of d4 direct damage (armour does not reduce it), written to this
 * actor (mountOrDismount). The dialog asks whether the mount is moving; without a save nothing is rolled.
 */
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
    details: [{ label: `${K}.Movement`, value: "½" }],
  };
  if (!r.fell) return { card, update: {} };
  const after = applyDamage({ health: Math.min(req.health.value, req.health.max), maxHealth: req.health.max, incapacitated: req.incapacitated, dead: req.dead }, r.directDamage, req.options);
  const on = [...(after.incapacitatedNow ? ["factions.incapacitated"] : []), ...(after.killedNow ? ["factions.dead"] : [])];
  return { card, update: { "system.factions.health.value": after.after.health }, ...(on.length ? { statuses: { on } } : {}) };
}

export const mountAction: SheetAction<FactionsMountRequest> = {
  prepare: async ({ name, stats, statuses, askFields, options }) => {
    const fields = await askFields({
      title: `${K}.Title`,
      fields: [{ kind: "select", name: "moving", label: `${K}.MovingLabel`, value: "no", options: [{ value: "no", label: "FRAY.Sheet.No" }, { value: "yes", label: "FRAY.Sheet.Yes" }] }],
    });
    if (!fields) return null;
    return {
      name,
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

/**
 * six-seconds EMP on the sheet: EMP damage against a device's EMP Toughness, which is its complexity's (EMP_TABLE),
 * never armour or size; more than it stops the device until repaired (resolveEmp). The device is either this actor
 * itself (a robot, a cyborg's electronics: a stopped body is Helpless, written back) or something it carries (the card
 * says what happens to it). No dice: the damage is the EMP's, typed in.
 */
import { EMP_COMPLEXITIES, EMP_TABLE, resolveEmp, type EmpComplexity } from "../../engine/rulesets/six-seconds/damage-types";
import type { CardData } from "../../dice/card";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";

const K = "FRAY.Action.SixSeconds.Emp";
export const EMP_DEVICES = ["carried", "self"] as const;
export type EmpDevice = (typeof EMP_DEVICES)[number];
/** A stopped robot body: it cannot act, move or defend until repaired. */
export const EMP_STOPPED_STATUS = "six-seconds.helpless";

export interface SixSecondsEmpRequest {
  name: string;
  damage: number;
  complexity: EmpComplexity;
  device: EmpDevice;
}

export function resolveSixSecondsEmp(req: SixSecondsEmpRequest): ActionOutcome {
  const r = resolveEmp(req.damage, req.complexity);
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: `${K}.Kind`,
    dice: [],
    modifiers: [],
    total: r.damage,
    target: r.toughness,
    outcome: { key: `${K}.${r.disabled ? "Stopped" : "Unaffected"}.${req.device}`, data: { damage: r.damage, toughness: r.toughness }, success: !r.disabled },
    odds: null,
    // The device's class names the row, its value the row's EMP Toughness.
    details: [{ label: `${K}.Complexity.${req.complexity}`, value: r.toughness }],
  };
  return { card, update: {}, ...(r.disabled && req.device === "self" ? { statuses: { on: [EMP_STOPPED_STATUS] } } : {}) };
}

export const empAction: SheetAction<SixSecondsEmpRequest> = {
  prepare: async ({ name, askFields }) => {
    const fields = await askFields({
      title: `${K}.Kind`,
      fields: [
        { kind: "number", name: "damage", label: `${K}.Damage`, value: 6, min: 0, max: 1000 },
        { kind: "select", name: "complexity", label: `${K}.ComplexityLabel`, value: "complicated", options: EMP_COMPLEXITIES.map((c) => ({ value: c, label: `${K}.Complexity.${c}` })) },
        { kind: "select", name: "device", label: `${K}.Device`, value: "carried", options: EMP_DEVICES.map((d) => ({ value: d, label: `${K}.DeviceIs.${d}` })) },
      ],
    });
    if (!fields) return null;
    return { name, damage: wholeField(fields, "damage", 0, 1000), complexity: choiceField(fields, "complexity", EMP_COMPLEXITIES), device: choiceField(fields, "device", EMP_DEVICES) };
  },
  dice: () => [],
  resolve: (req) => resolveSixSecondsEmp(req),
};

/** The table's EMP Toughness of a complexity (the dialog's labels name it too). */
export const empToughness = (c: EmpComplexity): number => EMP_TABLE[c].toughness;

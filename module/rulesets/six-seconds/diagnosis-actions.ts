/**
 * Diagnosing a poison or disease (Poison and Disease Traits): "Diagnosis DC: This is the Medicine DC required to
 * diagnose the character. If it is obvious what the character has … this check is unnecessary." From the patient's
 * sheet, with the healer's token targeted (none: the patient diagnoses himself): the healer's Medicine check (d6 +
 * Medicine, from the healer's own sheet) against the Diagnosis DC of each syndrome afflicting the patient (its poison
 * items with an affliction running). The card names only what was diagnosed, and each is marked diagnosed on the
 * patient's item (flags.fray.diagnosed), for the item sheet and the next check.
 */
import type { CardData, DiceGroup } from "../../dice/card";
import { signed } from "../../dice/faces";
import { resolveCheck } from "../../engine/dice/check";
import { total, type Modifier } from "../../engine/modifiers";
import { checkDistribution } from "../../engine/odds/check";
import type { ActionOutcome, SheetAction } from "../adapter";
import { sixSecondsSkillCheck } from "./from-actor";
import { afflictionOf } from "./poison-actions";

const K = "FRAY.Action.SixSeconds.Diagnosis";

export interface SixSecondsDiagnosisRequest {
  /** The patient (this actor) and the healer whose Medicine rolls. */
  name: string;
  healer: string;
  modifiers: Modifier[];
  /** The syndromes afflicting the patient: its item ids, names and Diagnosis DCs. */
  afflictions: { id: string; name: string; dc: number }[];
}

const diagnosisDc = (system: Record<string, unknown>): number | null => {
  const dc = (system["diagnosisDc"] as { value?: unknown } | undefined)?.value;
  return typeof dc === "number" && Number.isInteger(dc) ? dc : null;
};

export function resolveSixSecondsDiagnosis(req: SixSecondsDiagnosisRequest, faces: readonly number[]): ActionOutcome {
  const bonus = total(req.modifiers);
  const roll = faces[0]!;
  const found = req.afflictions.filter((a) => resolveCheck(roll, bonus, a.dc).success);
  const hardest = Math.max(...req.afflictions.map((a) => a.dc));
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: `${K}.Kind`,
    dice: [{ value: roll, mark: found.length > 0 ? "success" : "failure" }],
    modifiers: req.modifiers.map((m) => ({ value: signed(m.value), reason: m.reason })),
    total: roll + bonus,
    target: null,
    // Only what was diagnosed is named: the card does not tell what the healer missed.
    outcome: { key: `${K}.${found.length > 0 ? "Diagnosed" : "Nothing"}`, data: { healer: req.healer, names: found.map((a) => a.name).join(", "), undiagnosed: req.afflictions.length - found.length }, success: found.length > 0 },
    // The chance to diagnose everything the patient has.
    odds: checkDistribution(bonus, hardest).success,
    details: [{ label: `${K}.Healer`, value: req.healer }],
  };
  return { card, update: {}, items: found.map((a) => ({ id: a.id, update: { "flags.fray.diagnosed": true } })) };
}

export const diagnoseAction: SheetAction<SixSecondsDiagnosisRequest> = {
  prepare: async ({ name, stats, derived, statuses, items, firstTarget, localize }) => {
    const afflictions = items.flatMap((i) => {
      const dc = i.type === "poison" && afflictionOf(i) ? diagnosisDc(i.system as Record<string, unknown>) : null;
      return dc === null ? [] : [{ id: i.id, name: i.name, dc }];
    });
    if (afflictions.length === 0) throw new RangeError(localize(`${K}.NothingToDiagnose`));
    const target = firstTarget();
    const healer = target ? { name: target.name, system: target.system, derived: target.derived, statuses: target.statuses } : { name, system: stats, derived, statuses };
    const index = healer.system.sixSeconds.skills.findIndex((k) => k.name.trim().toLowerCase() === "medicine");
    if (index < 0) throw new RangeError(`${localize(`${K}.NoMedicine`)} ${healer.name}`);
    const check = sixSecondsSkillCheck(healer.system, healer.derived, index, 0, [], healer.statuses);
    return { name, healer: healer.name, modifiers: check.modifiers, afflictions };
  },
  dice: (): DiceGroup[] => [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsDiagnosis,
};

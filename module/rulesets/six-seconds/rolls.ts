/**
 * six-seconds roll requests: the skill check (d6 + bonus against a target) and the weapon attack (attack.ts).
 * Foundry-free, so tests run them with a worked example's dice.
 */
import { resolveCheck } from "../../engine/dice/check";
import { total, type Modifier } from "../../engine/modifiers";
import { checkDistribution } from "../../engine/odds/check";
import type { CardData, DiceGroup } from "../../dice/card";
import { modifierRow } from "../../dice/card-modifiers";
import { signed, splitFaces } from "../../dice/faces";
import type { RollHandlers } from "../adapter";
import { resolveSixSecondsAttack, sixSecondsAttackDice, type SixSecondsAttackRequest } from "./attack";
import { areaEffectDice, isAreaEffect, resolveAreaEffectAttack } from "./area-effect";
import type { SixSecondsComboTarget } from "./combo-defence";
import { comboTargetDice, resolveComboTarget } from "./combo-target";

export interface SixSecondsCheckRequest {
  kind: "six-seconds.check";
  label: string;
  /** Lang key of the card title when the label is not a name (a Will check). */
  labelKey?: string;
  /** Base bonus (skill rank + ability) with its reason, then situational modifiers. */
  modifiers: Modifier[];
  target: number;
}

/** A combo's card on one target is worked out again from its Attacks on the GM's client (combo-target.ts). */
export type SixSecondsRollRequest = SixSecondsCheckRequest | SixSecondsAttackRequest | SixSecondsComboTarget;

export function sixSecondsCheckDice(_req: SixSecondsCheckRequest): DiceGroup[] {
  return [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }];
}

export function resolveSixSecondsCheck(req: SixSecondsCheckRequest, faces: readonly number[]): CardData {
  const rolled = splitFaces(sixSecondsCheckDice(req), faces);
  const bonus = total(req.modifiers);
  const r = resolveCheck(rolled[0]![0]!, bonus, req.target);
  return {
    ruleset: "six-seconds",
    title: req.label,
    ...(req.labelKey ? { titleKey: req.labelKey } : {}),
    kind: "FRAY.Roll.Kind.Check",
    dice: [{ value: r.roll, mark: "plain" }],
    modifiers: req.modifiers.map((m) => modifierRow(m)),
    total: r.total,
    target: r.target,
    outcome: { key: r.success ? "FRAY.Roll.Success" : "FRAY.Roll.Failure", data: { margin: r.margin }, success: r.success },
    odds: checkDistribution(bonus, req.target).success,
    details: [{ label: "FRAY.Roll.Margin", value: signed(r.margin) }],
  };
}

export const SIX_SECONDS_ROLLS: RollHandlers<SixSecondsRollRequest> = {
  "six-seconds.check": { dice: sixSecondsCheckDice, resolve: resolveSixSecondsCheck },
  // A non-damage area effect rolls only against its square (area-effect.ts).
  "six-seconds.attack": {
    dice: (req) => (isAreaEffect(req) ? areaEffectDice(req) : sixSecondsAttackDice(req)),
    resolve: (req, faces) => (isAreaEffect(req) ? resolveAreaEffectAttack(req, faces) : resolveSixSecondsAttack(req, faces)),
  },
  "six-seconds.combo": { dice: comboTargetDice, resolve: resolveComboTarget },
};

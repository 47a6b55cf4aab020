/**
 * factions roll requests: the roll-under d20 save, a damage roll, and the weapon attack (attack.ts).
 * Foundry-free, so tests run them with a worked example's dice.
 */
import { queuedDice } from "../../engine/dice/source";
import { factionsSave, factionsSaveOdds, type Ability } from "../../engine/rulesets/factions/saves";
import type { CardData, DiceGroup } from "../../dice/card";
import { splitFaces } from "../../dice/faces";
import type { RollHandlers } from "../adapter";
import { factionsNonLethalDice, resolveFactionsNonLethal, type FactionsNonLethalRequest } from "./nonlethal-request";
import { factionsAttackDice, factionsAttackWriteBack, resolveFactionsAttack, type FactionsAttackRequest } from "./attack";
import { CONCEALED } from "./status-ids";

export interface FactionsSaveRequest {
  kind: "factions.save";
  label: string;
  /** Lang key of the card title (the ability's short name). */
  labelKey?: string;
  ability: Ability;
  score: number;
}
export interface FactionsDamageRequest {
  kind: "factions.damage";
  label: string;
  count: number;
  sides: number;
}

export type FactionsRollRequest = FactionsSaveRequest | FactionsDamageRequest | FactionsAttackRequest | FactionsNonLethalRequest;

export function factionsSaveDice(_req: FactionsSaveRequest): DiceGroup[] {
  return [{ count: 1, sides: 20, purpose: "FRAY.Roll.Die" }];
}

export function resolveFactionsSave(req: FactionsSaveRequest, faces: readonly number[]): CardData {
  const rolled = splitFaces(factionsSaveDice(req), faces);
  const r = factionsSave(queuedDice(rolled[0]!), req.ability, req.score);
  return {
    ruleset: "factions",
    title: req.label,
    ...(req.labelKey ? { titleKey: req.labelKey } : {}),
    kind: "FRAY.Roll.Kind.Save",
    dice: [{ value: r.roll, mark: r.success ? "success" : "failure" }],
    modifiers: [],
    total: r.roll,
    target: r.score,
    outcome: { key: r.success ? "FRAY.Roll.Pass" : "FRAY.Roll.Fail", data: {}, success: r.success },
    odds: factionsSaveOdds(req.score),
    details: [],
  };
}

export function factionsDamageDice(req: FactionsDamageRequest): DiceGroup[] {
  return [{ count: req.count, sides: req.sides, purpose: "FRAY.Roll.Damage" }];
}

export function resolveFactionsDamage(req: FactionsDamageRequest, faces: readonly number[]): CardData {
  const rolled = splitFaces(factionsDamageDice(req), faces);
  const faces2 = rolled[0]!;
  const sum = faces2.reduce((a, b) => a + b, 0);
  return {
    ruleset: "factions",
    title: req.label,
    kind: "FRAY.Roll.Kind.Damage",
    dice: faces2.map((v) => ({ value: v, mark: "plain" })),
    modifiers: [],
    total: sum,
    target: null,
    outcome: { key: "FRAY.Roll.DamageDealt", data: { amount: sum }, success: null },
    odds: null,
    details: [],
  };
}

export const FACTIONS_ROLLS: RollHandlers<FactionsRollRequest> = {
  "factions.save": { dice: factionsSaveDice, resolve: resolveFactionsSave },
  "factions.damage": { dice: factionsDamageDice, resolve: resolveFactionsDamage },
  // Attacking reveals a Concealed attacker ("Actions which might reveal a character include: attacking").
  "factions.nonlethal": { dice: factionsNonLethalDice, resolve: resolveFactionsNonLethal, writeBack: (req) => (req.concealed ? { update: {}, statuses: { off: [CONCEALED] } } : { update: {} }) },
  "factions.attack": { dice: factionsAttackDice, resolve: resolveFactionsAttack, writeBack: factionsAttackWriteBack },
};

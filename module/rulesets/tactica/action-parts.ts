/** Small pieces the tactica sheet actions share: the characteristic level field, its pool, and the card shape. */
import { characteristicDice, type CharacteristicRoll } from "../../engine/rulesets/tactica/characteristic-roll";
import type { CardData, CardDie } from "../../dice/card";
import type { ActionField } from "../action-fields";

/** The actor has no characteristic levels: the dialog asks the level rolled (4 + level dice). */
export const LEVEL_FIELD: ActionField = { kind: "number", name: "level", label: "FRAY.Action.Tactica.Level", value: 0, min: -4, max: 9 };

export function pool(level: number, penalty = 0): number {
  return Math.max(0, characteristicDice(level) + penalty);
}

export function dieMarks(roll: CharacteristicRoll): CardDie[] {
  return roll.dice.map((v) => ({ value: v, mark: v >= 5 ? "success" : "failure" }));
}

export function card(name: string, kind: string, outcome: CardData["outcome"], extra: Partial<CardData> = {}): CardData {
  return { ruleset: "tactica", title: name, kind, dice: [], modifiers: [], total: null, target: null, outcome, odds: null, details: [], ...extra };
}

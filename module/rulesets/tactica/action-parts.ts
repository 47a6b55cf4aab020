/** Small pieces the tactica sheet actions share: the characteristic level field, its pool, and the card shape. */
import { characteristicDice, type CharacteristicRoll } from "../../engine/rulesets/tactica/characteristic-roll";
import { readFace, STANDARD_THRESHOLD } from "../../engine/rulesets/tactica/superiority";
import type { CardData, CardDie } from "../../dice/card";
import type { ActionField } from "../action-fields";

/** The actor has no characteristic levels: the dialog asks the level rolled (4 + level dice). */
export const LEVEL_FIELD: ActionField = { kind: "number", name: "level", label: "FRAY.Action.Tactica.Level", value: 0, min: -4, max: 9 };

export function pool(level: number, penalty = 0): number {
  return Math.max(0, characteristicDice(level) + penalty);
}

/** A characteristic roll's dice marked as the engine reads them (5–6 succeed; a 1 there is a plain failure). */
export function dieMarks(roll: Pick<CharacteristicRoll, "dice">): CardDie[] {
  return faceMarks(roll.dice);
}

/** Faces marked at the engine's threshold (the standard 5–6 unless an SL shifts it); `ones`: mark a 1 as a 1. */
export function faceMarks(faces: readonly number[], { threshold = STANDARD_THRESHOLD, ones = false }: { threshold?: number; ones?: boolean } = {}): CardDie[] {
  return faces.map((v) => {
    const read = readFace(v, threshold);
    return { value: v, mark: read === "one" && !ones ? "failure" : read };
  });
}

export function card(name: string, kind: string, outcome: CardData["outcome"], extra: Partial<CardData> = {}): CardData {
  return { ruleset: "tactica", title: name, kind, dice: [], modifiers: [], total: null, target: null, outcome, odds: null, details: [], ...extra };
}

/**
 * Infection after surgery (Example Poisons and Diseases): "A character has a 10% chance to get infected after an
 * unsterilized surgery." From the patient's sheet: a d10 (the engine's surgeryInfection: a 10 infects); an infection
 * starts the affliction on the patient's Infection item, whose checks then run as any disease's (*Poison or disease
 * check*). The item comes from the compendium: without it the roll is refused, saying so. Whether a surgery was
 * unsterilised, and infection from unsanitary conditions ("if the GM rules it"), are the GM's.
 */
import type { CardData, DiceGroup } from "../../dice/card";
import { queuedDice } from "../../engine/dice/source";
import { startAffliction, surgeryInfection } from "../../engine/rulesets/six-seconds/poison";
import type { ActionOutcome, SheetAction } from "../adapter";
import { afflictionOf } from "./poison-actions";

const K = "FRAY.Action.SixSeconds.Infection";

export interface SixSecondsSurgeryInfectionRequest {
  name: string;
  /** The patient's Infection item, and whether its affliction already runs (a new one does not start over it). */
  itemId: string;
  running: boolean;
}

export function resolveSixSecondsSurgeryInfection(req: SixSecondsSurgeryInfectionRequest, faces: readonly number[]): ActionOutcome {
  const r = surgeryInfection(queuedDice(faces));
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: `${K}.Kind`,
    dice: [{ value: r.roll, mark: r.infected ? "failure" : "success" }],
    modifiers: [],
    total: r.roll,
    target: null,
    outcome: { key: `${K}.${r.infected ? "Infected" : "Clean"}`, data: {}, success: !r.infected },
    // Nine faces in ten keep the patient clean.
    odds: 0.9,
    details: [],
  };
  if (!r.infected || req.running) return { card, update: {} };
  return { card, update: {}, items: [{ id: req.itemId, update: { "flags.fray.affliction": startAffliction(1) } }] };
}

export const surgeryInfectionAction: SheetAction<SixSecondsSurgeryInfectionRequest> = {
  prepare: async ({ name, items, localize }) => {
    const item = items.find((i) => i.type === "poison" && i.name.trim().toLowerCase() === "infection");
    if (!item) throw new RangeError(localize(`${K}.AddInfection`));
    return { name, itemId: item.id, running: afflictionOf(item) !== null };
  },
  dice: (): DiceGroup[] => [{ count: 1, sides: 10, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsSurgeryInfection,
};

/**
 * The start of an action for a Panicked or Crushed creature. "They may try to become un-Panicked by making a Spirit
 * roll at the start of every action after the initial one (or by using a 1 dice to trigger a new roll)"; Crushed is
 * the same with "at the start of every action after the initial one". The initial action after the condition set in
 * gets no roll. On a pass the condition goes and the action is free; on a fail a Panicked creature flees
 * (panicFlight) and a Crushed one does nothing at all.
 */
import type { DiceSource } from "../../dice/source";
import type { DiceModifier } from "../../modifiers";
import type { CharacteristicRoll } from "./characteristic-roll";
import type { TacticaCreature } from "./creature";
import { rollToRecoverMentalCondition } from "./states";
import { wholeAtLeast } from "./options";

export interface MentalConditionAction {
  /** null on the initial action (no roll allowed yet). */
  roll: CharacteristicRoll | null;
  recovered: boolean;
  /** What this action must be: flight (Panicked), nothing (Crushed), or free (recovered / no condition). */
  action: "flee" | "nothing" | "free";
  after: TacticaCreature;
}

/**
 * `actionsSinceCondition`: the creature's actions since it became Panicked or Crushed, this one excluded (0 = the
 * initial one). Spending a 1 from the action dice (`viaOneDie`) triggers a roll at any time, even before the first.
 */
export function startActionUnderCondition(
  source: DiceSource,
  c: TacticaCreature,
  spiritLevel: number,
  actionsSinceCondition: number,
  viaOneDie = false,
  modifiers: DiceModifier[] = [],
): MentalConditionAction {
  wholeAtLeast(actionsSinceCondition, 0, "actions since the condition");
  const condition = c.mentalCondition;
  if (condition === null) return { roll: null, recovered: false, action: "free", after: c };
  if (c.status !== "active") throw new RangeError(`${c.id} is ${c.status}: no actions`);
  if (condition === "crushed" && viaOneDie) throw new RangeError("a 1 can trigger a new roll against Panic only; Crushed rolls at the start of its actions");
  const compulsory = condition === "panicked" ? "flee" : "nothing";
  if (actionsSinceCondition === 0 && !viaOneDie) return { roll: null, recovered: false, action: compulsory, after: c };
  const r = rollToRecoverMentalCondition(source, c, spiritLevel, modifiers);
  const recovered = r.after.mentalCondition === null;
  return { roll: r.roll, recovered, action: recovered ? "free" : compulsory, after: r.after };
}

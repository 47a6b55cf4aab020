/**
 * A Panicked or Crushed creature's action from the sheet (startActionUnderCondition): the initial action after the
 * condition set in gets no roll; every later one starts with a SPIRIT roll (4 + level dice; a Panicked creature may
 * also spend a 1 to roll at any time). A pass removes the condition and the action is free; otherwise a Panicked
 * creature must flee as far as it can from the greatest danger (a plain Move, opportunity attacks and all), and a
 * Crushed one does nothing at all. The marker comes off the token on a pass.
 */
import { queuedDice } from "../../engine/dice/source";
import { poolAtLeast } from "../../engine/odds/pool";
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { startActionUnderCondition } from "../../engine/rulesets/tactica/mental-condition-action";
import type { DiceGroup } from "../../dice/card";
import { choiceField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card, dieMarks, pool } from "./action-parts";
import { tacticaCreatureOf } from "./damage";
import type { DiceModifier } from "../../engine/modifiers";
import { rolledWith, rollerDice, rollerTotal } from "./roll-modifiers";

export const WHEN = ["initial", "later", "one-die"] as const;
/** A Panicked creature's new Spirit roll paid with a 1 (tracker-view.ts costOf: a `useOne` step). */
export const CONDITION_ONE_DIE = "panicRollWithOne";
export type ConditionActionWhen = (typeof WHEN)[number];

export interface TacticaConditionRequest {
  name: string;
  creature: TacticaCreature;
  spirit: number;
  when: ConditionActionWhen;
  /** The roller's own dice on the SPIRIT roll: its injuries and a waiting effort die (roll-modifiers.ts rollerDice). */
  roller?: DiceModifier[];
}

export function tacticaConditionDice(req: TacticaConditionRequest): DiceGroup[] {
  return req.when === "initial" ? [] : [{ count: pool(req.spirit, rollerTotal(req.roller)), sides: 6, purpose: "FRAY.Roll.Pool" }];
}

export function resolveTacticaCondition(req: TacticaConditionRequest, faces: readonly number[]): ActionOutcome {
  const condition = req.creature.mentalCondition;
  const r = startActionUnderCondition(queuedDice(faces), req.creature, req.spirit, req.when === "initial" ? 0 : 1, req.when === "one-die", req.roller ?? []);
  const kind = `FRAY.Status.tactica.${condition ?? "panicked"}`;
  const outcome = { key: `FRAY.Action.Tactica.Condition.${r.action}`, data: {}, success: r.roll ? r.recovered : null };
  const extra = r.roll ? { dice: dieMarks(r.roll), total: r.roll.successes, target: 1, odds: poolAtLeast(r.roll.pool, 1) } : {};
  return rolledWith({ card: card(req.name, kind, outcome, extra), update: {}, statuses: r.recovered && condition ? { off: [`tactica.${condition}`] } : {} }, r.roll ? req.roller : []);
}

export const mentalConditionAction: SheetAction<TacticaConditionRequest> = {
  prepare: async ({ name, stats, derived, statuses, askFields }) => {
    const creature = tacticaCreatureOf(stats, derived, statuses);
    if (creature.mentalCondition === null) throw new RangeError(`${name} is neither Panicked nor Crushed`);
    const options = creature.mentalCondition === "panicked" ? WHEN : WHEN.filter((w) => w !== "one-die");
    const fields = await askFields({
      title: "FRAY.Action.Tactica.Condition.Title",
      fields: [
        { kind: "select", name: "when", label: "FRAY.Action.Tactica.Condition.When", value: "later", options: options.map((w) => ({ value: w, label: `FRAY.Action.Tactica.Condition.When${w}` })) },
      ],
    });
    if (!fields) return null;
    // "A Spirit roll": the sheet's SPIRIT level.
    return { name, creature, spirit: stats.tactica.spirit, when: choiceField(fields, "when", options), roller: rollerDice(stats, derived) };
  },
  // "or by using a 1 dice to trigger a new roll": that roll is paid with a 1 in the tracker (tracker-view.ts costOf).
  cost: (req) => (req.when === "one-die" ? { name: CONDITION_ONE_DIE, seconds: 0 } : null),
  dice: tacticaConditionDice,
  resolve: resolveTacticaCondition,
};

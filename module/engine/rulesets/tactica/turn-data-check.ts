/** The shape tactica's turn data must have when read back from storage, and the ids it refers to. */
import type { SchedulerState } from "../../turns/types";
import { anyOf, bool, firstProblem, id, idsIn, int, list, literal, nullable, object, record, sameIds, text } from "../../turns/shape";
import { MAX_COMBATANTS, MAX_TEXT } from "../../turns/limits";
import { MAX_ENTITLED_DICE, MAX_HELD_DICE, MAX_MODIFIERS, MAX_ONES_ON_ROLLS } from "./turn-limits";

const face = int(1, 6);
const held = int(0, MAX_HELD_DICE);

const fighter = object(
  {
    side: literal("player", "npc"),
    base: int(0, MAX_ENTITLED_DICE),
    max: int(1, MAX_ENTITLED_DICE),
    fixed: nullable(list(face, MAX_ENTITLED_DICE)),
    modifiers: list(object({ dice: int(-MAX_ENTITLED_DICE, MAX_ENTITLED_DICE), reason: text(MAX_TEXT) }), MAX_MODIFIERS),
    dice: list(face, MAX_HELD_DICE),
    rolledThisRound: held,
    spentThisRound: held,
    holding: bool,
    lastOption: bool,
    carry: bool,
    pool: nullable(object({ action: text(MAX_TEXT), dice: int(0, 10_000) })),
  },
  { burnEachRoll: int(0, MAX_HELD_DICE), burntFrom: list(object({ at: int(0, MAX_HELD_DICE - 1), was: face }), MAX_HELD_DICE), condition: literal("out", "crushed", "state"), activated: int(0, MAX_HELD_DICE) },
);

const data = object(
  {
    fighters: record(fighter, MAX_COMBATANTS),
    refreshBy: nullable(anyOf(literal(""), id)),
    refreshDue: nullable(id),
    onesOnRolls: list(text(MAX_TEXT), MAX_ONES_ON_ROLLS),
    refreshOnShortfall: bool,
  },
  // Absent in states saved before surprise existed.
  { surprised: list(id, MAX_COMBATANTS) },
);

/** The first thing wrong with `state.data` for the tactica policy, or null. `path` names it in the message. */
export function tacticaDataProblem(state: SchedulerState<unknown>, path: string): string | null {
  const shape = data(state.data, path);
  if (shape) return shape;
  const d = state.data as { fighters: Record<string, unknown>; refreshDue: string | null; surprised?: string[] };
  const ids = new Set(state.combatants.map((c) => c.id));
  return firstProblem(
    () => sameIds(Object.keys(d.fighters), ids, `${path}.fighters`),
    () => (d.refreshDue === null || ids.has(d.refreshDue) ? null : `${path}.refreshDue is "${d.refreshDue}", who is not a combatant in the fight`),
    () => idsIn(d.surprised ?? [], ids, `${path}.surprised`),
  );
}

/**
 * Removing States. Before acting, a creature must try to remove one State: spend a die and do nothing (the State goes),
 * or roll the matching characteristic and, on a pass, still use the action (a fail loses the action's cost). A 1-die
 * may buy one such roll as a free action between actions.
 * Panicked / Crushed creatures roll Spirit (soul) at the start of each action after the first.
 */
import type { DiceSource } from "../../dice/source";
import type { DiceModifier } from "../../modifiers";
import type { CharacteristicRoll } from "./characteristic-roll";
import { rollCharacteristic } from "./characteristic-roll";
import type { StateKey, TacticaCreature } from "./creature";

/** Stun → Body, Shock → Mind, Doubt → Soul. */
export const STATE_CHARACTERISTIC = { stun: "body", shock: "mind", doubt: "soul" } as const;

function requireState(c: TacticaCreature, state: StateKey): void {
  if (!c.states.includes(state)) throw new RangeError(`${c.id} is not in the ${state} state`);
}

/** Spend the action: the State is removed and nothing else happens. */
export function spendToRemoveState(c: TacticaCreature, state: StateKey): TacticaCreature {
  requireState(c, state);
  return { ...c, states: c.states.filter((s) => s !== state) };
}

export interface StateRemovalRoll {
  roll: CharacteristicRoll;
  removed: boolean;
  /** With a full action die: on a pass the action goes ahead; on a fail the action and its cost are lost. */
  actionProceeds: boolean;
  via: "action" | "one-die";
  after: TacticaCreature;
}

export function rollToRemoveState(
  source: DiceSource,
  c: TacticaCreature,
  state: StateKey,
  level: number,
  via: "action" | "one-die" = "action",
  modifiers: DiceModifier[] = [],
): StateRemovalRoll {
  requireState(c, state);
  const roll = rollCharacteristic(source, STATE_CHARACTERISTIC[state], level, modifiers);
  const after = roll.passed ? { ...c, states: c.states.filter((s) => s !== state) } : c;
  return { roll, removed: roll.passed, actionProceeds: via === "action" && roll.passed, via, after };
}

/** A creature in a State may do nothing else until it is removed (and cannot start pools). */
export function mustRemoveStateFirst(c: TacticaCreature): boolean {
  return c.states.length > 0;
}

/** Spirit roll to shake off Panicked or Crushed. */
export function rollToRecoverMentalCondition(source: DiceSource, c: TacticaCreature, spiritLevel: number, modifiers: DiceModifier[] = []): { roll: CharacteristicRoll; after: TacticaCreature } {
  if (c.mentalCondition === null) throw new RangeError(`${c.id} is neither Panicked nor Crushed`);
  const roll = rollCharacteristic(source, "soul", spiritLevel, modifiers);
  return { roll, after: roll.passed ? { ...c, mentalCondition: null } : c };
}

/** Panicked creatures must flee as far as they can from the greatest danger, ignoring opportunity attacks and allies. */
export function compulsoryFlight(c: TacticaCreature): boolean {
  return c.status === "active" && c.mentalCondition === "panicked";
}

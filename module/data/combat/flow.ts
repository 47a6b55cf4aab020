/**
 * The pure part of Fray's Combat: the commands that start a fight, map Foundry's next / previous turn onto the
 * ruleset's policy, find the dice a command needs (so the Foundry layer rolls exactly those with a Roll), and turn
 * scheduler events into chat summaries. No Foundry here: plain data in, plain data out.
 */
import { createScheduler, dispatch, dispatchAll, undo, type DispatchResult, type Scheduler, type TurnCommand, type TurnEvent } from "../../engine/turns";
import type { DiceSource } from "../../engine/dice/source";
import type { RulesetId } from "../../schema/choices";
import type { Entrant } from "./entrants";
import { turnPolicyFor } from "./policies";
import { adapterFor } from "../../rulesets/registry";

/** A fresh scheduler with every entrant added, then started (rolls initiative where the ruleset does). */
export function startCommands(entrants: readonly Entrant[], startArgs: Record<string, unknown> = {}): TurnCommand[] {
  return [...entrants.map((combatant) => ({ type: "addCombatant", combatant })), { ...startArgs, type: "start" }];
}

/**
 * The command that ends the active combatant's turn ("next turn" in the tracker): endTurn in six-seconds,
 * frozen-lands and factions; pass in tactica, where a turn is one action: the one up next holds, the round closes when
 * everyone left holds, and in the refresh they keep a die, so pressing it again and again reaches the next round.
 */
export function nextTurnCommand(ruleset: RulesetId, state: Scheduler<unknown>["state"]): TurnCommand {
  if (state.phase !== "running") throw new RangeError("next turn: the combat has not started");
  const turns = adapterFor(ruleset).combat;
  // Without a standing turn between actions (tactica), the combatant up next on the countdown is the one to pass.
  const active = state.active ?? (!turns.standingTurn ? (turnPolicyFor(ruleset).lineup(state).find((s) => s.status === "next")?.id ?? null) : null);
  if (active === null) {
    const between = turns.betweenTurns?.(state) ?? null;
    if (between) return between;
    throw new RangeError(turns.nobodyActing);
  }
  return { type: turns.passCommand, combatant: active };
}

/** Thrown by the probing source when the command wants one more die than is known. */
class NeedDie extends Error {
  constructor(readonly sides: number) {
    super(`needs a d${sides}`);
  }
}

function probeSource(known: readonly number[]): DiceSource {
  let next = 0;
  return {
    roll(sides: number) {
      if (next < known.length) {
        const v = known[next++]!;
        if (!Number.isInteger(v) || v < 1 || v > sides) throw new RangeError(`die ${next} is ${v}, which a d${sides} cannot roll`);
        return v;
      }
      throw new NeedDie(sides);
    },
  };
}

/**
 * Run `command` with the `known` dice; the result, or the sides of the next die it needs. The Foundry layer rolls
 * that die and asks again, so a command that rolls more on a tie gets exactly the dice it asks for. Each ask runs the
 * command again, so k dice cost k runs: dispatchRolling does it in one when dice can be rolled synchronously.
 */
export function tryDispatch(ruleset: RulesetId, scheduler: Scheduler<unknown>, command: TurnCommand, known: readonly number[]): { done: DispatchResult<unknown> } | { needs: number } {
  try {
    return { done: dispatch(turnPolicyFor(ruleset), scheduler, command, probeSource(known)) };
  } catch (err) {
    if (err instanceof NeedDie) return { needs: err.sides };
    throw err;
  }
}

/** A die the command rolled: its sides and the face it showed. */
export interface RolledDie {
  sides: number;
  value: number;
}

/**
 * Run `command` once, rolling each die it asks for with `roll(sides)` as it goes (a Foundry Roll evaluated
 * synchronously, for instance): the result and the dice rolled, in order, for the chat card and Dice So Nice. One pass
 * whatever the number of dice, where asking tryDispatch die by die runs the command again for every die.
 */
export function dispatchRolling(ruleset: RulesetId, scheduler: Scheduler<unknown>, command: TurnCommand, roll: (sides: number) => number): { done: DispatchResult<unknown>; dice: RolledDie[] } {
  const dice: RolledDie[] = [];
  const source: DiceSource = {
    roll(sides: number) {
      const value = roll(sides);
      if (!Number.isInteger(value) || value < 1 || value > sides) throw new RangeError(`die ${dice.length + 1} is ${value}, which a d${sides} cannot roll`);
      dice.push({ sides, value });
      return value;
    },
  };
  return { done: dispatch(turnPolicyFor(ruleset), scheduler, command, source), dice };
}

/** Run several commands in order with a dice source (for the start of a fight and for tests). */
export function runCommands(ruleset: RulesetId, scheduler: Scheduler<unknown>, commands: readonly TurnCommand[], dice?: DiceSource): DispatchResult<unknown> {
  return dispatchAll(turnPolicyFor(ruleset), scheduler, commands, dice);
}

/** "Previous turn": take back the last step of the ledger. */
export function previousTurn(scheduler: Scheduler<unknown>): DispatchResult<unknown> {
  return undo(scheduler);
}

/** A new scheduler; factions needs `{factions: [names…]}` (at least two), the others no options. */
export function freshScheduler(ruleset: RulesetId, options?: unknown): Scheduler<unknown> {
  return createScheduler(turnPolicyFor(ruleset), options);
}

/** Foundry's `turn` index in its ordered combatant list: the scheduler's active combatant, or null between turns. */
export function turnIndexOf(state: Scheduler<unknown>["state"], orderedIds: readonly string[]): number | null {
  if (state.active === null) return null;
  const i = orderedIds.indexOf(state.active);
  return i < 0 ? null : i;
}

/** Events worth a chat line, as an i18n key and its data (names looked up from the scheduler's combatants). */
export function eventSummary(event: TurnEvent, names: Readonly<Record<string, string>>): { key: string; data: Record<string, string> } | null {
  const who = event.combatant === undefined ? "" : (names[event.combatant] ?? event.combatant);
  switch (event.type) {
    case "roundStart":
      return { key: "FRAY.Combat.Event.roundStart", data: { round: String(event.round) } };
    case "turnStart":
      return { key: "FRAY.Combat.Event.turnStart", data: { round: String(event.round), name: who } };
    case "undone":
      return { key: "FRAY.Combat.Event.undone", data: { round: String(event.round) } };
    default:
      return null;
  }
}

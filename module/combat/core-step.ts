/**
 * Which of core's combat hooks a Fray step stands for, and how far it moves world time (foundry-traps.md #10).
 * Core's startCombat fires `combatStart` before its update; nextTurn/nextRound fire `combatTurn`/`combatRound`
 * before theirs with `{direction, worldTime: {delta}}` (foundryvtt/foundryvtt#12018, #10924). Fray replaces those
 * methods with its own steps, so each saved step says here which it is. No time passes from round 0 to round 1
 * (#12015); going back a round goes back in time (#12016).
 */
import type { CorePointer } from "./pointer";

export type CoreHook = "combatStart" | "combatRound" | "combatTurn";

export interface CoreStep {
  hook: CoreHook | null;
  direction: 1 | -1;
  delta: number;
}

/** Seconds a round and a turn last in world time (the ruleset's, else core's CONFIG.time). */
export interface StepTimes {
  roundSeconds: number;
  turnSeconds: number;
}

/**
 * `undone`: the step was an undo (its direction is -1). A turn that ends with nobody acting yet (turn null) is no
 * core turn change: core's combatTurn always names the combatant whose turn begins.
 */
export function coreStep(before: CorePointer & { started: boolean }, after: CorePointer & { started: boolean }, times: StepTimes, undone = false): CoreStep {
  const direction = undone ? -1 : 1;
  if (!before.started && after.started) return { hook: "combatStart", direction: 1, delta: 0 };
  const rounds = after.round - before.round;
  const fromStart = before.round === 0 || after.round === 0;
  const turns = rounds === 0 && after.turn !== null && before.turn !== null ? after.turn - before.turn : 0;
  const delta = fromStart ? 0 : rounds * times.roundSeconds + turns * times.turnSeconds;
  if (rounds !== 0) return { hook: "combatRound", direction, delta };
  if (after.turn !== before.turn && after.turn !== null) return { hook: "combatTurn", direction, delta };
  return { hook: null, direction, delta: 0 };
}

/** Fray's turn scheduler: one core, pluggable per-ruleset policies. See docs/engine/turns.md. */
export type * from "./types";
export type { CoreTurnEvent, EventOf } from "./events";
export type { PolicyContext, TurnPolicy, CommandHandler } from "./policy";
export { createScheduler, dispatch, dispatchAll, undo, undoTo, activeSteps } from "./scheduler";
export type { DispatchResult } from "./scheduler";
export { diff, invert, applyPatch, deepEqual } from "./patch";
export { readInt, readString, readBoolean } from "./args";
export { storedSchedulerProblem } from "./validate";
export { MAX_COMBATANTS, MAX_LEDGER_ENTRIES, MAX_ROUNDS, MAX_TEXT } from "./limits";

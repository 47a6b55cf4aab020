/**
 * One step of a Fray Combat, decided without Foundry: who may send it (the GM anything; a player only commands for
 * combatants they own, and never an undo), whether it was already done (a replayed request id does nothing twice),
 * and the scheduler after it, with the dice it asked for rolled one at a time by the caller (a Foundry Roll each).
 */
import { freshScheduler, previousTurn, tryDispatch } from "../data/combat/flow";
import type { Scheduler, TurnCommand, TurnEvent } from "../engine/turns";
import type { RulesetId } from "../schema/choices";
import type { Label, TrackerView } from "../applications/combat/tracker-view";
import { unstorableIn, unstorableKeyProblem } from "./stored-diff";
// A saved step's writes to its combatants' actors, written by the combat document after it saves the step.

/** What a Combat stores: the scheduler and the ids of the requests it has carried out (latest last). */
export interface CombatStore {
  scheduler: Scheduler<unknown>;
  requests: string[];
}

/** How many request ids a Combat remembers: enough for any replay in flight, small enough to send on every update. */
export const REMEMBERED_REQUESTS = 32;
/**
 * A command that asks for more dice than `maxDiceFor` allows is a runaway (a tie re-rolled forever), not play. The
 * bound grows with the roster: a start rolls initiative for everyone, and a tactica step that closes a round rolls
 * every fighter's Action Dice (up to 18 each: entitled and surprise dice), ties re-rolled on top.
 */
export const MAX_DICE_PER_STEP = 200;
/** Dice each combatant in the fight adds to a step's bound. */
export const DICE_PER_COMBATANT = 40;

/** The most dice one step may ask for in a fight of `combatants`. */
export function maxDiceFor(combatants: number): number {
  return MAX_DICE_PER_STEP + DICE_PER_COMBATANT * combatants;
}

export const REQUEST_ID = /^[A-Za-z0-9]{16}$/;

export interface StepRequest {
  requestId: string;
  command: TurnCommand | null;
  undo: boolean;
}

export interface Requester {
  isGM: boolean;
  /** Whether the requesting user owns this combatant's actor. */
  owns(combatantId: string): boolean;
}

export type DieRoller = (sides: number) => Promise<number>;

export type StepOutcome =
  | { status: "done"; store: CombatStore; events: TurnEvent[]; dice: { sides: number; value: number }[] }
  | { status: "replayed" }
  | { status: "refused"; reason: Label };

export function emptyStore(ruleset: RulesetId, options?: unknown): CombatStore {
  return { scheduler: freshScheduler(ruleset, options), requests: [] };
}

/** Why `who` may not send `req` now, or null when they may. */
export function refusal(view: TrackerView, store: CombatStore, req: StepRequest, who: Requester): Label | null {
  if (who.isGM) return null;
  if (req.undo || req.command === null) return { key: "FRAY.Tracker.Refused.GmOnly" };
  const subjects = view.subjects(store.scheduler.state, req.command);
  if (subjects.length === 0) return { key: "FRAY.Tracker.Refused.GmOnly" };
  if (!subjects.some((id) => who.owns(id))) return { key: "FRAY.Tracker.Refused.NotOwner" };
  return null;
}

export function remember(requests: readonly string[], requestId: string): string[] {
  return [...requests, requestId].slice(-REMEMBERED_REQUESTS);
}

/** Run one request against the stored combat; nothing changes unless the outcome is "done". */
export async function runStep(ruleset: RulesetId, view: TrackerView, store: CombatStore, req: StepRequest, who: Requester, roll: DieRoller): Promise<StepOutcome> {
  if (!REQUEST_ID.test(req.requestId)) return { status: "refused", reason: { key: "FRAY.Tracker.Refused.BadRequest" } };
  if (store.requests.includes(req.requestId)) return { status: "replayed" };
  const why = refusal(view, store, req, who);
  if (why) return { status: "refused", reason: why };
  try {
    if (req.undo) {
      const r = previousTurn(store.scheduler);
      return { status: "done", store: { scheduler: r.scheduler, requests: remember(store.requests, req.requestId) }, events: r.events, dice: [] };
    }
    const dice: { sides: number; value: number }[] = [];
    const most = maxDiceFor(store.scheduler.state.combatants.length);
    for (;;) {
      const r = tryDispatch(ruleset, store.scheduler, req.command!, dice.map((d) => d.value));
      if ("done" in r) {
        unstorableStep(r.done.scheduler);
        return { status: "done", store: { scheduler: r.done.scheduler, requests: remember(store.requests, req.requestId) }, events: r.done.events, dice };
      }
      if (dice.length >= most) throw new RangeError(`the command asked for more than ${most} dice`);
      dice.push({ sides: r.needs, value: await roll(r.needs) });
    }
  } catch (err) {
    if (err instanceof RangeError || err instanceof TypeError) return { status: "refused", reason: { key: "FRAY.Tracker.Refused.Rules", data: { reason: err.message } } };
    throw err;
  }
}

/**
 * A step whose new ledger entry names a key Foundry cannot store (a dot, an operator prefix: stored-diff.ts) is
 * refused before anything is written, with the key named (a RangeError).
 */
function unstorableStep(scheduler: Scheduler<unknown>): void {
  const entry = scheduler.ledger.at(-1);
  if (!entry) return;
  for (const op of entry.patch) {
    for (const key of op.path) {
      const bad = typeof key === "string" ? unstorableKeyProblem(key) : null;
      if (bad) throw new RangeError(`the fight cannot be stored: ${bad}`);
    }
    const bad = unstorableIn(op.after, "a value");
    if (bad) throw new RangeError(`the fight cannot be stored: ${bad}`);
  }
  if (entry.kind === "command") {
    const bad = unstorableIn(entry.command, "the command");
    if (bad) throw new RangeError(`the fight cannot be stored: ${bad}`);
  }
}

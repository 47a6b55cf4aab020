/**
 * A stagger of a set length started from a sheet: a head's failed called-shot check ("be Staggered for one round")
 * and a poison's "Staggered 1 round" write the Staggered status and the rounds still to start
 * (`system.sixSeconds.staggerRounds`); the GM's client hears the change (TrackerView.actorChanged) and, in a running
 * fight, sends the tracker's own stagger step with those rounds (each a d6 of stunned seconds) and marks the record
 * started (TrackerView.actorWrites); a turn that opens with no staggered round left lifts the status. Out of a fight
 * no rounds are kept: the record waits, and a fight's start clears what is left of it.
 */
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand, TurnEvent } from "../../engine/turns";
import type { WriteBack } from "../adapter";

export const STAGGER_ROUNDS_FIELD = "system.sixSeconds.staggerRounds";
const STATUS = "six-seconds.staggered";

/** The rounds a sheet's stagger writes: its record and the status. */
export function staggerWrite(rounds: number): Pick<WriteBack, "update" | "statuses"> {
  return { update: { [STAGGER_ROUNDS_FIELD]: rounds }, statuses: { on: [STATUS] } };
}

/** The tracker's stagger step for the rounds the actor's sheet left to start, or null. */
export function pendingStagger(state: SchedulerState<unknown>, id: string, actor: PlayerActor): TurnCommand | null {
  const rounds = actor.system.sixSeconds.staggerRounds;
  return state.phase === "running" && rounds > 0 ? { type: "stagger", combatant: id, rounds } : null;
}

/** The record's value once the tracker has begun its rounds: the status is the tracker's to lift when they are over. */
const STARTED = -1;

/**
 * The record marked started once its stagger began (a fight's start clears every record left); the status lifted
 * when a turn opens with no staggered round left, for a stagger the record started (a Staggered status put on by hand
 * or by an area effect is left alone).
 */
export function staggerWrites(events: readonly TurnEvent[], command: TurnCommand | null, actorOf: (combatantId: string) => PlayerActor | null, combatants: readonly string[] = []): { combatant: string; back: WriteBack }[] {
  const out: { combatant: string; back: WriteBack }[] = [];
  const record = (id: string) => actorOf(id)?.system.sixSeconds.staggerRounds ?? 0;
  if (command === null) for (const id of combatants) if (record(id) !== 0) out.push({ combatant: id, back: { update: { [STAGGER_ROUNDS_FIELD]: 0 } } });
  for (const e of events) {
    if (typeof e.combatant !== "string") continue;
    const id = e.combatant;
    if (e.type === "staggered" && record(id) > 0) out.push({ combatant: id, back: { update: { [STAGGER_ROUNDS_FIELD]: STARTED } } });
    // A turn that opens without a staggered round: the stagger is over.
    if (e.type === "turnStart" && record(id) === STARTED && !events.some((x) => x.type === "staggeredRound" && x.combatant === id)) {
      out.push({ combatant: id, back: { update: { [STAGGER_ROUNDS_FIELD]: 0 }, statuses: { off: [STATUS] } } });
    }
  }
  return out;
}

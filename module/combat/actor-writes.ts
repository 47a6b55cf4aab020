/**
 * GM side, after a combat step is saved: what its events write on the combatants' actors, as the world ruleset's
 * tracker view says (TrackerView.actorWrites; frozen-lands: the Stress, WP and Dazed of an out-of-turn attempt's
 * Awareness check; tactica: an action ending the creature's marks), through the same write-back as a roll's.
 */
import type { TurnCommand, TurnEvent } from "../engine/turns";
import type { PlayerActor, TrackerView } from "../applications/combat/tracker-view";
import { FrayActor } from "../documents/actor";
import { writeBack } from "../dice/write-back";

export const asPlayerActor = (actor: Actor.Implementation | null | undefined): PlayerActor | null =>
  actor instanceof FrayActor ? { system: actor.system.stats, statuses: [...actor.statuses], uuid: actor.uuid, derived: actor.system.derived } : null;

export async function writeStepToActors(view: TrackerView, events: readonly TurnEvent[], command: TurnCommand | null, actorOf: (id: string) => Actor.Implementation | null | undefined, combatants: readonly string[] = []): Promise<void> {
  if (!view.actorWrites) return;
  for (const { combatant, back } of view.actorWrites(events, command, (id) => asPlayerActor(actorOf(id)), combatants)) {
    const actor = actorOf(combatant);
    // The step is saved already: a write that fails is reported, and the fight goes on.
    if (actor) await writeBack(actor, back).catch((err: unknown) => console.error(`Fray | writing a combat step's outcome on ${actor.name}`, err));
  }
}

/**
 * What a tracker step just saved does to its combatants' actors (TrackerView.afterStep: tactica's action ends the
 * marks that last until the creature's next action), written through each actor's pipeline on the GM's client.
 */
import type { TrackerView } from "../applications/combat/tracker-view";
import type { TurnCommand } from "../engine/turns";

export async function writeAfterStep(view: TrackerView, command: TurnCommand, actorOf: (combatantId: string) => Actor.Implementation | null): Promise<void> {
  if (!view.afterStep) return;
  const writes = view.afterStep(command, (id) => {
    const actor = actorOf(id);
    return actor ? { system: actor.system.stats, statuses: [...actor.statuses] } : null;
  });
  for (const w of writes) {
    const actor = actorOf(w.combatant);
    if (!actor) continue;
    if (Object.keys(w.update).length > 0) await actor.update(w.update as never);
    for (const id of w.statusesOff ?? []) if (actor.statuses.has(id)) await actor.toggleStatusEffect(id, { active: false });
  }
}

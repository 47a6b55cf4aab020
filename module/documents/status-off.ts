/**
 * A status taken off an actor (the token HUD's toggle, or a write-back) may carry data of the world ruleset's with it
 * (e.g. who holds a grabbed character). The client that deleted the status's ActiveEffect asks the adapter's
 * statusOff and writes the answer on the actor, so no record outlives its status.
 */
import { FrayActor } from "./actor";
import { adapterFor } from "../rulesets/registry";
import { currentRuleset } from "../settings";

/** The writes started so far, one after another (tests, and a macro that waits for them). */
let queue: Promise<void> = Promise.resolve();

export function statusOffSettled(): Promise<void> {
  return queue;
}

async function statusesOff(effect: ActiveEffect.Implementation): Promise<void> {
  const actor = effect.parent;
  if (!(actor instanceof FrayActor)) return;
  const statusOff = adapterFor(currentRuleset()).statusOff;
  if (!statusOff) return;
  for (const id of effect.statuses) {
    // Another effect may still carry the status: then it is not off.
    if (actor.statuses.has(id)) continue;
    const update = statusOff(id, { system: actor.system.stats, statuses: [...actor.statuses], uuid: actor.uuid });
    if (update) await actor.update(update);
  }
}

/** init: hear the ActiveEffects this client deletes. */
export function registerStatusOff(): void {
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => {
    if (userId !== game.user?.id) return;
    queue = queue.then(() => statusesOff(effect)).catch((err: unknown) => console.error("Fray | a status taken off", err));
  });
}

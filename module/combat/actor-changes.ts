/**
 * A fight and its combatants' actors kept in step, both ways, on the active GM's client (ruleset-agnostic: the
 * world ruleset's tracker view says what follows, TrackerView.actorChanged and actorWrites):
 * - an actor changed mid-fight (its system data or a status): the view may answer with a step (frozen-lands:
 *   Exhaustion or Dazed changes the round's actions or reactions), sent like any GM step;
 * - a step's events write on the actors (frozen-lands: the Stress of a failed out-of-turn attempt): actor-writes.ts.
 */
import { FrayCombat } from "../documents/combat";
import { FrayActor } from "../documents/actor";
import { asPlayerActor } from "./actor-writes";

/** The actor's combatants in this combat (a world actor's, or an unlinked token's own actor's: the uuid tells them apart). */
function combatantsOf(combat: FrayCombat, actor: Actor.Implementation): Combatant.Implementation[] {
  return combat.combatants.contents.filter((c) => c.actor === actor || c.actor?.uuid === actor.uuid);
}

/** Steps one actor change may take in one fight. */
const MAX_STEPS = 4;

/** GM side: every running Fray fight this actor fights in hears of its change. */
export async function actorChanged(actor: Actor.Implementation): Promise<void> {
  if (!game.users.activeGM?.isSelf) return;
  const now = asPlayerActor(actor);
  if (!now) return;
  for (const combat of game.combats?.contents ?? []) {
    if (!(combat instanceof FrayCombat)) continue;
    const ask = combat.frayView.actorChanged;
    if (!ask) continue;
    for (const c of combatantsOf(combat, actor)) {
      // One change may call for several steps (the extra reactions and the mount set in one update): the view is
      // asked again after each step it takes, until the fight agrees (a few at most; a refused step stops it).
      for (let step = 0; step < MAX_STEPS; step++) {
        const state = combat.frayStore.scheduler.state;
        if (state.phase !== "running" || !state.combatants.some((x) => x.id === c.id)) break;
        // The actor as it is now: a step may have written on it (tactica: the lost dice it took off).
        const current = step === 0 ? now : asPlayerActor(actor);
        if (!current) break;
        const command = ask(state, c.id ?? "", current, (uuid) => combat.combatants.contents.find((x) => x.actor?.uuid === uuid)?.id ?? null, `${combat.id}:${combat.round}`);
        if (!command || !(await combat.frayCommand(command))) break;
      }
    }
  }
}

/** The changes heard so far, handled one after another (each reads the fight the previous one saved). */
let queue: Promise<void> = Promise.resolve();

/** Resolves once every change heard so far is handled (tests, and a macro that waits for the tracker). */
export function actorChangesSettled(): Promise<void> {
  return queue;
}

function heard(actor: Actor.Implementation): void {
  queue = queue.then(() => actorChanged(actor)).catch((err: unknown) => console.error("Fray | a combatant's actor change", err));
}

/** init: a combatant's actor updated, or a status (an ActiveEffect) put on or taken off it. */
export function registerActorChanges(): void {
  Hooks.on("updateActor", (actor) => heard(actor));
  const effect = (e: ActiveEffect.Implementation) => {
    if (e.parent instanceof FrayActor) heard(e.parent);
  };
  Hooks.on("createActiveEffect", effect);
  Hooks.on("deleteActiveEffect", effect);
}

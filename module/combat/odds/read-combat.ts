/**
 * A Combat's combatants as the odds read them (the Foundry side of roster.ts): each combatant's Fray actor as the
 * tracker reads it (its stat block, derived values, statuses, owned items; a player character as the entrant says),
 * its token's disposition (or its actor's prototype token's), and whether it is already defeated.
 */
import { FrayActor } from "../../documents/actor";
import type { RosterSource } from "./roster";

type Disposed = { disposition?: unknown } | null | undefined;

function dispositionOf(token: Disposed, prototype: Disposed): number {
  const d = token?.disposition ?? prototype?.disposition;
  return typeof d === "number" ? d : 0;
}

export function rosterSources(combat: Combat): RosterSource[] {
  return combat.combatants.contents.flatMap((c): RosterSource[] => {
    if (c.id === null) return [];
    const actor = c.actor;
    const name = c.name ?? actor?.name ?? c.id;
    const token = c.token as Disposed;
    if (!(actor instanceof FrayActor)) return [{ id: c.id, name, disposition: dispositionOf(token, null), defeated: c.isDefeated, actor: null }];
    const target = actor.asAttackTarget();
    return [
      {
        id: c.id,
        name,
        disposition: dispositionOf(token, actor.prototypeToken as Disposed),
        defeated: c.isDefeated,
        actor: {
          id: c.id,
          name,
          player: actor.type === "character" || c.hasPlayerOwner,
          system: target.system,
          derived: target.derived,
          statuses: target.statuses,
          items: actor.items.contents.map((i) => ({ name: i.name, type: i.type, system: i.system as unknown })),
        },
      },
    ];
  });
}

/**
 * One combatant as a step's or a round end's slot reads it (RoundFighter): its actor's data and statuses now, its
 * items, where its token stands, the board's record of the action it is taking, and how far it is from another.
 */
import type { FrayActor } from "../documents/actor";
import type { RoundFighter } from "../rulesets/adapter";
import { actionRecordField } from "../canvas/action-moves";
import { zonesBetween } from "../canvas/board-places";
import { fighterItems } from "./fighter-items";
import { placeField } from "./fighter-place";

export interface FighterSource {
  id: string;
  name: string | null | undefined;
  hasPlayerOwner: boolean;
  token: Parameters<typeof placeField>[0] & Parameters<typeof actionRecordField>[0];
}

/** `actionKey`: the fight's key of the action it takes now (null outside a running fight); `actorOf`: another's actor. */
export function roundFighter(c: FighterSource, actor: FrayActor, actionKey: string | null, actorOf: (id: string) => { uuid: string } | null | undefined): RoundFighter {
  return {
    id: c.id,
    name: c.name ?? c.id,
    player: actor.type === "character" || c.hasPlayerOwner,
    system: actor.system.stats,
    derived: actor.system.derived,
    statuses: [...actor.statuses],
    items: fighterItems(actor),
    ...placeField(c.token),
    ...actionRecordField(c.token, actionKey),
    zonesTo: (other: string) => {
      const o = actorOf(other);
      return o ? zonesBetween(actor.uuid, o.uuid) : null;
    },
  };
}

/**
 * The other actors on the viewed scene as a sheet action reads them (SheetRollContext.othersOnBoard): each one's plain
 * data with the zones between its token and the acting actor's (board-places.ts zonesBetween). Foundry glue.
 */
import type { ActorSystem } from "../data/actor/schema";
import { zonesBetween } from "./board-places";

export function othersOnBoard(actor: Actor.Implementation): { uuid: string; name: string; system: ActorSystem; zones: number | null }[] {
  const seen = new Set<string>([actor.uuid]);
  const out: { uuid: string; name: string; system: ActorSystem; zones: number | null }[] = [];
  for (const token of canvas?.scene?.tokens ?? []) {
    const other = token.actor;
    if (!other || seen.has(other.uuid)) continue;
    seen.add(other.uuid);
    out.push({ uuid: other.uuid, name: other.name ?? "", system: other.system.stats, zones: zonesBetween(actor.uuid, other.uuid) });
  }
  return out;
}

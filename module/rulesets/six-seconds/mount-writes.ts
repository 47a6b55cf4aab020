/**
 * "When riding a mount, the mount's mobility penalties are subtracted from your Ride bonus": the tracker's *Mount*
 * step (TrackerView.actorWrites, on the GM's client) writes the mount's own mobility penalty, as its sheet derives it
 * (armour items, load), into the rider's *Mount's / vehicle's mobility penalty*, which the Ride and Pilot checks read;
 * *Dismount* clears it. Out of a fight (no tracker link) the rider's player types it, as for a vehicle (no sheet).
 */
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { TurnEvent } from "../../engine/turns";
import type { WriteBack } from "../adapter";

const FIELD = "system.sixSeconds.ridingPenalty";

export function mountWrites(events: readonly TurnEvent[], actorOf: (combatantId: string) => PlayerActor | null): { combatant: string; back: WriteBack }[] {
  const out: { combatant: string; back: WriteBack }[] = [];
  for (const e of events) {
    if (typeof e.combatant !== "string") continue;
    if (e.type === "mounted" && typeof e["mount"] === "string") {
      const penalty = actorOf(e["mount"])?.derived?.sixSeconds.mobilityPenalty;
      if (typeof penalty === "number") out.push({ combatant: e.combatant, back: { update: { [FIELD]: Math.max(0, Math.min(20, penalty)) } } });
    }
    if (e.type === "dismounted") out.push({ combatant: e.combatant, back: { update: { [FIELD]: 0 } } });
  }
  return out;
}

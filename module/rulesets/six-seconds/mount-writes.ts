/**
 * "When riding a mount, the mount's mobility penalties are subtracted from your Ride bonus": the tracker's *Mount*
 * step (TrackerView.actorWrites, on the GM's client) writes the rider–mount link on the rider's actor (the mount's
 * actor UUID, as the rider's sheet *Mount* does out of a fight: mount-link.ts), so the rider's Ride checks read the
 * mount's own mobility penalty as its sheet derives it at each roll (armour items, load); *Dismount* clears it.
 */
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { TurnEvent } from "../../engine/turns";
import type { WriteBack } from "../adapter";
import { mountLinkUpdate } from "./mount-link";

export function mountWrites(events: readonly TurnEvent[], actorOf: (combatantId: string) => PlayerActor | null): { combatant: string; back: WriteBack }[] {
  const out: { combatant: string; back: WriteBack }[] = [];
  for (const e of events) {
    if (typeof e.combatant !== "string") continue;
    if (e.type === "mounted" && typeof e["mount"] === "string") {
      const mount = actorOf(e["mount"])?.uuid;
      if (mount) out.push({ combatant: e.combatant, back: { update: mountLinkUpdate(mount) } });
    }
    if (e.type === "dismounted") out.push({ combatant: e.combatant, back: { update: mountLinkUpdate("") } });
  }
  return out;
}

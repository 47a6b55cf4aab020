/**
 * "If you move … between aiming and attacking, you lose any benefits of having aimed": any move a token makes itself
 * (in its turn of a running fight, out of it, or out of any fight; not a forced displace) drops the aim of every weapon
 * its actor holds. Runs on the moving user's client, which owns the actor.
 */
import { aimsLostOnMove, weaponStateUpdate } from "../data/item/weapon-state";
import { onOwnMove } from "./move-charge";

export function registerAimLostOnMove(): void {
  onOwnMove((token) => {
    const actor = token.actor;
    if (!actor?.isOwner) return;
    for (const id of aimsLostOnMove(actor.items.contents)) void actor.items.get(id)?.update(weaponStateUpdate({ aimedAt: null }));
  });
}

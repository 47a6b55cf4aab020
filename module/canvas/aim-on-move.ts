/**
 * "If you move … between aiming and attacking, you lose any benefits of having aimed": a move the board charges
 * (a token's move in its own turn of a running fight) drops the aim of every weapon its actor holds. Runs on the
 * moving user's client, which owns the actor.
 */
import { aimsLostOnMove, weaponStateUpdate } from "../data/item/weapon-state";
import { onMoveCharged } from "./move-charge";

export function registerAimLostOnMove(): void {
  onMoveCharged((token) => {
    const actor = token.actor;
    if (!actor?.isOwner) return;
    for (const id of aimsLostOnMove(actor.items.contents)) void actor.items.get(id)?.update(weaponStateUpdate({ aimedAt: null }));
  });
}

/** "Grabbed characters can't act, and can only spend their turn to attempt to break free": the sheet's refusal. */
import { RulesError } from "../../engine/errors";
import { GRABBED } from "./status-ids";

export function refuseGrabbed(statuses: readonly string[]): void {
  if (statuses.includes(GRABBED)) throw new RulesError("factions.grabbed", {}, "grabbed characters cannot act: they can only try to break free");
}

/**
 * "Characters can spend their turn to surrender, throwing their weapons away, putting their hands up": a Surrendering
 * character does not attack until, harmed, it fights on (the sheet's *Harmed: fight on*).
 */
export function refuseSurrendered(name: string, surrendering: boolean): void {
  if (surrendering) throw new RulesError("factions.surrendered", { name }, `${name} has surrendered: only once harmed by the enemy can they fight on (Harmed: fight on), then attack`);
}

/** The tracker's name for the main action Break free pays: the one action a grabbed character may still take. */
export const BREAK_FREE = "break-free";

/** The tracker's name for Free an ally: "Allies can also spend a main action to attempt to free them". */
export const FREE_ALLY = "free-ally";

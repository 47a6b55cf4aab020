/**
 * "The grabbing character can keep hold while moving together with the grabbed character, attempting to disarm them,
 * hiding behind them as reaction to an attack, or attacking with a one-handed weapon or an unarmed attack. Any other
 * action frees the grabbed character." What the tracker can tell: a bonus action, a surrender and getting on or off
 * a mount are other actions, so the step frees those the actor holds (the grab's record names it); a move and an
 * attack keep hold (the tracker cannot tell a one-handed weapon from another). A larger grabber keeps hold whatever
 * it does ("they can perform any action while keeping hold").
 */
import type { TurnCommand } from "../../engine/turns";
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { WriteBack } from "../contract/rolls";
import { sizeSteps, SIZES, type Size } from "../../engine/rulesets/factions/size";
import { grabRecord } from "./nonlethal-effect";
import { GRABBED } from "./status-ids";

/** Whether the grabber's step is an action other than those that keep hold. */
function letsGo(command: TurnCommand): boolean {
  if (command.type !== "act") return false;
  if (command.kind === "bonus") return true;
  if (command.kind === "main") return command.name === "surrender";
  return command.kind === "move" && command.halfZone === true;
}

const sizeOf = (s: string): Size | null => ((SIZES as readonly string[]).includes(s) ? (s as Size) : null);

/** Grabbed off and the record cleared on each combatant the acting one holds, when its step lets go. */
export function grabberLetsGo(command: TurnCommand | null, actorOf: (id: string) => PlayerActor | null, combatants: readonly string[]): { combatant: string; back: WriteBack }[] {
  if (!command || typeof command.combatant !== "string" || !letsGo(command)) return [];
  const uuid = actorOf(command.combatant)?.uuid;
  if (!uuid) return [];
  return combatants.flatMap((id) => {
    const held = actorOf(id);
    const f = held?.system.factions;
    if (!held || !f || f.grabbedBy !== uuid || !held.statuses.includes(GRABBED)) return [];
    const grabber = sizeOf(f.grabbedBySize);
    if (grabber && sizeSteps(grabber, f.size) > 0) return [];
    return [{ combatant: id, back: { update: grabRecord(null), statuses: { off: [GRABBED] } } }];
  });
}

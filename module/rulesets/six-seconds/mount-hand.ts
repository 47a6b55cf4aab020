/**
 * "Controlling the mount takes one hand, unless the mount remains stationary." A ridden mount's move (its board move in
 * its rider's turn, or a tracker move) is refused while the rider has no hand free: every hand hurt or holding an
 * equipped weapon or shield (the rider's derived *handsFree*, read from its sheet on the GM's client). A mount that
 * stays put needs no hand.
 */
import { RulesError } from "../../engine/errors";
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand } from "../../engine/turns";
import type { SixSecondsTurnData } from "../../engine/rulesets/six-seconds/turn-policy";

/** A step that moves the fighter: the table's Move, or an action of the board's with a move's distance. */
function isMove(command: TurnCommand): boolean {
  if (command.type !== "act") return false;
  const action = command.action as { name?: unknown } | undefined;
  return command.key === "move" || command.moved !== undefined || action?.name === "move";
}

export function assertMountHand(state: SchedulerState<SixSecondsTurnData>, command: TurnCommand, actorOf: (combatantId: string) => PlayerActor | null): void {
  if (!isMove(command) || typeof command.combatant !== "string") return;
  const rider = state.data.fighters[command.combatant]?.rider;
  if (!rider) return;
  const actor = actorOf(rider);
  const free = actor?.derived?.sixSeconds.handsFree;
  if (typeof free === "number" && free < 1) {
    throw new RulesError("mount-needs-hand", {}, `controlling the moving mount takes one hand: its rider has none free (each is hurt or holds a weapon or shield)`);
  }
}

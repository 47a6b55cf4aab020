/**
 * The roll a move calls for (MoveCharge.roll), run once the move is made on the moving client, which owns the token's
 * actor: the world ruleset's sheet action with the board's request, its card posted with the user's roll mode and
 * its outcome written to the actor, as a round's end runs its calls (module/combat/after-step.ts).
 */
import { runAction } from "../dice/action";
import { adapterFor } from "../rulesets/registry";
import { currentRuleset } from "../settings";
import type { MoveCharge } from "./board-rules";

export async function runMoveRoll(actor: Actor.Implementation, roll: NonNullable<MoveCharge["roll"]>): Promise<void> {
  const action = adapterFor(currentRuleset()).sheet.actions?.[roll.action];
  if (!action) throw new RangeError(`the move's roll names no sheet action "${roll.action}" of this ruleset`);
  await runAction(actor, action, roll.request);
}

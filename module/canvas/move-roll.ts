/**
 * The rolls a move calls for (MoveCharge.rolls), run once the move is made on the moving client, which owns the
 * token's actor: each the world ruleset's sheet action with the board's request, in order, its card posted with the
 * user's roll mode and its outcome written to the actor, as a round's end runs its calls (module/combat/after-step.ts).
 */
import { runAction } from "../dice/action";
import { adapterFor } from "../rulesets/registry";
import { currentRuleset } from "../settings";
import type { MoveRoll } from "./board-rules";

export async function runMoveRoll(actor: Actor.Implementation, roll: MoveRoll): Promise<void> {
  const action = adapterFor(currentRuleset()).sheet.actions?.[roll.action];
  if (!action) throw new RangeError(`the move's roll names no sheet action "${roll.action}" of this ruleset`);
  // The mover rolls on its own client: it may change its dice before the outcome is written, as the ruleset offers.
  await runAction(actor, action, roll.request, { offerRaise: true });
}

/** Each of the move's rolls, one after the other (one card each); one that cannot run (logged, as a lone roll's
 * rejection was) does not stop the rest. */
export async function runMoveRolls(actor: Actor.Implementation, rolls: readonly MoveRoll[]): Promise<void> {
  for (const roll of rolls) {
    try {
      await runMoveRoll(actor, roll);
    } catch (e) {
      console.error(e);
    }
  }
}

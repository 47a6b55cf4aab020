/**
 * Moves on the board pay through the tracker: the board works out a move's cost on its whole path (seconds, an
 * action, zones), and the running fight books it as one undoable step BEFORE the token moves. A dry run refuses
 * at once when nothing is left; otherwise the step is sent (to the GM's client when a player moves) and awaited,
 * and a refusal there stops the move. Only a token moving in its own turn of a running Fray combat is charged
 * (the board decides that).
 */
import { setMoveBooker } from "../canvas/move-charge";
import { setMovedReader } from "../canvas/board";
import type { MoveCharge } from "../canvas/board-rules";
import { FrayCombat } from "../documents/combat";
import { moveCharge } from "./charge";

function chargeOf(token: TokenDocument.Implementation, charge: MoveCharge) {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat)) return null;
  const combatant = combat.combatants.contents.find((c) => c.tokenId === token.id)?.id;
  if (!combatant) return null;
  const step = moveCharge(combat.frayRuleset, combat.frayView, combat.frayStore.scheduler, combatant, charge.cost);
  return step ? { combat, step } : null;
}

/** What the token's combatant moved in its latest turn, as the viewed fight recorded it. */
function movedOf(tokenId: string) {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat)) return null;
  const combatant = combat.combatants.contents.find((c) => c.tokenId === tokenId)?.id;
  return combatant ? (combat.frayView.movedThisTurn?.(combat.frayStore.scheduler.state, combatant) ?? null) : null;
}

export function registerMoveCosts(): void {
  setMovedReader(movedOf);
  setMoveBooker(async (token, charge) => {
    const found = chargeOf(token, charge);
    if (!found) return null;
    if ("refusal" in found.step) return found.step.refusal;
    // No answer (the GM's client timed out or failed) books nothing, so the move does not happen either.
    try {
      const answer = await found.combat.fraySend(found.step.command);
      return answer.ok ? null : answer.message;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  });
}

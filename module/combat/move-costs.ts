/**
 * Moves on the board pay through the tracker: the board works out a move's cost (seconds, an action, zones), the
 * running fight checks it (a dry run: refused with the engine's reason when nothing is left) and books it as one
 * undoable step. Only a token moving in its own turn of a running Fray combat is charged (the board decides that).
 */
import { onMoveCharged, setMoveGate } from "../canvas/board-hooks";
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

export function registerMoveCosts(): void {
  setMoveGate((token, charge) => {
    const found = chargeOf(token, charge);
    return found && "refusal" in found.step ? found.step.refusal : null;
  });
  onMoveCharged((token, charge) => {
    const found = chargeOf(token, charge);
    if (found && "command" in found.step) void found.combat.frayCommand(found.step.command);
  });
}

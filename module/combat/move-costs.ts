/**
 * Moves on the board pay through the tracker: the board works out a move's cost on its whole path (seconds, an
 * action, zones), and the running fight books it as one undoable step BEFORE the token moves. A dry run refuses
 * at once when nothing is left; otherwise the step is sent (to the GM's client when a player moves) and awaited,
 * and a refusal there stops the move. A token moving in its own turn of a running Fray combat is charged, and out of
 * its turn when the ruleset's tracker view says so (TrackerView.offTurnMoves: the engine books the move as an
 * out-of-turn action or refuses it).
 */
import { onOwnMove, setFightLetsReact, setForcedMoveBooker, setMoveBooker, setOffTurnCharged } from "../canvas/move-charge";
import { actionMovesAfter, fightActionKey, setActionKeyReader, setActionMarkReader } from "../canvas/action-moves";
import { boardRules, setMovedReader } from "../canvas/board";
import { lastMoveOf } from "../canvas/last-move";
import type { MoveCharge } from "../canvas/board-rules";
import type { MovedDistance } from "../applications/combat/tracker-view";
import { FrayCombat } from "../documents/combat";
import { defenceCharge, moveCharge } from "./charge";

function chargeOf(token: TokenDocument.Implementation, charge: MoveCharge) {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat)) return null;
  const combatant = combat.combatants.contents.find((c) => c.tokenId === token.id)?.id;
  if (!combatant) return null;
  const step = moveCharge(combat.frayRuleset, combat.frayView, combat.frayStore.scheduler, combatant, charge.cost);
  return step ? { combat, step } : null;
}

/**
 * What the token's combatant moved in its latest turn, as the viewed fight recorded it; out of a running fight, the
 * token's latest own move (last-move.ts).
 */
function movedOf(tokenId: string) {
  const combat = game.combat;
  const combatant = combat instanceof FrayCombat && combat.started ? combat.combatants.contents.find((c) => c.tokenId === tokenId)?.id : undefined;
  if (!combatant || !(combat instanceof FrayCombat)) return lastMoveOf(canvas?.scene?.tokens.get(tokenId));
  return combat.frayView.movedThisTurn?.(combat.frayStore.scheduler.state, combatant) ?? null;
}

/** The token's combatant moves in the running activation though not the active one (the view's sharesTurn). */
function sharesTurn(token: TokenDocument.Implementation): boolean {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat)) return false;
  const combatant = combat.combatants.contents.find((c) => c.tokenId === token.id)?.id;
  const state = combat.frayStore.scheduler.state;
  return Boolean(combatant && state.phase === "running" && combat.frayView.sharesTurn?.(state, combatant));
}

/** The running fight's key of the action the token's combatant is taking now (the view's actionKey), else null. */
function actionKeyOf(token: TokenDocument.Implementation): string | null {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat) || !combat.started || !combat.frayView.actionKey) return null;
  const combatant = combat.combatants.contents.find((c) => c.tokenId === token.id)?.id;
  const state = combat.frayStore.scheduler.state;
  if (!combatant || state.phase !== "running") return null;
  const key = combat.frayView.actionKey(state, combatant);
  return key === null ? null : fightActionKey(combat.id, key);
}

/**
 * A forced move (core's displace) of a fighter's token in the running fight, recorded as the view says (six-seconds:
 * a thrown fighter's squares). Only a GM's: forced moves are the GM's placements, and only a GM may record one.
 */
async function recordForced(token: TokenDocument.Implementation, moved: MovedDistance): Promise<string | null> {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat) || !combat.started || !game.user?.isGM) return null;
  const combatant = combat.combatants.contents.find((c) => c.tokenId === token.id)?.id;
  const command = combatant ? (combat.frayView.forcedMoveCommand?.(combat.frayStore.scheduler.state, combatant, moved) ?? null) : null;
  if (!command) return null;
  const answer = await combat.fraySend(command);
  return answer.ok ? null : answer.message;
}

/**
 * Whether the token's combatant may still take an opportunity attack: where the view says it is a reaction
 * (TrackerView.opportunityReaction), the dry run of its reaction's cost (turn or extra reactions spent, surprised).
 */
function fightLetsReact(tokenId: string): boolean {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat) || !combat.started || combat.frayView.opportunityReaction !== true) return true;
  const combatant = combat.combatants.contents.find((c) => c.tokenId === tokenId)?.id;
  if (!combatant) return true;
  const step = defenceCharge(combat.frayRuleset, combat.frayView, combat.frayStore.scheduler, [combatant], "reaction");
  return !(step && "refusal" in step);
}

export function registerMoveCosts(): void {
  setForcedMoveBooker(recordForced);
  setMovedReader(movedOf);
  // A move adds to what its token moved earlier in the same action (canvas/action-moves.ts).
  setActionKeyReader(actionKeyOf);
  setActionMarkReader((token) => (token.id ? (boardRules().actionMarkOf?.(token.id) ?? null) : null));
  onOwnMove((token, charge) => {
    if (!charge || !token.isOwner) return;
    const key = actionKeyOf(token);
    if (key === null) return;
    void token.setFlag("fray", "actionMoves", actionMovesAfter(key, token.flags.fray?.actionMoves, charge));
  });
  setFightLetsReact(fightLetsReact);
  // Out of its own turn a move is charged when the token shares the running turn (factions' mount group), or when
  // the fight books out-of-turn moves (frozen-lands) and a player drags: a GM's drag out of turn stays free, the
  // referee placing tokens (a correction, a reaction the table allowed).
  setOffTurnCharged((token) => {
    if (sharesTurn(token)) return true;
    if (game.user?.isGM) return false;
    const combat = game.combat;
    return combat instanceof FrayCombat && combat.frayView.offTurnMoves === true && combat.combatants.contents.some((c) => c.tokenId === token.id);
  });
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

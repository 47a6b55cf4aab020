/**
 * A token turned in place in a running fight (a rotation with no move: the token HUD's or the keyboard's rotate) is
 * asked of the world ruleset's board rules (BoardRules.turnInPlace; tactica: a flyer's turns against its turn rate).
 * The turns made in place since the token's last move are kept on it (flags.fray.turnsInPlace) and a move, or the
 * creature's next action, starts the count again; a run of turns in place (its first turn of a facing step or more since the token's last move, or in
 * the action it is made in) is also one pivot of that action (flags.fray.actionMoves, canvas/action-moves.ts), kept
 * there past the move; the rotation a ruleset gives a token once its own move is made (a chariot facing along its last leg)
 * is the move's, not a turn in place. A refused rotation does not happen. Runs in preUpdateToken, on the client that asks for the update
 * (API hookEvents.preUpdateDocument: false cancels); a GM's rotation is the referee's and stays free, as a GM's drag
 * out of turn does (module/combat/move-costs.ts).
 */
import { BOARD_RULES } from "../rulesets/boards";
import { currentRuleset } from "../settings";
import { noteText } from "./board-actions";
import { escapeHtml } from "../chat/notice";
import { actionMovesAfterTurn, actionMovesOf, tallyOf, turnsInPlaceInAction } from "./action-moves";
import { gridSpecOf } from "./grid-spec";
import { DISPLACE, movementAction } from "./move-mode";
import { movementWaypoints, waypointCentre, type MovementLike } from "./movement-path";

/** The update option that marks a rotation as the end of the mover's own move (BoardRules.facingAfterMove). */
const AFTER_MOVE = "frayFacingAfterMove";

function inRunningFight(token: TokenDocument.Implementation): boolean {
  const combat = game.combat;
  return Boolean(combat?.started && combat.combatants.contents.some((c) => c.tokenId === token.id));
}

/**
 * Once the mover's own move is made (hookEvents.moveToken, on the moving user's client, the last part of a path split
 * at checkpoints), the world ruleset may turn its token (BoardRules.facingAfterMove: a chariot faces along its last
 * leg). The rotation is written with an option that marks it as the move's own end, so it is no turn in place.
 */
async function faceAfterMove(token: TokenDocument.Implementation, movement: MovementLike): Promise<void> {
  const rule = BOARD_RULES[currentRuleset()].facingAfterMove;
  const actor = token.actor;
  if (!rule || !actor || !token.isOwner || movement.pending.waypoints.length > 0 || movementAction(movement) === DISPLACE) return;
  const grid = token.parent ? gridSpecOf(token.parent.grid) : null;
  if (!grid) return;
  const path = movementWaypoints(movement).map((w) => waypointCentre(w, grid.size));
  const rotation = rule({ stats: actor.system.stats, path, shape: grid.shape ?? "square" });
  if (rotation === null || (((rotation - token.rotation) % 360) + 360) % 360 === 0) return;
  await token.update({ rotation }, { [AFTER_MOVE]: true } as never);
}

export function registerTurnInPlace(): void {
  // The hook's name as the v13/v14 API has it (hookEvents.moveToken: all clients, with the moving user); the typings
  // here do not list it (as move-together.ts).
  const on = Hooks.on.bind(Hooks) as (hook: string, fn: (token: TokenDocument.Implementation, movement: MovementLike, operation: unknown, user: { id: string | null } | null) => void) => number;
  on("moveToken", (token, movement, _operation, user) => {
    if (user?.id === game.user.id) void faceAfterMove(token, movement);
  });
  Hooks.on("preUpdateToken", (token, changed, options) => {
    const moved = changed.x !== undefined || changed.y !== undefined;
    if (moved) {
      if (token.flags.fray?.turnsInPlace) foundry.utils.setProperty(changed, "flags.fray.turnsInPlace", 0);
      // Turns in place count from here (any move: a forced one too).
      const record = token.flags.fray?.actionMoves;
      if (record) foundry.utils.setProperty(changed, "flags.fray.actionMoves.spunAtMove", tallyOf(record.flown).spun);
      return;
    }
    // The move's own end (faceAfterMove): its turns were the move's, counted with it.
    if ((options as Record<string, unknown> | undefined)?.[AFTER_MOVE] === true) return;
    if (typeof changed.rotation !== "number" || game.user.isGM || !inRunningFight(token)) return;
    const rule = BOARD_RULES[currentRuleset()].turnInPlace;
    const actor = token.actor;
    if (!rule || !actor) return;
    const shape = token.parent ? gridSpecOf(token.parent.grid).shape : "square";
    // The turns in place count within the action they are made in ("the number of turns a flyer may make during an
    // action"), since the token's latest move (canvas/action-moves.ts).
    const soFar = turnsInPlaceInAction(token);
    const r = rule({ stats: actor.system.stats, from: token.rotation, to: changed.rotation, turnsSoFar: soFar, shape });
    if (!r) return;
    if (!r.allowed) {
      ui.notifications?.warn(game.i18n.format("FRAY.Board.Move.Refused", { reason: escapeHtml(r.note ? noteText(r.note) : "") }));
      return false;
    }
    foundry.utils.setProperty(changed, "flags.fray.turnsInPlace", r.turns);
    // Its turns go on the token's tally; a run of turns in place is one pivot: the first turn in this action since the
    // token's latest move (a defence or a response between two turns leaves them one run).
    const key = r.turns > soFar ? actionMovesOf(token)?.key : undefined;
    if (key !== undefined) foundry.utils.setProperty(changed, "flags.fray.actionMoves", actionMovesAfterTurn(key, token.flags.fray?.actionMoves, r.turns - soFar, soFar === 0));
  });
}

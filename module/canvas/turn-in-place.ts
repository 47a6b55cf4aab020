/**
 * A token turned in place in a running fight (a rotation with no move: the token HUD's or the keyboard's rotate) is
 * asked of the world ruleset's board rules (BoardRules.turnInPlace; tactica: a flyer's turns against its turn rate).
 * The turns made in place since the token's last move are kept on it (flags.fray.turnsInPlace) and a move starts the
 * count again. A refused rotation does not happen. Runs in preUpdateToken, on the client that asks for the update
 * (API hookEvents.preUpdateDocument: false cancels); a GM's rotation is the referee's and stays free, as a GM's drag
 * out of turn does (module/combat/move-costs.ts).
 */
import { BOARD_RULES } from "../rulesets/boards";
import { currentRuleset } from "../settings";
import { noteText } from "./board-actions";
import { escapeHtml } from "../chat/notice";
import { gridSpecOf } from "./grid-spec";

function inRunningFight(token: TokenDocument.Implementation): boolean {
  const combat = game.combat;
  return Boolean(combat?.started && combat.combatants.contents.some((c) => c.tokenId === token.id));
}

export function registerTurnInPlace(): void {
  Hooks.on("preUpdateToken", (token, changed) => {
    const moved = changed.x !== undefined || changed.y !== undefined;
    if (moved) {
      if (token.flags.fray?.turnsInPlace) foundry.utils.setProperty(changed, "flags.fray.turnsInPlace", 0);
      return;
    }
    if (typeof changed.rotation !== "number" || game.user.isGM || !inRunningFight(token)) return;
    const rule = BOARD_RULES[currentRuleset()].turnInPlace;
    const actor = token.actor;
    if (!rule || !actor) return;
    const shape = token.parent ? gridSpecOf(token.parent.grid).shape : "square";
    const r = rule({ stats: actor.system.stats, from: token.rotation, to: changed.rotation, turnsSoFar: token.flags.fray?.turnsInPlace ?? 0, shape });
    if (!r) return;
    if (!r.allowed) {
      ui.notifications?.warn(game.i18n.format("FRAY.Board.Move.Refused", { reason: escapeHtml(r.note ? noteText(r.note) : "") }));
      return false;
    }
    foundry.utils.setProperty(changed, "flags.fray.turnsInPlace", r.turns);
  });
}

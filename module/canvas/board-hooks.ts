/**
 * Board hooks that act on the rules (Foundry glue): moves charged or refused in combat (v13 movement hooks), a
 * token entering a new zone arriving without contact where the ruleset keeps contact, token sizes the ruleset sets
 * (six-seconds scale), and the token HUD controls. Listeners added with onMoveCharged get each allowed move's cost
 * for the combat tracker to book. Moves are read from preUpdateToken's x/y change (fvtt-types 13 does not type the
 * v13 preMoveToken hook yet; a token move reaches the database as that update either way).
 */
import type { MoveCharge } from "./board-rules";
import { boardRules, currentIndex, moveCost } from "./board";
import { noteText, postBoardChat, targetTokens, templateTargets, tokenNames } from "./board-actions";
import { onRenderTokenHUD } from "./token-hud";
import { registerAreaMiss } from "./area-miss";
import { moveModeOf } from "./move-mode";
import { registerTokenBadges } from "./token-badge-draw";
import { deletionUpdate } from "../compat/operators";
import { onAreaChanged } from "../compat/areas";

/** Only the moving token's own turn in a running combat is charged. */
function inOwnTurn(token: TokenDocument.Implementation): boolean {
  const combat = game.combat;
  return Boolean(combat?.started && combat.combatant?.tokenId === token.id);
}

type MoveListener = (token: TokenDocument.Implementation, charge: MoveCharge) => void;
const moveListeners: MoveListener[] = [];

/** Subscribe to charged moves (the combat tracker books their cost). */
export function onMoveCharged(fn: MoveListener): void {
  moveListeners.push(fn);
}

/** Why the running fight refuses a move the board allows (no seconds or actions left), or null. */
type MoveGate = (token: TokenDocument.Implementation, charge: MoveCharge) => string | null;
let moveGate: MoveGate | null = null;

/** The combat tracker's check on a move before it is made (one gate: the tracker is the one owner of turn budgets). */
export function setMoveGate(gate: MoveGate): void {
  moveGate = gate;
}

async function fitTokens(actor: Actor.Implementation): Promise<void> {
  const grid = currentIndex()?.grid;
  if (!grid) return;
  const size = boardRules().tokenSize(actor.system.stats, grid);
  if (!size) return;
  for (const t of actor.getActiveTokens(false, true)) {
    if (t.width !== size.width || t.height !== size.height) await t.update({ width: size.width, height: size.height });
  }
}

/**
 * A move's roll prompts (frozen-lands: Mobility to disengage or on entering a cluttered zone) as a chat card to the
 * token's owners and the GMs, so the roll is not missed when a notification fades.
 */
async function postPrompts(token: TokenDocument.Implementation, charge: MoveCharge): Promise<void> {
  if (charge.prompts.length === 0) return;
  const lines = charge.prompts.map((n) => `<p>${foundry.utils.escapeHTML(noteText(n))}</p>`).join("");
  const owners = game.users.filter((u) => u.isGM || (token.actor?.testUserPermission(u, "OWNER") ?? false)).map((u) => u.id ?? "");
  for (const note of charge.prompts) ui.notifications?.info(noteText(note));
  await ChatMessage.implementation.create({
    speaker: ChatMessage.implementation.getSpeaker({ token }),
    content: `<div class="fray-board-prompt">${lines}</div>`,
    whisper: owners.filter((id) => id !== ""),
  });
}

export function registerBoardHooks(): void {
  registerAreaMiss();
  registerTokenBadges();
  // Prompts (a cluttered zone's Mobility roll) come with every move; costs and refusals only in one's own turn.
  Hooks.on("preUpdateToken", (token, changed) => {
    if (changed.x === undefined && changed.y === undefined) return;
    const mode = moveModeOf(boardRules().moveModes, token.flags.fray?.moveMode);
    const charge = moveCost(token, { x: changed.x ?? token.x, y: changed.y ?? token.y }, mode);
    if (!charge) return;
    if (!inOwnTurn(token)) {
      void postPrompts(token, charge);
      return;
    }
    if (!charge.allowed) {
      ui.notifications?.warn(game.i18n.format("FRAY.Board.Move.Refused", { reason: charge.reasons.map(noteText).join(" ") }));
      return false;
    }
    const refusal = moveGate?.(token, charge) ?? null;
    if (refusal) {
      ui.notifications?.warn(game.i18n.format("FRAY.Board.Move.Refused", { reason: foundry.utils.escapeHTML(refusal) }));
      return false;
    }
    for (const note of charge.notes) ui.notifications?.info(noteText(note));
    void postPrompts(token, charge);
    if (charge.opportunityAttackers.length > 0) {
      const names = tokenNames(charge.opportunityAttackers, token.parent);
      void postBoardChat([game.i18n.format("FRAY.Board.Chat.Opportunity", { name: token.name, names })]);
    }
    for (const fn of moveListeners) fn(token, charge);
  });

  // Entering another zone, a token arrives Alone (a Charge is set from the HUD after); runs before the index
  // records the new place, so the old zone is still known.
  Hooks.on("preUpdateToken", (token, changed) => {
    if ((changed.x === undefined && changed.y === undefined) || !boardRules().contactStatus || !token.flags.fray?.contact || !token.id) return;
    const index = currentIndex();
    if (!index) return;
    const before = index.zoneOf(token.id);
    const after = index.zoneAt(
      (changed.x ?? token.x) + (token.width * index.grid.size) / 2,
      (changed.y ?? token.y) + (token.height * index.grid.size) / 2,
      token.elevation,
    );
    if (token.flags.fray.zone || before === after) return;
    // Deleting the flag in the generation's form (`-=contact` in v13, the `_del` operator in v14).
    for (const [path, value] of Object.entries(deletionUpdate("flags.fray", "contact"))) foundry.utils.setProperty(changed, path, value);
  });

  Hooks.on("preCreateToken", (token) => {
    const grid = currentIndex()?.grid;
    const size = token.actor && grid ? boardRules().tokenSize(token.actor.system.stats, grid) : null;
    if (size) token.updateSource({ width: size.width, height: size.height });
  });

  Hooks.on("updateActor", (actor) => {
    if (game.users.activeGM?.isSelf) void fitTokens(actor);
  });

  Hooks.on("renderTokenHUD", (app, html) => onRenderTokenHUD(app, html));

  // An area placed or moved by this user (a v13 template, a v14 Region) targets everyone it catches (by the ruleset's
  // membership rule, not core's centre rule).
  onAreaChanged((doc, userId) => {
    if (userId === game.user.id) targetTokens(templateTargets(doc));
  });
}

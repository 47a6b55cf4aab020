/**
 * Moves charged or refused in combat (Foundry glue). v13 moves a token along waypoints; the token document's
 * `_preUpdateMovement` (module/documents/token.ts) hands each movement here before anything is written, and
 * awaits the answer. The whole path is priced (every zone and square it crosses), a move the rules forbid is
 * refused, and an allowed move in the mover's own turn is booked by the combat tracker FIRST: a refusal from the
 * GM (the turn's budget changed meanwhile) stops the move, so a token never moves without its cost booked.
 * Sources: Foundry API hookEvents.preMoveToken and TokenMovementData (`passed`/`pending`, `chain`); foundryvtt/
 * crucible module/documents/token.mjs (an awaited `_preUpdateMovement` that refuses a move it cannot afford and
 * prices `passed` + `pending` on the movement's first part only).
 */
import type { MoveCharge } from "./board-rules";
import { boardRules, forcedMoved, moveCost } from "./board";
import type { MovedDistance } from "../applications/combat/tracker-view";
import { noteText, postBoardChat, tokenNames } from "./board-actions";
import { DISPLACE, moveModeOf, movementAction } from "./move-mode";
import { movementWaypoints, type MovementLike } from "./movement-path";
import { escapeHtml } from "../chat/notice";
import { holdCard, holdKey, pendingOf, postHold } from "./opportunity-hold";
import { runMoveRolls } from "./move-roll";

/**
 * Whether the running fight charges a move made outside the mover's own turn: a turn it shares (factions' mount
 * group), or one the fight's rules book as an out-of-turn action or refuse (set by module/combat). Unset: free.
 */
type OffTurnRule = (token: TokenDocument.Implementation) => boolean;
let offTurnCharged: OffTurnRule = () => false;

export function setOffTurnCharged(rule: OffTurnRule): void {
  offTurnCharged = rule;
}

/** The moving token's own turn in a running combat is charged, and any move the fight charges out of it. */
function charged(token: TokenDocument.Implementation): boolean {
  const combat = game.combat;
  if (!combat?.started) return false;
  return combat.combatant?.tokenId === token.id || offTurnCharged(token);
}

/**
 * Whether the running fight lets the token's combatant react now (its turn or reactions not spent, not surprised),
 * set by module/combat; unset or no fight: yes (the statuses still decide, canReact).
 */
type ReactRule = (tokenId: string) => boolean;
let fightLetsReact: ReactRule = () => true;

export function setFightLetsReact(rule: ReactRule): void {
  fightLetsReact = rule;
}

type MoveListener = (token: TokenDocument.Implementation, charge: MoveCharge) => void;
const moveListeners: MoveListener[] = [];

/** Subscribe to charged moves, told once the move is booked and allowed (a lost aim). */
export function onMoveCharged(fn: MoveListener): void {
  moveListeners.push(fn);
}

/**
 * Books a move's cost with the running fight before the move is made: null when booked (or nothing to book),
 * else why the fight refuses it (no seconds or actions left). One booker: the tracker owns turn budgets.
 */
type MoveBooker = (token: TokenDocument.Implementation, charge: MoveCharge) => Promise<string | null>;
let moveBooker: MoveBooker | null = null;

export function setMoveBooker(booker: MoveBooker): void {
  moveBooker = booker;
}

/**
 * Records a forced move (core's displace: a throw) with the running fight, where its ruleset keeps what a fighter
 * moved: null when recorded (or nothing to record), else why the fight did not. One booker, set by module/combat.
 */
type ForcedMoveBooker = (token: TokenDocument.Implementation, moved: MovedDistance) => Promise<string | null>;
let forcedMoveBooker: ForcedMoveBooker | null = null;

export function setForcedMoveBooker(booker: ForcedMoveBooker): void {
  forcedMoveBooker = booker;
}

/**
 * A forced move is never refused (the GM places tokens freely); in a running fight the board measures it and the
 * fight records it (a thrown fighter's squares count for high speed). A record the fight refuses is said, not fatal.
 */
async function recordForcedMove(token: TokenDocument.Implementation, waypoints: Parameters<typeof forcedMoved>[1]): Promise<true> {
  if (!forcedMoveBooker || !game.combat?.started) return true;
  const moved = forcedMoved(token, waypoints);
  if (!moved) return true;
  const refusal = await forcedMoveBooker(token, moved);
  if (refusal) ui.notifications?.warn(game.i18n.format("FRAY.Board.Move.ForcedNotRecorded", { reason: escapeHtml(refusal) }));
  return true;
}

/** `charge`: the move as the board priced it (how far and fast it went), null when the board could not price it. */
type OwnMoveListener = (token: TokenDocument.Implementation, charge: MoveCharge | null) => void;
const ownMoveListeners: OwnMoveListener[] = [];

/**
 * Subscribe to every move a token makes itself (not a forced displace), in a fight or out of one, told once the move
 * is allowed (six-seconds: "If you move … between aiming and attacking, you lose any benefits of having aimed").
 */
export function onOwnMove(fn: OwnMoveListener): void {
  ownMoveListeners.push(fn);
}

const movedItself = (token: TokenDocument.Implementation, charge: MoveCharge | null): true => {
  for (const fn of ownMoveListeners) fn(token, charge);
  return true;
};

function refuse(reason: string): false {
  ui.notifications?.warn(game.i18n.format("FRAY.Board.Move.Refused", { reason: escapeHtml(reason) }));
  return false;
}

/**
 * A move's roll prompts (frozen-lands: Mobility to disengage or on entering a cluttered zone) as a chat card to the
 * token's owners and the GMs, so the roll is not missed when a notification fades.
 */
async function postPrompts(token: TokenDocument.Implementation, charge: MoveCharge): Promise<void> {
  if (charge.prompts.length === 0) return;
  const lines = charge.prompts.map((n) => `<p>${escapeHtml(noteText(n))}</p>`).join("");
  const owners = game.users.filter((u) => u.isGM || (token.actor?.testUserPermission(u, "OWNER") ?? false)).map((u) => u.id ?? "");
  for (const note of charge.prompts) ui.notifications?.info(escapeHtml(noteText(note)));
  await ChatMessage.implementation.create({
    speaker: ChatMessage.implementation.getSpeaker({ token }),
    content: `<div class="fray-board-prompt">${lines}</div>`,
    whisper: owners.filter((id) => id !== ""),
  });
}

/**
 * The names of the move's opportunity attackers who can still react (the ruleset's canReact: a downed enemy cannot;
 * and the running fight's: one whose reaction is spent or who is surprised cannot),
 * "" when none; the charge keeps only those (and is no longer an interruption without them).
 */
function opportunityNames(token: TokenDocument.Implementation, charge: MoveCharge): string {
  const canReact = boardRules().canReact;
  const statusesLet = (id: string) => !canReact || canReact([...(token.parent?.tokens.get(id)?.actor?.statuses ?? [])]);
  const attackers = charge.opportunityAttackers.filter((id) => statusesLet(id) && fightLetsReact(id));
  if (attackers.length < charge.opportunityAttackers.length) Object.assign(charge, { opportunityAttackers: attackers, interrupt: charge.interrupt === true && attackers.length > 0 });
  return charge.opportunityAttackers.length > 0 ? tokenNames(charge.opportunityAttackers, token.parent) : "";
}

/**
 * Price a movement on its whole remaining path and, in the mover's own turn, refuse it or book it before it is
 * made. False refuses the move. A movement continuing an earlier one (`chain`: a path split at checkpoints) was
 * priced whole on its first part and passes free.
 */
export async function chargeMove(token: TokenDocument.Implementation, movement: MovementLike): Promise<boolean> {
  if (movement.chain.length > 0) return true;
  const waypoints = movementWaypoints(movement).slice(1);
  if (waypoints.length === 0) return true;
  // The move's core movement action is its mode (the ruler priced the drag in it); a forced move costs nothing (the
  // fight may still record how far it went).
  const action = movementAction(movement);
  if (action === DISPLACE) return recordForcedMove(token, waypoints);
  const mode = moveModeOf(boardRules().moveModes, action);
  const charge = moveCost(token, waypoints, mode);
  if (!charge) return movedItself(token, null);
  // Prompts (a cluttered zone's Mobility roll) come with every move; costs and refusals in one's own turn (and out
  // of turn where the fight charges those moves).
  if (!charged(token)) {
    if (!charge.allowed && charge.always && !game.user?.isGM) return refuse(charge.reasons.map(noteText).join(" "));
    void postPrompts(token, charge);
    // Where opportunity attacks come at any time, a move in a running fight names them whoever's turn it is.
    const anyTime = boardRules().opportunityAnyTime === true && game.combat?.started === true ? opportunityNames(token, charge) : "";
    if (anyTime) void postBoardChat([game.i18n.format("FRAY.Board.Chat.Opportunity", { name: token.name, names: anyTime })]);
    return movedItself(token, charge);
  }
  if (!charge.allowed) return refuse(charge.reasons.map(noteText).join(" "));
  const names = opportunityNames(token, charge);
  // Interrupted: the token stays (nearby) while the attackers decide (opportunity-hold.ts); the move goes on once each
  // has let it go or its attack on the mover is resolved.
  if (charge.interrupt && names) {
    const key = holdKey(token, charge.opportunityAttackers);
    const card = holdCard(token, charge.opportunityAttackers, key);
    if (!card) {
      await postHold(token, charge.opportunityAttackers, key);
      return refuse(game.i18n.format("FRAY.Board.Move.Interrupted", { names }));
    }
    const pending = pendingOf(card, charge.opportunityAttackers);
    if (pending.length > 0) return refuse(game.i18n.format("FRAY.Board.Move.Held", { names: pending.map((a) => a.name).join(", ") }));
  }
  const refusal = moveBooker ? await moveBooker(token, charge) : null;
  if (refusal) return refuse(refusal);
  for (const note of charge.notes) ui.notifications?.info(escapeHtml(noteText(note)));
  void postPrompts(token, charge);
  if (names && !charge.interrupt) void postBoardChat([game.i18n.format("FRAY.Board.Chat.Opportunity", { name: token.name, names })]);
  for (const fn of moveListeners) fn(token, charge);
  if (charge.rolls?.length && token.actor) void runMoveRolls(token.actor, charge.rolls);
  return movedItself(token, charge);
}

/**
 * A token's latest own move outside a running fight, as the board priced it (how far, how fast, how straight), kept
 * on its actor's flags (`flags.fray.lastMove`), so an attack with no fight to record its moves reads the mover's
 * latest move the way the tracker's record serves one in a fight (six-seconds: a Charge's "straight movement of at
 * least 6 metres", a fast mover's speed). Each own move replaces it; a forced displace is not the mover's own.
 * Written on the moving user's client, which owns the actor (as aim-on-move.ts).
 */
import type { MovedDistance } from "../applications/combat/tracker-view";
import { onOwnMove } from "./move-charge";
import { boardRules } from "./board";
import { FrayActor } from "../documents/actor";

/** The token's combatant fights in the running combat: the tracker records its moves. */
function inRunningFight(token: TokenDocument.Implementation): boolean {
  const combat = game.combat;
  return combat?.started === true && combat.combatants.contents.some((c) => c.tokenId === token.id);
}

export function registerLastMove(): void {
  onOwnMove((token, charge) => {
    const actor = token.actor;
    if (!actor?.isOwner) return;
    // What the ruleset keeps of an own move, in a fight or out of one (BoardRules.ownMoveUpdate).
    const update = actor instanceof FrayActor ? boardRules().ownMoveUpdate?.(actor.system.stats) : null;
    if (update) void actor.update(update as never);
    if (inRunningFight(token)) return;
    const moved = charge?.cost.moved ?? null;
    // A move the board could not measure leaves no record: an earlier one is no longer the latest.
    if (!moved && !actor.getFlag("fray", "lastMove")) return;
    // Every key written each time: setFlag merges an object into the one stored.
    void (moved ? actor.setFlag("fray", "lastMove", { squares: moved.squares, metresPerSecond: moved.metresPerSecond, straightMetres: moved.straightMetres ?? 0 }) : actor.unsetFlag("fray", "lastMove"));
  });
}

/**
 * What the token moved out of a fight, read as a fight's record of its latest turn: its speed and whether it went
 * straight, but no squares "in a single turn" (outside a fight there are no turns to count them in). A token that
 * has made no move of its own has moved nothing; null only without a token and actor.
 */
export function lastMoveOf(token: TokenDocument.Implementation | null | undefined): MovedDistance | null {
  const actor = token?.actor;
  if (!actor) return null;
  const moved = actor.getFlag("fray", "lastMove");
  return { squares: 0, metresPerSecond: moved?.metresPerSecond ?? 0, straightMetres: moved?.straightMetres ?? 0 };
}

/**
 * A timed action (an attack, a combo, an aim: whatever the sheet pays for) comes after the move: the move is no longer
 * "immediately" before the next one, so its straight metres are spent, as the tracker's are in a fight.
 */
export async function spendStraightMove(actor: Actor.Implementation): Promise<void> {
  const moved = actor.getFlag("fray", "lastMove");
  if (moved && (moved.straightMetres ?? 0) > 0) await actor.setFlag("fray", "lastMove", { ...moved, straightMetres: 0 });
}

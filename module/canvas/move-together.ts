/**
 * Tokens that move with another (Foundry glue): when a token moves itself, the ruleset may name other tokens of the
 * scene it carries (BoardRules.carries: factions' grabber and the one it holds). The active GM's client moves each by
 * the mover's own offset as a forced move (core's displace, which costs the carried one nothing), so they keep their
 * places beside it; the carried one need not be the mover's user's. The mover's move taken back (core's movement
 * undo, method "undo", whatever its action) takes them back the same way.
 * Sources: API hookEvents.moveToken (all clients, after the update, with the moving user), TokenMovementOperation
 * (`origin`, `destination`, `method`), TokenMovementMethod ("undo"), foundry-v13-notes §4.4.
 */
import { boardRules } from "./board";
import { DISPLACE, movementAction } from "./move-mode";
import type { MovementLike, WaypointLike } from "./movement-path";

async function carryAlong(mover: TokenDocument.Implementation, movement: MovementLike & { destination?: WaypointLike; method?: string }): Promise<void> {
  const carries = boardRules().carries;
  const scene = mover.parent;
  const moverActor = mover.actor;
  if (!carries || !scene || !moverActor || !mover.id) return;
  // A forced move of the mover (a shove, a throw) carries no one; its own move does, and so does its undo.
  if (movementAction(movement) === DISPLACE && movement.method !== "undo") return;
  const from = movement.origin;
  const to = movement.destination ?? movement.passed.waypoints.at(-1);
  if (!to) return;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return;
  for (const other of scene.tokens.contents) {
    const actor = other.actor;
    if (other.id === mover.id || !actor || !carries(moverActor.uuid, { system: actor.system.stats, statuses: [...actor.statuses] })) continue;
    await other.move([{ x: other.x + dx, y: other.y + dy, action: DISPLACE }]);
  }
}

export function registerMoveTogether(): void {
  // The hook's name as the v13/v14 API has it (hookEvents.moveToken); the typings here do not list it.
  const on = Hooks.on.bind(Hooks) as (hook: string, fn: (token: TokenDocument.Implementation, movement: MovementLike & { destination?: WaypointLike; method?: string }) => void) => number;
  on("moveToken", (token, movement) => {
    if (game.users.activeGM?.isSelf) void carryAlong(token, movement);
  });
}

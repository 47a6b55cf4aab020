/**
 * Tokens that move with another (Foundry glue): when a token moves itself, the ruleset may name other tokens of the
 * scene it carries (BoardRules.carries: factions' grabber and the one it holds). The active GM's client moves each by
 * the mover's own offset as a forced move (core's displace, which costs the carried one nothing), so they keep their
 * places beside it; the carried one need not be the mover's user's. The mover's move taken back (core's movement
 * undo, method "undo", whatever its action) takes them back the same way.
 * A carried token goes its own path (the mover's path shifted by its offset), and a wall that blocks movement on it
 * stops it as it would stop that token's own move: the mover's client refuses the mover's move with the reason
 * before anything is written or booked (carryRefusal, from the token document's `_preUpdateMovement`); a move that
 * got past it (an undo, a wall drawn meanwhile) leaves the carried token where it stood and the chat says why.
 * Core's displace itself ignores walls (its action's `walls: null`), so the test is Fray's.
 * Sources: API hookEvents.moveToken (all clients, after the update, with the moving user), TokenMovementOperation
 * (`origin`, `destination`, `method`), TokenMovementMethod ("undo"), foundry-v13-notes §4.4 (movement actions,
 * `walls`); PointSourcePolygon.testCollision (CONFIG.Canvas.polygonBackends.move, type "move", mode "any", as
 * factions' shove-board.ts), which reads the viewed canvas's walls: a scene the client does not view is not tested.
 */
import { moveBlocked } from "./wall-collision";
import { boardRules } from "./board";
import { postBoardChat } from "./board-actions";
import { DISPLACE, movementAction } from "./move-mode";
import { waypointCentre, type MovementLike, type WaypointLike } from "./movement-path";

type Point = { x: number; y: number };
type Movement = MovementLike & { destination?: WaypointLike; method?: string };

/**
 * The carried token's own path (pure): its centre now, then each of the mover's waypoints shifted by the carried
 * token's offset from the mover's origin, as centres (grid spaces of `size` pixels).
 */
export function carriedPath(carried: { x: number; y: number; width: number; height: number }, origin: Point, waypoints: readonly Point[], size: number): Point[] {
  const at = (x: number, y: number) => waypointCentre({ x, y, width: carried.width, height: carried.height }, size);
  return [at(carried.x, carried.y), ...waypoints.map((w) => at(carried.x + w.x - origin.x, carried.y + w.y - origin.y))];
}

/** Whether any leg of a path crosses a wall (`blocked`: the wall test). */
export function pathBlocked(path: readonly Point[], blocked: (a: Point, b: Point) => boolean): boolean {
  return path.some((p, i) => i > 0 && blocked(path[i - 1]!, p));
}

/** The tokens of the scene this move of `mover` carries along (none for a forced move of its own, but its undo). */
function carriedBy(mover: TokenDocument.Implementation, movement: Movement): TokenDocument.Implementation[] {
  const carries = boardRules().carries;
  const scene = mover.parent;
  const moverActor = mover.actor;
  if (!carries || !scene || !moverActor || !mover.id) return [];
  // A forced move of the mover (a shove, a throw) carries no one; its own move does, and so does its undo.
  if (movementAction(movement) === DISPLACE && movement.method !== "undo") return [];
  return scene.tokens.contents.filter((other) => {
    const actor = other.actor;
    return other.id !== mover.id && !!actor && carries(moverActor.uuid, { system: actor.system.stats, statuses: [...actor.statuses] });
  });
}

/** The carried token's path for this move crosses a wall (tested only on the scene this client views). */
function wallOnPath(mover: TokenDocument.Implementation, other: TokenDocument.Implementation, movement: Movement): boolean {
  const scene = mover.parent;
  if (!scene || canvas?.scene?.id !== scene.id) return false;
  const to = movement.destination ?? movement.passed.waypoints.at(-1);
  const waypoints = movement.passed.waypoints.length ? movement.passed.waypoints : to ? [to] : [];
  return pathBlocked(carriedPath(other, movement.origin, waypoints, scene.grid.size), moveBlocked);
}

/**
 * Why the mover may not make this move (a token it carries would go through a wall on its own path), told to its
 * user, or null. Called by the token document's `_preUpdateMovement` on the mover's client, before the move is booked.
 */
export function carryRefusal(mover: TokenDocument.Implementation, movement: Movement): string | null {
  if (movement.method === "undo") return null;
  const stopped = carriedBy(mover, movement).find((other) => wallOnPath(mover, other, movement));
  if (!stopped) return null;
  const reason = game.i18n.format("FRAY.Board.Move.CarryWall", { name: foundry.utils.escapeHTML(stopped.name ?? "") });
  ui.notifications?.warn(game.i18n.format("FRAY.Board.Move.Refused", { reason }));
  return reason;
}

async function carryAlong(mover: TokenDocument.Implementation, movement: Movement): Promise<void> {
  const from = movement.origin;
  const to = movement.destination ?? movement.passed.waypoints.at(-1);
  if (!to) return;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return;
  for (const other of carriedBy(mover, movement)) {
    // A wall on its own path (the mover's client did not stop the move: an undo, a wall drawn since): it stays.
    if (wallOnPath(mover, other, movement)) {
      await postBoardChat([game.i18n.format("FRAY.Board.Move.CarryWallStays", { name: other.name ?? "", mover: mover.name ?? "" })]);
      continue;
    }
    await other.move([{ x: other.x + dx, y: other.y + dy, action: DISPLACE }]);
  }
}

export function registerMoveTogether(): void {
  // The hook's name as the v13/v14 API has it (hookEvents.moveToken); the typings here do not list it.
  const on = Hooks.on.bind(Hooks) as (hook: string, fn: (token: TokenDocument.Implementation, movement: Movement) => void) => number;
  on("moveToken", (token, movement) => {
    if (game.users.activeGM?.isSelf) void carryAlong(token, movement);
  });
}

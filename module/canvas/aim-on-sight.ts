/**
 * "If … the target leaves your line of sight between aiming and attacking, you lose any benefits of having aimed":
 * after a token moves, every weapon aimed at its actor whose wielder's token no longer sees it (a wall that blocks
 * sight between the two tokens' centres, Foundry's own sight collision test) drops its aim. Runs on the active GM's
 * client (it owns every wielder), or on the wielder's owner's when no GM is connected. The moved token's own aims are
 * tested too: a wielder moved (a forced displace, which keeps its aims) out of sight of its target loses the aim.
 * A wall drawn, moved, or a door closed or locked between two standing tokens does the same: every aim in the scene
 * is tested again (the createWall / updateWall hooks, after the update's workflow, so the canvas's walls are new).
 * The sight test reads the viewed canvas's walls, so only the viewed scene is tested; a scene changed while the
 * canvas showed another is tested when the canvas shows it again (canvasReady).
 * Source: API PointSourcePolygon.testCollision (CONFIG.Canvas.polygonBackends.sight, mode "any": a boolean);
 * hookEvents.updateDocument ("fires for every Document type after conclusion of an update workflow"); WallDocument
 * `c`, `sight`, `door`, `ds` (CONST.WALL_DOOR_STATES).
 */
import { aimsAt, weaponStateOf, weaponStateUpdate } from "../data/item/weapon-state";

type Point = { x: number; y: number };

function centre(t: TokenDocument.Implementation, size: number): Point {
  return { x: t.x + (t.width * size) / 2, y: t.y + (t.height * size) / 2 };
}

/** Whether a wall blocks sight between two scene points (no sight backend: nothing blocks). */
function sightBlocked(from: Point, to: Point): boolean {
  const backend = CONFIG.Canvas.polygonBackends?.sight as { testCollision?(a: Point, b: Point, o: { type: string; mode: string }): unknown } | undefined;
  return Boolean(backend?.testCollision?.(from, to, { type: "sight", mode: "any" }));
}

/** Whether this client writes the wielder's aims: the active GM's, or the owner's when no GM is connected. */
function writesFor(wielder: Actor.Implementation): boolean {
  const gm = game.users.activeGM;
  return gm ? gm.isSelf : wielder.isOwner;
}

async function dropAimsOutOfSight(moved: TokenDocument.Implementation): Promise<void> {
  const scene = moved.parent;
  const target = moved.actor;
  // The sight test reads the viewed canvas's walls: another scene's move is tested when the canvas shows it.
  if (!scene || !target || scene !== canvas?.scene) return;
  const size = scene.grid.size;
  for (const token of scene.tokens.contents) {
    const wielder = token.actor;
    if (token.id === moved.id || !wielder || wielder === target) continue;
    if (!writesFor(wielder)) continue;
    const aimed = aimsAt(wielder.items.contents, target.uuid);
    if (aimed.length === 0 || !sightBlocked(centre(token, size), centre(moved, size))) continue;
    for (const id of aimed) await wielder.items.get(id)?.update(weaponStateUpdate({ aimedAt: null }));
  }
  await dropOwnAimsOutOfSight(moved);
}

/** The moved token's own aims: each weapon aimed at a token it no longer sees (a forced move behind a wall) drops it. */
async function dropOwnAimsOutOfSight(moved: TokenDocument.Implementation): Promise<void> {
  const scene = moved.parent;
  const wielder = moved.actor;
  if (!scene || !wielder) return;
  if (!writesFor(wielder)) return;
  const size = scene.grid.size;
  for (const item of wielder.items.contents) {
    const at = weaponStateOf(item.flags.fray).aimedAt;
    if (!at || !item.id) continue;
    const target = scene.tokens.contents.find((t) => t.id !== moved.id && t.actor?.uuid === at);
    if (target && sightBlocked(centre(moved, size), centre(target, size))) await item.update(weaponStateUpdate({ aimedAt: null }));
  }
}

/**
 * Every aim held in a scene, tested again (a wall or door changed): each weapon aimed at an actor whose token the
 * wielder's token no longer sees drops it. Only the viewed scene: the sight test reads the canvas's walls.
 */
async function dropSceneAimsOutOfSight(scene: Scene.Implementation | null): Promise<void> {
  if (!scene || scene !== canvas?.scene) return;
  const size = scene.grid.size;
  const tokens = scene.tokens.contents;
  for (const token of tokens) {
    const wielder = token.actor;
    if (!wielder || !writesFor(wielder)) continue;
    for (const item of wielder.items.contents) {
      const at = weaponStateOf(item.flags.fray).aimedAt;
      if (!at) continue;
      const target = tokens.find((t) => t.id !== token.id && t.actor?.uuid === at);
      if (target && sightBlocked(centre(token, size), centre(target, size))) await item.update(weaponStateUpdate({ aimedAt: null }));
    }
  }
}

/** A wall change that can take a sight line: its segment, its sight sense, its door or the door's state. */
const SIGHT_KEYS = ["c", "sight", "door", "ds"];

/** After any update that moved a token (a movement is an update of x or y, on every client). */
export function registerAimLostOnSight(): void {
  Hooks.on("updateToken", (moved, changed) => {
    if ("x" in changed || "y" in changed) void dropAimsOutOfSight(moved);
  });
  Hooks.on("updateWall", (wall, changed) => {
    if (SIGHT_KEYS.some((k) => k in changed)) void dropSceneAimsOutOfSight(wall.parent);
  });
  Hooks.on("createWall", (wall) => void dropSceneAimsOutOfSight(wall.parent));
  // What changed in a scene while the canvas showed another is tested when it shows that scene again.
  Hooks.on("canvasReady", (c) => void dropSceneAimsOutOfSight(c.scene));
}

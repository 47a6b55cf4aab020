/**
 * "If … the target leaves your line of sight between aiming and attacking, you lose any benefits of having aimed":
 * after a token moves, every weapon aimed at its actor whose wielder's token no longer sees it (a wall that blocks
 * sight between the two tokens' centres, Foundry's own sight collision test) drops its aim. Runs on the active GM's
 * client (it owns every wielder), or on the wielder's owner's when no GM is connected. The moved token's own aims are
 * tested too: a wielder moved (a forced displace, which keeps its aims) out of sight of its target loses the aim.
 * Source: API PointSourcePolygon.testCollision (CONFIG.Canvas.polygonBackends.sight, mode "any": a boolean).
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

async function dropAimsOutOfSight(moved: TokenDocument.Implementation): Promise<void> {
  const scene = moved.parent;
  const target = moved.actor;
  if (!scene || !target) return;
  const size = scene.grid.size;
  for (const token of scene.tokens.contents) {
    const wielder = token.actor;
    if (token.id === moved.id || !wielder || wielder === target) continue;
    const gm = game.users.activeGM;
    if (gm ? !gm.isSelf : !wielder.isOwner) continue;
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
  const gm = game.users.activeGM;
  if (gm ? !gm.isSelf : !wielder.isOwner) return;
  const size = scene.grid.size;
  for (const item of wielder.items.contents) {
    const at = weaponStateOf(item.flags.fray).aimedAt;
    if (!at || !item.id) continue;
    const target = scene.tokens.contents.find((t) => t.id !== moved.id && t.actor?.uuid === at);
    if (target && sightBlocked(centre(moved, size), centre(target, size))) await item.update(weaponStateUpdate({ aimedAt: null }));
  }
}

/** After any update that moved a token (a movement is an update of x or y, on every client). */
export function registerAimLostOnSight(): void {
  Hooks.on("updateToken", (moved, changed) => {
    if ("x" in changed || "y" in changed) void dropAimsOutOfSight(moved);
  });
}

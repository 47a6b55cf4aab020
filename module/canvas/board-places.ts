/**
 * Where actors stand on the viewed scene's board, for the attack card's handler on the GM's client (Foundry glue):
 * the zones between two actors' tokens, and two tokens swapping places (a forced move: core's `displace`, charged to
 * no one, move-charge.ts). An actor is found by its UUID among the viewed scene's tokens (a linked actor's first
 * token; an unlinked token's own actor has the token in its UUID). No board, or no token: null, the table decides.
 */
import { currentIndex } from "./board";
import { DISPLACE } from "./move-mode";

function tokenOf(uuid: string): TokenDocument.Implementation | null {
  const scene = canvas?.scene;
  return scene?.tokens.find((t) => t.actor?.uuid === uuid) ?? null;
}

/**
 * Zones between the two actors' tokens on the viewed scene (0: the same zone; Infinity: zones the board does not
 * connect, never nearby), or null when the board cannot say (no board, a token missing or outside every zone).
 */
export function zonesBetween(a: string, b: string): number | null {
  const index = currentIndex();
  const ta = tokenOf(a)?.id;
  const tb = tokenOf(b)?.id;
  if (!index || !ta || !tb) return null;
  const za = index.zoneOf(ta);
  const zb = index.zoneOf(tb);
  if (za === null || zb === null) return null;
  if (!index.graph.connected(za, zb)) return Number.POSITIVE_INFINITY;
  return index.graph.distance(za, zb);
}

/**
 * The two actors' tokens swap places (each moved onto the other's top-left corner); false when either is missing or
 * a move is refused (a module's preMoveToken), and then neither has moved.
 */
export async function swapPlaces(a: string, b: string): Promise<boolean> {
  const ta = tokenOf(a);
  const tb = tokenOf(b);
  if (!ta || !tb || ta === tb) return false;
  const from = { x: ta.x, y: ta.y };
  const to = { x: tb.x, y: tb.y };
  if (!(await ta.move({ ...to, action: DISPLACE }))) return false;
  if (await tb.move({ ...from, action: DISPLACE })) return true;
  await ta.move({ ...from, action: DISPLACE });
  return false;
}

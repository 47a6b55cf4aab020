/**
 * Where a fighter stands, as a round's end may need it (six-seconds: "within 3m of an infected creature"): its
 * token's centre on its own scene, in the scene's units (metres in Fray: system.json grid.units), read from that
 * scene's grid. None without a token on a scene.
 */
import { gridSpecOf, type SceneGridLike } from "../canvas/grid-spec";
import { centreOf } from "../canvas/token-data";

interface TokenAt {
  id: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  parent: { id: string | null; grid: SceneGridLike } | null;
}

export function fighterPlace(token: TokenAt | null | undefined): { scene: string; x: number; y: number } | undefined {
  const scene = token?.parent;
  if (!token || !scene?.grid || !(scene.grid.size > 0)) return undefined;
  const grid = gridSpecOf(scene.grid);
  const c = centreOf({ id: token.id ?? "", x: token.x, y: token.y, width: token.width, height: token.height }, grid);
  const units = grid.distance / grid.size;
  return { scene: scene.id ?? "", x: c.x * units, y: c.y * units };
}

/** `{ place }` for a fighter with a token on a scene, else nothing (spread into a RoundFighter). */
export function placeField(token: TokenAt | null | undefined): { place?: { scene: string; x: number; y: number } } {
  const place = fighterPlace(token);
  return place ? { place } : {};
}

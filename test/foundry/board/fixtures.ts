/** Plain objects shaped like Scene Region, RegionBehavior and Token document data, for the board tests. */
import type { AttackBoardContext, MoveBoardContext, MoveMode } from "../../../module/canvas/board-rules";
import { ACTOR_SYSTEM, type ActorSystem } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import type { GridSpec, TokenLike } from "../../../module/canvas/token-data";
import { ZONE_BEHAVIOR_TYPE, type RegionLike, type ZoneBehaviorSystem } from "../../../module/canvas/zone-data";
import { ZoneIndex } from "../../../module/canvas/zone-index";
import type { RegionShapeData } from "../../../module/canvas/region-geometry";

/** 100 px squares of 1 m (Fray's default grid). */
export const GRID: GridSpec = { size: 100, distance: 1 };

export function zone(id: string, shapes: RegionShapeData[], system: Partial<ZoneBehaviorSystem> = {}, extra: Partial<RegionLike> = {}): RegionLike {
  return { id, name: id, shapes, behaviors: [{ type: ZONE_BEHAVIOR_TYPE, system }], ...extra };
}

export const rect = (x: number, y: number, width: number, height: number, more: { rotation?: number; hole?: boolean } = {}): RegionShapeData => ({
  type: "rectangle",
  x,
  y,
  width,
  height,
  ...more,
});

/** A row of square zones 1000 px (10 squares) wide, touching edge to edge: z0 | z1 | z2 … */
export function row(n: number, features: Record<string, string[]> = {}): RegionLike[] {
  return Array.from({ length: n }, (_, i) => zone(`z${i}`, [rect(i * 1000, 0, 1000, 1000)], { features: features[`z${i}`] ?? [] }));
}

/** A one-square token whose top-left corner is at grid square (col, row). */
export function token(id: string, col: number, rowIndex: number, more: Partial<TokenLike> = {}): TokenLike {
  return { id, x: col * GRID.size, y: rowIndex * GRID.size, width: 1, height: 1, disposition: 1, ...more };
}

export function board(regions: RegionLike[], tokens: TokenLike[]): ZoneIndex {
  const index = new ZoneIndex(GRID);
  index.load(regions, tokens);
  return index;
}

export function stats(patch: (s: ActorSystem) => void = () => {}): ActorSystem {
  const s = initialOf(ACTOR_SYSTEM);
  patch(s);
  return s;
}

export function attackCtx(index: ZoneIndex, attacker: string, target: string, weapon?: AttackBoardContext["weapon"]): AttackBoardContext {
  const ctx: AttackBoardContext = { graph: index.graph, grid: index.grid, attacker: index.token(attacker)!, target: index.token(target)!, tokens: index.allTokens() };
  if (weapon) ctx.weapon = weapon;
  return ctx;
}

/** A move of `mover` to `to` (its new document data), straight from centre to centre unless it goes `via` points (pixels). */
export function moveCtx(
  index: ZoneIndex,
  mover: string,
  to: TokenLike,
  opts: { mode?: MoveMode; stats?: ActorSystem; turn?: MoveBoardContext["turn"]; via?: Array<{ x: number; y: number }> } = {},
): MoveBoardContext {
  const from = index.token(mover)!;
  const dest = index.preview(to);
  const ctx: MoveBoardContext = {
    graph: index.graph,
    grid: index.grid,
    tokens: index.allTokens(),
    from,
    to: dest,
    path: [from.centre, dest.centre],
    mode: opts.mode ?? "walk",
    stats: opts.stats ?? stats(),
    featuresAt: (x, y) => {
      const z = index.zoneAt(x, y);
      return z ? index.graph.zone(z).features : [];
    },
    zoneAt: (x, y) => index.zoneAt(x, y, from.elevation),
  };
  if (opts.via) ctx.path = [from.centre, ...opts.via, dest.centre];
  if (opts.turn) ctx.turn = opts.turn;
  return ctx;
}

/** Plain objects shaped like Scene Region, RegionBehavior and Token document data, for the board tests. */
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

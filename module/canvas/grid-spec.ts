/**
 * The board's view of one scene's grid (pure): its shape, space size, units per space and diagonal rule, read from
 * that scene's own grid (Scene#grid, a BaseGrid), never from the canvas being viewed, since each scene has its own.
 * Numbers are Foundry's constants: CONST.GRID_TYPES (GRIDLESS 0, SQUARE 1, HEXODDR 2, HEXEVENR 3, HEXODDQ 4,
 * HEXEVENQ 5) and CONST.GRID_DIAGONALS (EQUIDISTANT 0, EXACT 1, APPROXIMATE 2, RECTILINEAR 3, ALTERNATING_1 4,
 * ALTERNATING_2 5, ILLEGAL 6), as the public API pages list them.
 */
import type { GridShape, GridSpec } from "./token-data";

const SHAPES: Record<number, GridShape> = { 0: "gridless", 1: "square", 2: "hex-rows", 3: "hex-rows", 4: "hex-columns", 5: "hex-columns" };

const DIAGONALS: Record<number, NonNullable<GridSpec["diagonals"]>> = {
  0: "equidistant",
  1: "exact",
  2: "approximate",
  3: "rectilinear",
  4: "alternating",
  5: "alternating2",
  6: "illegal",
};

/** What a scene's grid says (the fields of a BaseGrid the board reads). */
export interface SceneGridLike {
  type?: number | null;
  size: number;
  distance: number;
  diagonals?: number | null;
}

export function gridSpecOf(grid: SceneGridLike): GridSpec {
  const shape = SHAPES[Number(grid.type ?? 1)] ?? "square";
  const diagonals = DIAGONALS[Number(grid.diagonals ?? 0)] ?? "equidistant";
  return { size: grid.size, distance: grid.distance, diagonals, shape };
}

/**
 * Issue 21 #15 (pure part): each scene's grid is measured by its own shape and diagonal rule. Hex grids count hex
 * steps; a gridless scene measures straight lines. Foundry's constants as the API pages give them.
 */
import { describe, expect, it } from "vitest";
import { gridDistance, gridSteps } from "../../../module/canvas/grid-distance";
import { gridSpecOf } from "../../../module/canvas/grid-spec";

describe("a scene's grid as the board reads it", () => {
  it("maps CONST.GRID_TYPES and CONST.GRID_DIAGONALS", () => {
    expect(gridSpecOf({ type: 1, size: 100, distance: 1, diagonals: 4 })).toEqual({ size: 100, distance: 1, diagonals: "alternating", shape: "square" });
    expect(gridSpecOf({ type: 2, size: 80, distance: 5, diagonals: 0 }).shape).toBe("hex-rows");
    expect(gridSpecOf({ type: 5, size: 80, distance: 5 }).shape).toBe("hex-columns");
    expect(gridSpecOf({ type: 0, size: 100, distance: 1 }).shape).toBe("gridless");
    expect(gridSpecOf({ type: 1, size: 100, distance: 1, diagonals: 5 }).diagonals).toBe("alternating2");
    expect(gridSpecOf({ type: 1, size: 100, distance: 1, diagonals: 6 }).diagonals).toBe("illegal");
  });
});

describe("distances by grid shape", () => {
  const square = { size: 100, distance: 1 };
  it("square grids follow the diagonal rule (1-2-1 and 2-1-2 alternate differently)", () => {
    const a = { x: 50, y: 50 };
    const b = { x: 350, y: 350 }; // 3 diagonal steps
    expect(gridDistance(a, b, square)).toBe(3);
    expect(gridDistance(a, b, { ...square, diagonals: "alternating" })).toBe(4);
    expect(gridDistance(a, b, { ...square, diagonals: "alternating2" })).toBe(5);
    expect(gridDistance(a, b, { ...square, diagonals: "illegal" })).toBe(6);
  });

  it("pointy-topped hex rows: neighbours are `size` apart across the flat sides", () => {
    const hex = { size: 100, distance: 5, shape: "hex-rows" as const };
    const o = { x: 0, y: 0 };
    const h = (100 * Math.sqrt(3)) / 2; // row spacing: 1.5 × the circumradius (size / √3)
    expect(gridDistance(o, { x: 100, y: 0 }, hex)).toBe(5);
    expect(gridDistance(o, { x: 50, y: h }, hex)).toBe(5); // south-east neighbour: one hex, not a diagonal
    expect(gridDistance(o, { x: 0, y: 2 * h }, hex)).toBe(10); // two rows down
    expect(gridDistance(o, { x: 400, y: 0 }, hex)).toBe(20);
    // Three hexes east and three rows down the south-east line: 6 hexes (a square grid would say 5 squares).
    expect(gridDistance(o, { x: 450, y: 3 * h }, hex)).toBe(30);
    expect(gridSteps(o, { x: 300, y: 0 }, hex)).toHaveLength(3);
  });

  it("flat-topped hex columns turn the same lattice by 90°", () => {
    const hex = { size: 100, distance: 1, shape: "hex-columns" as const };
    const w = (100 * Math.sqrt(3)) / 2;
    expect(gridDistance({ x: 0, y: 0 }, { x: 0, y: 300 }, hex)).toBe(3);
    expect(gridDistance({ x: 0, y: 0 }, { x: w, y: 50 }, hex)).toBe(1);
    expect(gridDistance({ x: 0, y: 0 }, { x: 2 * w, y: 0 }, hex)).toBe(2);
    expect(gridDistance({ x: 0, y: 0 }, { x: 3 * w, y: 450 }, hex)).toBe(6);
  });

  it("gridless scenes measure the straight line", () => {
    expect(gridDistance({ x: 0, y: 0 }, { x: 300, y: 400 }, { size: 100, distance: 2, shape: "gridless" })).toBe(10);
  });
});

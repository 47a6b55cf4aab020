import { describe, expect, it } from "vitest";
import { templateArea, templateShape } from "../../../module/canvas/template-area";
import { footprintOf } from "../../../module/canvas/token-data";
import { GRID, token } from "./fixtures";

const footprints = (...tokens: ReturnType<typeof token>[]) => tokens.map((t) => footprintOf(t, GRID));

describe("measured templates → engine area shapes", () => {
  it("sizes every template type from grid units", () => {
    expect(templateShape({ t: "circle", x: 500, y: 500, distance: 2 }, GRID)).toEqual({ kind: "circle", x: 500, y: 500, radius: 200 });
    expect(templateShape({ t: "cone", x: 0, y: 0, distance: 3, direction: 90, angle: 60 }, GRID)).toEqual({ kind: "cone", x: 0, y: 0, direction: 90, length: 300, angle: 60, flat: false });
    expect(templateShape({ t: "ray", x: 0, y: 0, distance: 5, width: 1, direction: 0 }, GRID)).toEqual({ kind: "line", x: 0, y: 0, direction: 0, length: 500, width: 100 });
    // A rect is stored by its diagonal: from (100, 100), 45° and √2 × 200 px long spans 200 × 200.
    const r = templateShape({ t: "rect", x: 100, y: 100, distance: Math.SQRT2 * 2, direction: 45 }, GRID);
    expect(r.kind).toBe("rect");
    if (r.kind === "rect") {
      expect(r.x).toBeCloseTo(100);
      expect(r.width).toBeCloseTo(200);
      expect(r.height).toBeCloseTo(200);
    }
    // A diagonal pointing up-left still gives a positive rectangle with the corner as its top-left.
    const back = templateShape({ t: "rect", x: 300, y: 300, distance: Math.SQRT2 * 2, direction: 225 }, GRID);
    if (back.kind === "rect") expect([back.x, back.y]).toEqual([expect.closeTo(100), expect.closeTo(100)]);
    // A grid of 5 ft squares: distance 10 ft is two squares.
    expect(templateShape({ t: "circle", x: 0, y: 0, distance: 10 }, { size: 100, distance: 5 })).toMatchObject({ radius: 200 });
  });

  it("targets tokens even partly inside by footprint, or by centre when asked", () => {
    // Circle of radius 1.5 squares about the centre of square (5, 5).
    const tpl = { t: "circle" as const, x: 550, y: 550, distance: 1.5 };
    const tokens = footprints(token("centre", 5, 5), token("edge", 6, 5), token("corner", 6, 6), token("just-out", 7, 5), token("far", 9, 9));
    expect(templateArea.targets(tpl, GRID, tokens, "footprint")).toEqual(["centre", "edge", "corner"]);
    // Centres: (650, 550) is 1 square away (in); (650, 650) is √2 ≈ 1.41 (in); (750, 550) is 2 (out).
    expect(templateArea.targets(tpl, GRID, tokens, "centre")).toEqual(["centre", "edge", "corner"]);
    // Radius 0.6 squares: the neighbour's edge is 0.5 away (in), the diagonal neighbour's corner 0.71 (out).
    const small = { t: "circle" as const, x: 550, y: 550, distance: 0.6 };
    expect(templateArea.targets(small, GRID, tokens, "footprint")).toEqual(["centre", "edge"]);
    expect(templateArea.targets(small, GRID, tokens, "centre")).toEqual(["centre"]);
  });

  it("a large token counts when any part of it is inside", () => {
    const ray = { t: "ray" as const, x: 0, y: 50, distance: 10, width: 0.5, direction: 0 };
    const tokens = footprints(token("giant", 4, 1, { width: 4, height: 4 }), token("row0", 8, 0), token("row1", 8, 1));
    // The ray runs along y = 50 ± 25: row 0 only. The giant starts at y = 100.
    expect(templateArea.targets(ray, GRID, tokens, "footprint")).toEqual(["row0"]);
    const lower = { ...ray, y: 130 }; // y 105…155: the giant and row 1, not row 0
    expect(templateArea.targets(lower, GRID, tokens, "footprint")).toEqual(["giant", "row1"]);
  });

  it("moves a template by an offset (a scattered miss) without touching the rest", () => {
    expect(templateArea.moved({ t: "cone", x: 10, y: 20, distance: 3, angle: 53.13, direction: 90 }, 600, -100)).toEqual({ t: "cone", x: 610, y: -80, distance: 3, angle: 53.13, direction: 90 });
  });
});

/**
 * Issue 29: a v14 area is a Region whose one shape draws the template the ruleset asked for; read back, it is the
 * same template, so targeting (the engine's footprint test, not core's centre rule) and scatter are unchanged.
 */
import { describe, expect, it } from "vitest";
import { movedShape, regionArea, regionShapeOf, templateOfShape } from "../../../module/canvas/region-area";
import { templateArea, type TemplateLike } from "../../../module/canvas/template-area";
import { GRID, board, token } from "./fixtures";

describe("areas on Regions", () => {
  const forms: TemplateLike[] = [
    { t: "circle", x: 550, y: 550, distance: 2 },
    { t: "cone", x: 550, y: 550, distance: 3, direction: 45, angle: 60 },
    { t: "ray", x: 550, y: 550, distance: 4, direction: 90, width: 1 },
    { t: "rect", x: 500, y: 500, distance: Math.hypot(2, 3), direction: (Math.atan2(3, 2) * 180) / Math.PI },
  ];

  it("every template form becomes a v14 shape (pixels, degrees) and reads back as the same template", () => {
    for (const t of forms) {
      const shape = regionShapeOf(t, GRID);
      const back = templateOfShape(shape, GRID)!;
      expect(back.t).toBe(t.t);
      expect(back.x).toBeCloseTo(t.x);
      expect(back.y).toBeCloseTo(t.y);
      expect(back.distance).toBeCloseTo(t.distance);
      if (t.direction !== undefined) expect(back.direction).toBeCloseTo(t.direction);
    }
    expect(regionShapeOf(forms[1]!, GRID)).toEqual({ type: "cone", x: 550, y: 550, radius: 300, angle: 60, rotation: 45 });
    expect(regionShapeOf(forms[2]!, GRID)).toEqual({ type: "line", x: 550, y: 550, length: 400, width: 100, rotation: 90 });
  });

  it("targets by the footprint: a token only partly inside is caught, and a moved shape catches whoever stands there", () => {
    // A circle of 1.2 m on square (5, 5); a 2×2 token from square (6, 6) overlaps its edge, its centre (700, 700) outside.
    const index = board([], [token("small", 5, 5), token("big", 6, 6, { width: 2, height: 2 }), token("far", 12, 5)]);
    const sphere: TemplateLike = { t: "circle", x: 550, y: 550, distance: 1.2 };
    const footprints = index.allTokens().map((t) => t.footprint);
    const read = templateOfShape(regionShapeOf(sphere, GRID), GRID)!;
    expect(regionArea.targets(read, GRID, footprints, "footprint").sort()).toEqual(templateArea.targets(sphere, GRID, footprints, "footprint").sort());
    expect(regionArea.targets(read, GRID, footprints, "footprint")).toContain("big");
    const moved = templateOfShape(movedShape(regionShapeOf(sphere, GRID), 700, 0), GRID)!;
    expect(regionArea.targets(moved, GRID, footprints, "footprint")).toEqual(["far"]);
  });

  it("a shape Fray did not place is no area", () => {
    expect(templateOfShape({ type: "ring", x: 0, y: 0, radius: 100 }, GRID)).toBeNull();
    expect(templateOfShape({ type: "rectangle", x: 0, y: 0, width: 100, height: 100, rotation: 30 }, GRID)).toBeNull();
    expect(templateOfShape(null, GRID)).toBeNull();
  });
});

/**
 * Issue 29: zones drawn with every v14 region shape (circle, ellipse, rectangle, polygon, cone, line, ring, emanation)
 * build the zone graph without throwing and hold the points they cover; a shape Fray does not model takes core's
 * polygons; a scene's levels keep zones and tokens apart. Region source as v14 stores it (RegionData page; field
 * names as foundryvtt/dnd5e `module/canvas/template-placement.mjs` writes them).
 */
import { describe, expect, it } from "vitest";
import { regionFromSource, tokenFromSource } from "../../../module/canvas/document-data";
import { regionContains, regionGeometry } from "../../../module/canvas/region-geometry";
import { buildZoneGraph } from "../../../module/canvas/zone-graph-builder";
import { ZONE_BEHAVIOR_TYPE } from "../../../module/canvas/zone-data";
import { ZoneIndex } from "../../../module/canvas/zone-index";
import { GRID } from "./fixtures";

const behaviors = [{ type: ZONE_BEHAVIOR_TYPE, system: { features: [] } }];
const src = (shape: Record<string, unknown>, more: Record<string, unknown> = {}) => ({ name: String(shape["type"]), shapes: [shape], behaviors, ...more });

/** One zone per v14 shape type, spread out so none overlaps another. */
const V14_SHAPES: Record<string, Record<string, unknown>> = {
  circle: { type: "circle", x: 500, y: 500, radius: 300 },
  ellipse: { type: "ellipse", x: 1500, y: 500, radiusX: 400, radiusY: 200, rotation: 0 },
  rectangle: { type: "rectangle", x: 2200, y: 200, width: 600, height: 600, rotation: 0 },
  polygon: { type: "polygon", points: [3200, 200, 3800, 200, 3200, 800] },
  // Apex at (4200, 500) pointing east, 600 px long, 90° wide.
  cone: { type: "cone", x: 4200, y: 500, radius: 600, angle: 90, rotation: 0, curvature: "round" },
  // From (5200, 500) east, 600 px long and 100 px wide.
  line: { type: "line", x: 5200, y: 500, length: 600, width: 100, rotation: 0 },
  // The band 200..300 px about (6500, 500).
  ring: { type: "ring", x: 6500, y: 500, radius: 200, outerWidth: 100 },
  // A one-square token at (7400, 400) grown by 200 px.
  emanation: { type: "emanation", x: 0, y: 0, radius: 200, base: { type: "token", x: 7400, y: 400, width: 1, height: 1, shape: 4 } },
};

/** A point each shape covers, and one near it that it does not. */
const INSIDE: Record<string, [number, number]> = {
  circle: [700, 500], ellipse: [1850, 500], rectangle: [2790, 790], polygon: [3250, 250], cone: [4700, 450], line: [5750, 540], ring: [6750, 500], emanation: [7650, 450],
};
const OUTSIDE: Record<string, [number, number]> = {
  circle: [750, 750], ellipse: [1500, 750], rectangle: [2850, 500], polygon: [3700, 700], cone: [4300, 800], line: [5500, 600], ring: [6500, 500], emanation: [7700, 700],
};

describe("zones on every v14 region shape", () => {
  it("reads each shape, builds the graph without throwing, and each zone holds its own points only", () => {
    const regions = Object.entries(V14_SHAPES).map(([type, shape]) => regionFromSource(type, src(shape), { gridSize: GRID.size }));
    for (const r of regions) expect(r.shapes, r.id).toHaveLength(1);
    const { graph, zones } = buildZoneGraph(regions);
    expect(graph.zones.map((z) => z.id).sort()).toEqual(Object.keys(V14_SHAPES).sort());
    for (const z of zones) {
      const [ix, iy] = INSIDE[z.id]!;
      const [ox, oy] = OUTSIDE[z.id]!;
      expect(regionContains(z.geometry, ix, iy), `${z.id} holds (${ix}, ${iy})`).toBe(true);
      expect(regionContains(z.geometry, ox, oy), `${z.id} does not hold (${ox}, ${oy})`).toBe(false);
    }
  });

  it("a flat cone ends in a straight edge, a round one in an arc", () => {
    const round = regionGeometry("r", [{ type: "cone", x: 0, y: 0, radius: 100, angle: 90, rotation: 0 }]);
    const flat = regionGeometry("f", [{ type: "cone", x: 0, y: 0, radius: 100, angle: 90, rotation: 0, flat: true }]);
    // On the axis, 95 px out: inside the arc, beyond the chord (which crosses the axis at 100·cos 45° ≈ 70.7).
    expect(regionContains(round, 95, 0)).toBe(true);
    expect(regionContains(flat, 95, 0)).toBe(false);
    expect(regionContains(flat, 65, 0)).toBe(true);
  });

  it("a ring's middle is out, but another shape of the same region may cover it", () => {
    const ring = { type: "ring", x: 0, y: 0, radius: 200, outerWidth: 100 };
    const alone = regionFromSource("a", src(ring));
    expect(regionContains(regionGeometry("a", alone.shapes), 0, 0)).toBe(false);
    const filled = regionFromSource("b", { shapes: [ring, { type: "circle", x: 0, y: 0, radius: 50 }], behaviors });
    expect(regionContains(regionGeometry("b", filled.shapes), 0, 0)).toBe(true);
  });

  it("a shape type Fray does not model takes the polygons core computed for it, and is skipped without them", () => {
    const star = { type: "star", x: 0, y: 0, points: 5 };
    const withCore = regionFromSource("s", src(star), { corePolygons: (i) => (i === 0 ? [[0, 0, 100, 0, 100, 100, 0, 100]] : null) });
    expect(withCore.shapes).toEqual([{ type: "polygons", polygons: [[0, 0, 100, 0, 100, 100, 0, 100]], hole: false }]);
    expect(regionContains(regionGeometry("s", withCore.shapes), 50, 50)).toBe(true);
    expect(() => buildZoneGraph([withCore])).not.toThrow();
    expect(regionFromSource("s", src(star)).shapes).toEqual([]);
  });

  it("a scene's levels: a zone holds tokens on its levels only, and zones on other levels never border", () => {
    const ground = regionFromSource("ground", src({ type: "rectangle", x: 0, y: 0, width: 1000, height: 1000 }, { levels: ["L0"] }));
    const upstairs = regionFromSource("upstairs", src({ type: "rectangle", x: 0, y: 0, width: 1000, height: 1000 }, { levels: ["L1"] }));
    const next = regionFromSource("next", src({ type: "rectangle", x: 1000, y: 0, width: 1000, height: 1000 }, { levels: ["L1"] }));
    const index = new ZoneIndex(GRID);
    const below = tokenFromSource("below", { x: 400, y: 400, width: 1, height: 1, level: "L0" });
    const above = tokenFromSource("above", { x: 400, y: 400, width: 1, height: 1, level: "L1" });
    index.load([ground, upstairs, next], [below, above]);
    expect(index.zoneOf("below")).toBe("ground");
    expect(index.zoneOf("above")).toBe("upstairs");
    expect(index.graph.neighbours("upstairs")).toEqual(["next"]);
    expect(index.graph.neighbours("ground")).toEqual([]);
  });
});

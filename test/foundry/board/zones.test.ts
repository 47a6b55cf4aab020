import { describe, expect, it } from "vitest";
import { regionContains, regionGeometry, shapeToPolygon } from "../../../module/canvas/region-geometry";
import { regionsBorder } from "../../../module/canvas/region-adjacency";
import { buildZoneGraph } from "../../../module/canvas/zone-graph-builder";
import { normaliseZoneSystem } from "../../../module/canvas/zone-data";
import { board, rect, row, token, zone } from "./fixtures";

describe("region shapes → polygons", () => {
  it("rectangles, rotated rectangles, circles, ellipses and polygons hold the points they should", () => {
    const r = regionGeometry("r", [rect(0, 0, 200, 100)]);
    expect(regionContains(r, 199, 99)).toBe(true);
    expect(regionContains(r, 201, 50)).toBe(false);
    // Turned a quarter about its centre (100, 50): now 100 wide and 200 tall.
    const turned = regionGeometry("t", [rect(0, 0, 200, 100, { rotation: 90 })]);
    expect(regionContains(turned, 100, -40)).toBe(true);
    expect(regionContains(turned, 190, 50)).toBe(false);
    const circle = regionGeometry("c", [{ type: "circle", x: 0, y: 0, radius: 100 }]);
    expect(regionContains(circle, 70, 70)).toBe(true);
    expect(regionContains(circle, 75, 75)).toBe(false);
    const ellipse = regionGeometry("e", [{ type: "ellipse", x: 0, y: 0, radiusX: 200, radiusY: 50 }]);
    expect(regionContains(ellipse, 190, 0)).toBe(true);
    expect(regionContains(ellipse, 0, 60)).toBe(false);
    const tri = regionGeometry("p", [{ type: "polygon", points: [0, 0, 100, 0, 0, 100] }]);
    expect(regionContains(tri, 10, 10)).toBe(true);
    expect(regionContains(tri, 80, 80)).toBe(false);
    expect(shapeToPolygon({ type: "circle", x: 0, y: 0, radius: 1 })).toHaveLength(64);
  });

  it("holes cut a region, and elevation limits it", () => {
    const ring = regionGeometry("ring", [rect(0, 0, 300, 300), rect(100, 100, 100, 100, { hole: true })], { bottom: 0, top: 10 });
    expect(regionContains(ring, 50, 50)).toBe(true);
    expect(regionContains(ring, 150, 150)).toBe(false);
    expect(regionContains(ring, 50, 50, 5)).toBe(true);
    expect(regionContains(ring, 50, 50, 20)).toBe(false);
  });
});

describe("adjacency from shapes, with the GM's overrides", () => {
  it("a shared edge or an overlap borders; a corner or a gap does not", () => {
    const a = regionGeometry("a", [rect(0, 0, 100, 100)]);
    expect(regionsBorder(a, regionGeometry("edge", [rect(100, 0, 100, 100)]))).toBe(true);
    expect(regionsBorder(a, regionGeometry("overlap", [rect(50, 50, 100, 100)]))).toBe(true);
    expect(regionsBorder(a, regionGeometry("inside", [rect(25, 25, 10, 10)]))).toBe(true);
    expect(regionsBorder(a, regionGeometry("corner", [rect(100, 100, 100, 100)]))).toBe(false);
    expect(regionsBorder(a, regionGeometry("gap", [rect(110, 0, 100, 100)]))).toBe(false);
    // Overlapping circles border; a balcony above does not border the yard below it.
    const c1 = regionGeometry("c1", [{ type: "circle", x: 0, y: 0, radius: 100 }]);
    expect(regionsBorder(c1, regionGeometry("c2", [{ type: "circle", x: 150, y: 0, radius: 100 }]))).toBe(true);
    const yard = regionGeometry("yard", [rect(0, 0, 100, 100)], { bottom: 0, top: 3 });
    expect(regionsBorder(yard, regionGeometry("balcony", [rect(50, 0, 100, 100)], { bottom: 4, top: 8 }))).toBe(false);
  });

  it("builds the engine graph; GM links add and remove borders; border cover merges both sides", () => {
    const regions = [
      ...row(3),
      zone("tower", [rect(5000, 0, 500, 500)], { addLinks: ["z2"] }),
    ];
    regions[0] = zone("z0", [rect(0, 0, 1000, 1000)], { removeLinks: ["z1"], addLinks: [] });
    regions[1] = zone("z1", [rect(1000, 0, 1000, 1000)], {
      borders: [{ zone: "z2", cover: "light", soft: true, linear: false, choke: 0, barrier: false }],
    });
    regions[2] = zone("z2", [rect(2000, 0, 1000, 1000)], {
      borders: [{ zone: "z1", cover: "heavy", soft: false, linear: true, choke: 2, barrier: false }],
    });
    const { graph } = buildZoneGraph(regions);
    expect(graph.adjacent("z0", "z1")).toBe(false);
    expect(graph.adjacent("z2", "tower")).toBe(true);
    expect(graph.connected("z0", "z2")).toBe(false);
    const b = graph.boundary("z1", "z2")!;
    expect(b.cover).toBe("heavy");
    expect([...b.features].sort()).toEqual(["choke-2", "linear-cover", "soft-cover"]);
    expect(graph.distance("z1", "tower")).toBe(2);
  });

  it("regions without an enabled zone behaviour are no zones; manual zones join the graph", () => {
    const plain = { id: "deco", shapes: [rect(0, 0, 100, 100)], behaviors: [] };
    const off = zone("off", [rect(100, 0, 100, 100)]);
    off.behaviors = [{ type: "fray.zone", disabled: true, system: {} }];
    const { graph } = buildZoneGraph([plain, off, ...row(1)], { zones: [{ id: "hill" }], boundaries: [{ between: ["hill", "z0"] }, { between: ["hill", "gone"] }] });
    expect(graph.zones.map((z) => z.id).sort()).toEqual(["hill", "z0"]);
    expect(graph.adjacent("hill", "z0")).toBe(true);
  });

  it("normalises stored behaviour data, dropping malformed borders", () => {
    const n = normaliseZoneSystem({ features: ["dimly-lit", "dimly-lit", ""], borders: [{ zone: "", cover: "light" } as never, { zone: "b", cover: "bogus" } as never] });
    expect(n.features).toEqual(["dimly-lit"]);
    expect(n.borders).toEqual([{ zone: "b", cover: "none", soft: false, linear: false, choke: 0, barrier: false }]);
  });
});

describe("tokens in zones", () => {
  it("a token is in the zone holding its centre; the smaller zone wins where zones overlap", () => {
    const room = zone("room", [rect(200, 200, 300, 300)]);
    const index = board([...row(2), room], [token("a", 1, 1), token("b", 12, 3), token("c", 3, 3), token("far", 50, 50)]);
    expect(index.zoneOf("a")).toBe("z0");
    expect(index.zoneOf("b")).toBe("z1");
    expect(index.zoneOf("c")).toBe("room");
    expect(index.zoneOf("far")).toBeNull();
    // A 2×2 token straddling the z0|z1 edge at x = 1000: its centre (1000, 300) is on the edge, first by area then id.
    expect(index.upsertToken(token("big", 9, 2, { width: 2, height: 2 }))).toBe("z0");
  });

  it("a zone assigned by hand takes precedence (and is ignored when that zone does not exist)", () => {
    const index = board(row(3), [token("a", 1, 1, { flags: { fray: { zone: "z2" } } }), token("b", 1, 1, { flags: { fray: { zone: "nowhere" } } })]);
    expect(index.zoneOf("a")).toBe("z2");
    expect(index.zoneOf("b")).toBe("z0");
  });

  it("plays without a map: manual zones and hand-assigned tokens give distances", () => {
    const index = board([], [token("a", 0, 0, { flags: { fray: { zone: "gate" } } }), token("b", 0, 0, { flags: { fray: { zone: "keep" } } })]);
    expect(index.zoneOf("a")).toBeNull();
    index.setManual({ zones: [{ id: "gate" }, { id: "yard" }, { id: "keep" }], boundaries: [{ between: ["gate", "yard"] }, { between: ["yard", "keep"] }] });
    expect(index.zoneOf("a")).toBe("gate");
    expect(index.graph.distance(index.zoneOf("a")!, index.zoneOf("b")!)).toBe(2);
  });

  it("recomputes only what changed: one token move, one region change, one region removed", () => {
    const index = board(row(3), [token("a", 1, 1), token("b", 15, 1), token("c", 25, 1)]);
    const graphBefore = index.graph;
    expect(index.upsertToken(token("a", 11, 1))).toBe("z1");
    expect(index.graph).toBe(graphBefore); // a token move never rebuilds the graph
    // z1 shrinks to its left half: b (centre x 1550) falls out of every zone, a stays.
    index.upsertRegion(zone("z1", [rect(1000, 0, 500, 1000)]));
    expect(index.graph).not.toBe(graphBefore);
    expect(index.zoneOf("a")).toBe("z1");
    expect(index.zoneOf("b")).toBeNull();
    expect(index.graph.adjacent("z1", "z2")).toBe(false);
    index.removeRegion("z2");
    expect(index.zoneOf("c")).toBeNull();
    expect(index.graph.has("z2")).toBe(false);
    // A region change with no zone behaviour any more removes the zone.
    index.upsertRegion({ id: "z0", shapes: [rect(0, 0, 1000, 1000)], behaviors: [] });
    expect(index.graph.has("z0")).toBe(false);
  });
});

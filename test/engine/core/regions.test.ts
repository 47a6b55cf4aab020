import { describe, expect, it } from "vitest";
import { ZoneGraph } from "../../../module/engine/zones/graph";
import { boundariesFromRegions, sharedBoundaryLength, zoneAtPoint, type ZoneRegion } from "../../../module/engine/zones/regions";

const square = (id: string, x: number, y: number, s = 100): ZoneRegion => ({ id, points: [x, y, x + s, y, x + s, y + s, x, y + s] });

describe("zones from map regions", () => {
  // A 2×2 block of square zones plus a long hall under both bottom squares.
  const regions = [square("nw", 0, 0), square("ne", 100, 0), square("sw", 0, 100), square("se", 100, 100), { id: "hall", points: [0, 200, 200, 200, 200, 260, 0, 260] }];

  it("edges shared over a stretch make zones adjacent; corners alone do not", () => {
    const pairs = boundariesFromRegions(regions).map((b) => b.between.join("-"));
    expect(pairs.sort()).toEqual(["ne-se", "nw-ne", "nw-sw", "se-hall", "sw-hall", "sw-se"].sort());
    const g = new ZoneGraph(regions.map((r) => ({ id: r.id })), boundariesFromRegions(regions));
    expect(g.distance("nw", "se")).toBe(2);
    expect(g.distance("ne", "hall")).toBe(2);
  });

  it("measures partly shared edges and ignores slivers below minShared", () => {
    expect(sharedBoundaryLength(square("a", 0, 0).points, square("b", 100, 50).points)).toBe(50);
    expect(boundariesFromRegions([square("a", 0, 0), square("b", 100, 99.5)])).toEqual([]);
  });

  it("a token's zone is the region containing its centre", () => {
    expect(zoneAtPoint(regions, 150, 50)).toBe("ne");
    expect(zoneAtPoint(regions, 20, 230)).toBe("hall");
    expect(zoneAtPoint(regions, 500, 500)).toBeNull();
  });

  it("rejects malformed regions", () => {
    expect(() => boundariesFromRegions([{ id: "a", points: [0, 0, 1, 1] }])).toThrow(/three/);
    expect(() => zoneAtPoint([{ id: "", points: [0, 0, 1, 0, 1, 1] }], 0, 0)).toThrow(/id/);
  });
});

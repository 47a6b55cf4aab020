import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NoPathError, ZoneGraph } from "../../../module/engine/zones/graph";
import { Occupancy } from "../../../module/engine/zones/occupancy";
import {
  bandsBeyond,
  FROZEN_LANDS_RANGE_BANDS,
  rangeBand,
  validateRangeBands,
  withinZoneRange,
} from "../../../module/engine/zones/range-bands";

/** A line of zones a–b–c–d–e–f plus a side room x off c, and an island z. */
function sample(): ZoneGraph {
  return new ZoneGraph(
    [{ id: "a" }, { id: "b", features: ["cluttered"] }, { id: "c" }, { id: "d", features: ["dim"] }, { id: "e" }, { id: "f" }, { id: "x" }, { id: "z" }],
    [
      { between: ["a", "b"] },
      { between: ["b", "c"], cover: "light" },
      { between: ["c", "d"] },
      { between: ["d", "e"] },
      { between: ["e", "f"] },
      { between: ["c", "x"], cover: "heavy" },
    ],
  );
}

describe("ZoneGraph", () => {
  it("distance counts boundaries on the shortest path", () => {
    const g = sample();
    expect(g.distance("a", "a")).toBe(0);
    expect(g.distance("a", "b")).toBe(1);
    expect(g.distance("a", "f")).toBe(5);
    expect(g.distance("x", "e")).toBe(3);
    expect(g.path("a", "x")).toEqual(["a", "b", "c", "x"]);
    expect(g.within("c", 1).sort()).toEqual(["b", "c", "d", "x"]);
  });

  it("features and boundary cover (both ways)", () => {
    const g = sample();
    expect(g.hasFeature("b", "cluttered")).toBe(true);
    expect(g.hasFeature("a", "cluttered")).toBe(false);
    expect(g.coverBetween("c", "b")).toBe("light");
    expect(g.coverBetween("b", "c")).toBe("light");
    expect(g.coverBetween("x", "c")).toBe("heavy");
    expect(g.coverBetween("a", "c")).toBe("none");
    expect(g.neighbours("c").sort()).toEqual(["b", "d", "x"]);
  });

  it("bad graphs and queries give clear errors", () => {
    expect(() => new ZoneGraph([{ id: "a" }], [{ between: ["a", "a"] }])).toThrow(/self-loop/);
    expect(() => new ZoneGraph([{ id: "a" }], [{ between: ["a", "q"] }])).toThrow(/unknown zone "q"/);
    expect(() => new ZoneGraph([{ id: "a" }, { id: "a" }])).toThrow(/defined twice/);
    expect(() => new ZoneGraph([{ id: "a" }, { id: "b" }], [{ between: ["a", "b"] }, { between: ["b", "a"] }])).toThrow(/twice/);
    expect(() => new ZoneGraph([{ id: "a" }, { id: "b" }], [{ between: ["a", "b"], cover: "partial" as never }])).toThrow(/unknown cover/);
    const g = sample();
    expect(() => g.distance("a", "nowhere")).toThrow(/unknown zone "nowhere"/);
    expect(() => g.distance("a", "z")).toThrow(NoPathError);
    expect(() => g.distance("a", "z")).toThrow(/no path between zone "a" and zone "z"/);
    expect(g.connected("a", "z")).toBe(false);
  });

  it("round-trips through plain data", () => {
    const g = sample();
    const h = ZoneGraph.fromData(JSON.parse(JSON.stringify(g.toData())));
    expect(h.distance("a", "x")).toBe(3);
    expect(h.coverBetween("b", "c")).toBe("light");
    expect(h.hasFeature("d", "dim")).toBe(true);
  });

  // Random graphs of 1–12 zones: random pairs, self-pairs and repeats dropped (both are construction errors).
  const randomGraph = fc
    .integer({ min: 1, max: 12 })
    .chain((n) => fc.tuple(fc.constant(n), fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 30 })))
    .map(([n, pairs]) => {
      const edges = new Map<string, readonly [string, string]>();
      for (const [i, j] of pairs) if (i !== j) edges.set(`${Math.min(i, j)}-${Math.max(i, j)}`, [`z${Math.min(i, j)}`, `z${Math.max(i, j)}`]);
      return new ZoneGraph(Array.from({ length: n }, (_, i) => ({ id: `z${i}` })), [...edges.values()].map((between) => ({ between })));
    });

  it("property: distance is symmetric, zero only on the diagonal, and satisfies the triangle inequality", () => {
    fc.assert(
      fc.property(randomGraph, (g) => {
        const ids = g.zones.map((z) => z.id);
        for (const a of ids)
          for (const b of ids) {
            if (!g.connected(a, b)) {
              expect(g.connected(b, a)).toBe(false);
              continue;
            }
            const ab = g.distance(a, b);
            expect(g.distance(b, a)).toBe(ab);
            expect(ab === 0).toBe(a === b);
            expect(g.path(a, b)).toHaveLength(ab + 1);
            for (const c of ids) if (g.connected(a, c)) expect(ab).toBeLessThanOrEqual(g.distance(a, c) + g.distance(c, b));
          }
      }),
      { numRuns: 150 },
    );
  });
});

describe("range bands", () => {
  const t = FROZEN_LANDS_RANGE_BANDS;
  it("frozen-lands: Close at arm's length, Short same zone, Medium adjacent, Long up to four zones, Distant beyond", () => {
    expect(rangeBand(t, 0, { inContact: true })).toBe("close");
    expect(rangeBand(t, 0)).toBe("short");
    expect(rangeBand(t, 1)).toBe("medium");
    expect(rangeBand(t, 2)).toBe("long");
    expect(rangeBand(t, 4)).toBe("long");
    expect(rangeBand(t, 5)).toBe("distant");
    expect(rangeBand(t, 50)).toBe("distant");
  });
  it("uses graph distance", () => {
    const g = sample();
    expect(rangeBand(t, g.distance("a", "e"))).toBe("long");
    expect(rangeBand(t, g.distance("a", "f"))).toBe("distant");
  });
  it("counts bands beyond a weapon's maximum (one farther needs an Aim at −3)", () => {
    expect(bandsBeyond(t, "long", "medium")).toBe(1);
    expect(bandsBeyond(t, "close", "medium")).toBe(-2);
    expect(() => bandsBeyond(t, "far", "medium")).toThrow(/unknown range band "far"/);
  });
  it("a closed table returns null beyond its last band; factions ranges count zones", () => {
    const table = { bands: [{ id: "near", maxZones: 1 }, { id: "far", maxZones: 3 }] };
    expect(rangeBand(table, 4)).toBeNull();
    // factions: "bow (range 8) … at 5 zones of distance" is in range.
    expect(withinZoneRange(5, 8)).toBe(true);
    expect(withinZoneRange(9, 8)).toBe(false);
  });
  it("rejects bad tables and distances", () => {
    expect(() => validateRangeBands({ bands: [] })).toThrow(/at least one band/);
    expect(() => validateRangeBands({ bands: [{ id: "a", maxZones: 2 }, { id: "b", maxZones: 2 }] })).toThrow(/farther/);
    expect(() => rangeBand(t, -1)).toThrow(RangeError);
    expect(() => rangeBand(t, 2, { inContact: true })).toThrow(/cannot be in contact/);
  });
});

describe("occupancy and contact groups", () => {
  it("tracks who is in which zone and the distance between tokens", () => {
    const o = new Occupancy(sample());
    o.place("hero", "a", { side: "players" });
    o.place("orc", "d", { side: "enemies" });
    expect(o.zoneOf("hero")).toBe("a");
    expect(o.occupants("d")).toEqual(["orc"]);
    expect(o.distanceBetween("hero", "orc")).toBe(3);
    o.place("hero", "c");
    expect(o.occupants("a")).toEqual([]);
    expect(o.distanceBetween("hero", "orc")).toBe(1);
    o.remove("orc");
    expect(o.has("orc")).toBe(false);
    expect(() => o.zoneOf("orc")).toThrow(/not in any zone/);
    expect(() => o.place("ghost", "a")).toThrow(/without a side/);
    expect(() => o.place("hero", "nowhere")).toThrow(/unknown zone/);
  });

  // tactica "Contact example": groups 1, 2, 3 are separate melees in one zone; A's stand alone, A1 being allies
  // merely standing next to each other.
  it("tactica contact example: several melees in one zone, not in contact with each other; allies together stay Alone", () => {
    const o = new Occupancy(sample());
    const red = { side: "red" };
    const empty = { side: "empty" };
    o.place("r1", "c", red);
    o.place("e1", "c", { ...empty, joining: "r1" }); // group 1 (charge into contact)
    o.place("r2", "c", red);
    o.place("e2", "c", empty);
    o.engage("e2", "r2"); // group 2
    o.place("r3", "c", red);
    o.place("e3", "c", empty);
    o.place("r4", "c", red);
    o.engage("r4", "r3");
    o.engage("e3", "r3"); // group 3: two red, one empty
    o.place("a1", "c", red);
    o.place("a2", "c", red);
    o.engage("a2", "a1"); // A1: allies standing together
    o.place("a3", "c", empty); // a lone A
    const groups = o.groups("c");
    expect(groups.filter((g) => g.status === "InContact").map((g) => g.members.length).sort()).toEqual([2, 2, 3]);
    expect(groups.filter((g) => g.status === "Alone").map((g) => g.members.sort())).toEqual([["a1", "a2"], ["a3"]]);
    expect(o.status("r1")).toBe("InContact");
    expect(o.status("a1")).toBe("Alone");
    expect(o.groupOf("r1")).not.toContain("r2");
    expect(o.enemiesInContact("e3").sort()).toEqual(["r3", "r4"]);
    // "if one enemy does move into contact then they all immediately count as InContact"
    o.engage("a3", "a1");
    expect(o.status("a1")).toBe("InContact");
    expect(o.status("a2")).toBe("InContact");
  });

  it("InClose is close combat with an enemy of the group; leaving the group ends it", () => {
    const o = new Occupancy(sample());
    o.place("r", "b", { side: "red" });
    o.place("e", "b", { side: "blue", joining: "r" });
    o.place("f", "b", { side: "red", joining: "r" });
    o.closeCombat("r", "e");
    expect(o.status("r")).toBe("InClose");
    expect(o.status("e")).toBe("InClose");
    expect(o.status("f")).toBe("InContact");
    expect(() => o.closeCombat("r", "f")).toThrow(/same side/);
    o.standAlone("e"); // Withdraw
    expect(o.status("r")).toBe("Alone");
    expect(o.closeOpponents("r")).toEqual([]);
    o.place("g", "c", { side: "blue" });
    expect(() => o.engage("g", "r")).toThrow(/different zones/);
    expect(() => o.closeCombat("r", "g")).toThrow(/same contact group/);
  });

  it("moving to another zone arrives Alone; state round-trips through plain data", () => {
    const g = sample();
    const o = new Occupancy(g);
    o.place("r", "b", { side: "red" });
    o.place("e", "b", { side: "blue", joining: "r" });
    o.closeCombat("e", "r");
    const copy = new Occupancy(g, JSON.parse(JSON.stringify(o.toData())));
    expect(copy.status("r")).toBe("InClose");
    copy.place("r", "c");
    expect(copy.status("r")).toBe("Alone");
    expect(copy.status("e")).toBe("Alone");
    expect(o.status("r")).toBe("InClose");
  });
});

describe("stored occupancy is checked", () => {
  it("rejects tokens without sides, bad groups, unknown zones and groups across zones", () => {
    const g = new ZoneGraph([{ id: "a" }, { id: "b" }], [{ between: ["a", "b"] }]);
    expect(() => new Occupancy(g, { tokens: { t: { zone: "a", group: 1 } as never }, close: [] })).toThrow(/no side/);
    expect(() => new Occupancy(g, { tokens: { t: { zone: "a", side: "x", group: 0 } }, close: [] })).toThrow(/contact group/);
    expect(() => new Occupancy(g, { tokens: { t: { zone: "q", side: "x", group: 1 } }, close: [] })).toThrow(/unknown zone "q"/);
    expect(() =>
      new Occupancy(g, { tokens: { t: { zone: "a", side: "x", group: 1 }, u: { zone: "b", side: "y", group: 1 } }, close: [] }),
    ).toThrow(/spans several zones/);
    expect(() =>
      new Occupancy(g, { tokens: { t: { zone: "a", side: "x", group: 1 }, u: { zone: "a", side: "y", group: 2 } }, close: [["t", "u"]] }),
    ).toThrow(/same contact group/);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blastTargets, deviateBlast } from "../../../module/engine/areas/blast";
import { compileArea, tokenInArea, tokensInArea, type TokenFootprint } from "../../../module/engine/areas/membership";
import { scatter, translateShape } from "../../../module/engine/areas/scatter";
import type { AreaShape } from "../../../module/engine/areas/shapes";
import { queuedDice } from "../../../module/engine/dice/source";
import { ZoneGraph } from "../../../module/engine/zones/graph";

/** One token per grid square of a w×h board (1 unit squares), id "col,row". */
function board(w: number, h: number, x0 = -w / 2, y0 = -h / 2): TokenFootprint[] {
  const out: TokenFootprint[] = [];
  for (let r = y0; r < y0 + h; r++) for (let c = x0; c < x0 + w; c++) out.push({ id: `${c},${r}`, x: c, y: r, width: 1, height: 1 });
  return out;
}

describe("six-seconds area shapes on a scale-0 grid (1 unit = 1 square)", () => {
  const squares = board(12, 12);
  it("a scale 0 sphere affects one square, scale 1 a 2×2 area, scale 2 a 4×4 area", () => {
    expect(tokensInArea({ kind: "sphere", x: 0.5, y: 0.5, radius: 0.5 }, squares)).toEqual(["0,0"]);
    expect(tokensInArea({ kind: "sphere", x: 0, y: 0, radius: 1 }, squares).sort()).toEqual(["-1,-1", "-1,0", "0,-1", "0,0"]);
    expect(tokensInArea({ kind: "sphere", x: 0, y: 0, radius: 2 }, squares)).toHaveLength(16);
  });
  it("a line half a square across and two squares long covers two squares", () => {
    expect(tokensInArea({ kind: "line", x: 0, y: 0.5, direction: 0, length: 2, width: 0.5 }, squares)).toEqual(["0,0", "1,0"]);
    // Pointing south it covers the squares below.
    expect(tokensInArea({ kind: "line", x: 0.5, y: 0, direction: 90, length: 2, width: 0.5 }, squares)).toEqual(["0,0", "0,1"]);
  });
  it("a cone one square long and one square wide at the end covers its square", () => {
    const angle = 2 * (Math.atan(0.5) * 180) / Math.PI;
    expect(tokensInArea({ kind: "cone", x: 0, y: 0.5, direction: 0, length: 1, angle, flat: true }, squares)).toEqual(["0,0"]);
  });
  it("a big token partly inside is hit by footprint but not by centre (size-aware)", () => {
    const ogre: TokenFootprint = { id: "ogre", x: 0.8, y: -1, width: 2, height: 2 };
    const area: AreaShape = { kind: "circle", x: 0, y: 0, radius: 1 };
    expect(tokenInArea(area, ogre, "footprint")).toBe(true);
    expect(tokenInArea(area, ogre, "centre")).toBe(false);
  });
});

describe("shapes", () => {
  it("round cone (sector): inside the arc, not behind or beside it", () => {
    const cone = compileArea({ kind: "cone", x: 0, y: 0, direction: 0, length: 5, angle: 90 });
    expect(cone.containsPoint(4, 0)).toBe(true);
    expect(cone.containsPoint(3, 2.9)).toBe(true);
    expect(cone.containsPoint(3, 3.1)).toBe(false);
    expect(cone.containsPoint(-1, 0)).toBe(false);
    expect(cone.containsPoint(4.9, 0.5)).toBe(true);
    expect(cone.containsPoint(5, 1)).toBe(false); // beyond the arc
    expect(cone.overlapsRect(3.9, 3.9, 5, 5)).toBe(false); // in the 90° wedge only outside the radius
    expect(cone.overlapsRect(2, 2.5, 3, 3.5)).toBe(true);
    expect(cone.overlapsRect(-2, -1, -1, 1)).toBe(false);
  });
  it("wide cones (over 180°) and full circles", () => {
    const wide = compileArea({ kind: "cone", x: 0, y: 0, direction: 0, length: 5, angle: 270 });
    expect(wide.containsPoint(0, 3)).toBe(true);
    expect(wide.containsPoint(-3, 0.1)).toBe(false);
    expect(wide.overlapsRect(-3, 1, -2, 2)).toBe(false);
    expect(wide.overlapsRect(-2, -0.5, -1, 0.5)).toBe(false); // behind the apex, in the 90° gap
    expect(wide.overlapsRect(-2, 1.5, -1, 2.5)).toBe(true);
    const full = compileArea({ kind: "cone", x: 0, y: 0, direction: 0, length: 5, angle: 360 });
    expect(full.containsPoint(-3, 0)).toBe(true);
  });
  it("rect and polygon (a zone's region)", () => {
    const rect = compileArea({ kind: "rect", x: 0, y: 0, width: 4, height: 2 });
    expect(rect.containsPoint(4, 2)).toBe(true);
    expect(rect.overlapsRect(4, 0, 5, 1)).toBe(false); // only touching
    const ell: AreaShape = { kind: "polygon", points: [0, 0, 4, 0, 4, 1, 1, 1, 1, 4, 0, 4] }; // an L shape
    expect(tokenInArea(ell, { id: "t", x: 2, y: 2, width: 1, height: 1 })).toBe(false);
    expect(tokenInArea(ell, { id: "t", x: 0.5, y: 2, width: 1, height: 1 })).toBe(true);
  });
  it("bad shapes and tokens give clear errors", () => {
    expect(() => compileArea({ kind: "circle", x: 0, y: 0, radius: 0 })).toThrow(/radius must be above 0/);
    expect(() => compileArea({ kind: "line", x: 0, y: Number.NaN, direction: 0, length: 1, width: 1 })).toThrow(/line y/);
    expect(() => compileArea({ kind: "cone", x: 0, y: 0, direction: 0, length: 1, angle: 200, flat: true })).toThrow(/180/);
    expect(() => compileArea({ kind: "polygon", points: [0, 0, 1, 1] })).toThrow(/three/);
    expect(() => compileArea({ kind: "hexagon" } as never)).toThrow(/unknown area shape kind "hexagon"/);
    expect(() => tokenInArea({ kind: "rect", x: 0, y: 0, width: 1, height: 1 }, { id: "t", x: 0, y: 0, width: 0, height: 1 })).toThrow(/token "t"/);
  });
});

describe("membership properties", () => {
  const coord = fc.double({ min: -20, max: 20, noNaN: true });
  const size = fc.double({ min: 0.1, max: 8, noNaN: true });
  const angle = fc.double({ min: -360, max: 360, noNaN: true });
  const shape: fc.Arbitrary<AreaShape> = fc.oneof(
    fc.record({ kind: fc.constant("circle" as const), x: coord, y: coord, radius: size }),
    fc.record({ kind: fc.constant("line" as const), x: coord, y: coord, direction: angle, length: size, width: size }),
    fc.record({ kind: fc.constant("cone" as const), x: coord, y: coord, direction: angle, length: size, angle: fc.double({ min: 1, max: 360, noNaN: true }) }),
    fc.record({ kind: fc.constant("cone" as const), x: coord, y: coord, direction: angle, length: size, angle: fc.double({ min: 1, max: 170, noNaN: true }), flat: fc.constant(true) }),
    fc.record({ kind: fc.constant("rect" as const), x: coord, y: coord, width: size, height: size }),
  );
  const token = fc.record({ id: fc.constant("t"), x: coord, y: coord, width: size, height: size });

  it("property: a token inside an area by centre is inside by footprint", () => {
    fc.assert(
      fc.property(shape, token, (s, t) => {
        if (tokenInArea(s, t, "centre")) expect(tokenInArea(s, t, "footprint")).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("property: a footprint with a sampled interior point in the area counts as inside", () => {
    fc.assert(
      fc.property(shape, token, (s, t) => {
        const a = compileArea(s);
        let sampledInside = false;
        for (let i = 1; i < 8 && !sampledInside; i++)
          for (let j = 1; j < 8; j++) if (a.containsPoint(t.x + (t.width * i) / 8, t.y + (t.height * j) / 8)) sampledInside = true;
        if (sampledInside) expect(a.overlapsRect(t.x, t.y, t.x + t.width, t.y + t.height)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("scatter (six-seconds)", () => {
  it("scatter die gives the direction, 1d6 per range increment the squares", () => {
    // d8 = 3 (east); second range increment: 2d6 = 4 + 5 = 9 squares of 100 px.
    const r = scatter(queuedDice([3, 4, 5]), { x: 1000, y: 500 }, { rangeIncrement: 2, squareSize: 100 });
    expect(r.direction.direction).toBe("E");
    expect(r.distanceDice).toEqual([4, 5]);
    expect(r.squares).toBe(9);
    expect([r.x, r.y]).toEqual([1900, 500]);
  });
  it("diagonals move along both axes; the area moves with its aim point", () => {
    const r = scatter(queuedDice([6, 2]), { x: 0, y: 0 }, { rangeIncrement: 1, squareSize: 1 }); // SW, 2 squares
    expect([r.dx, r.dy]).toEqual([-2, 2]);
    const moved = translateShape({ kind: "sphere", x: 0.5, y: 0.5, radius: 0.5 }, r.dx, r.dy);
    expect(tokensInArea(moved, board(12, 12))).toEqual(["-2,2"]);
  });
  it("rejects a range increment below 1", () => {
    expect(() => scatter(queuedDice([1, 1]), { x: 0, y: 0 }, { rangeIncrement: 0, squareSize: 1 })).toThrow(/range increment/);
  });
});

describe("factions blasts and deviation", () => {
  const g = new ZoneGraph([{ id: "yard" }, { id: "hall" }, { id: "gate" }, { id: "tower" }, { id: "moon" }], [
    { between: ["yard", "hall"] },
    { between: ["yard", "gate"] },
    { between: ["yard", "tower"] },
  ]);
  const positions = [
    { id: "sybilla", zone: "hall" },
    { id: "bandit1", zone: "yard" },
    { id: "bandit2", zone: "yard" },
    { id: "leader", zone: "gate", border: "yard" },
    { id: "theobald", zone: "tower" },
  ];
  it("hits everyone in the zone and on its borders", () => {
    expect(blastTargets(g, "yard", positions)).toEqual(["bandit1", "bandit2", "leader"]);
    expect(blastTargets(g, "gate", positions)).toEqual(["leader"]);
  });
  it("a melee blast hits the attacker's zone but not the attacker; a ranged one at its own zone hits the attacker", () => {
    expect(blastTargets(g, "yard", positions, { attacker: "bandit1", melee: true })).toEqual(["bandit2", "leader"]);
    expect(blastTargets(g, "yard", positions, { attacker: "bandit1" })).toContain("bandit1");
  });
  it("a miss deviates to a neighbour numbered in order and picked by a die", () => {
    const d = deviateBlast(queuedDice([2]), g, "yard");
    expect(d).toEqual({ numbered: ["hall", "gate", "tower"], roll: 2, zone: "gate" });
    expect(deviateBlast(queuedDice([]), g, "hall")).toEqual({ numbered: ["yard"], roll: null, zone: "yard" });
    expect(deviateBlast(queuedDice([]), g, "moon").zone).toBeNull();
    expect(() => deviateBlast(queuedDice([4]), g, "yard")).toThrow(/d3 cannot roll/);
  });
  it("rejects borders between zones that do not touch", () => {
    expect(() => blastTargets(g, "yard", [{ id: "x", zone: "hall", border: "gate" }])).toThrow(/do not touch/);
  });
});

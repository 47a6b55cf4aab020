import { describe, expect, it } from "vitest";
import { checkMove, checkRun, pathCost, squaresPerMove, type Step } from "../../../../module/engine/rulesets/six-seconds/movement";

const east = (n: number, terrain?: Step["terrain"]): Step[] => Array.from({ length: n }, () => ({ dx: 1, dy: 0, terrain }));

describe("six-seconds movement", () => {
  it("a move speed of 2.5 m allows three 1 m squares per move", () => {
    expect(squaresPerMove(2.5)).toBe(3);
    expect(checkMove(east(3), 2.5).allowed).toBe(true);
    expect(checkMove(east(4), 2.5)).toMatchObject({ allowed: false, cost: 4, budget: 3 });
  });

  it("rounds below half down and counts squares of the mover's scale", () => {
    expect(squaresPerMove(2.4)).toBe(2);
    expect(squaresPerMove(1, -1)).toBe(2); // a cat's squares are 0.5 m
    expect(squaresPerMove(6, 1)).toBe(3); // a horse's squares are 2 m
  });

  it("difficult terrain counts two squares, three on diagonals; extreme triples", () => {
    expect(pathCost([{ dx: 1, dy: 0, terrain: "difficult" }])).toBe(2);
    expect(pathCost([{ dx: 1, dy: 1, terrain: "difficult" }])).toBe(3);
    expect(pathCost([{ dx: 0, dy: 1, terrain: "extreme" }])).toBe(3);
    expect(pathCost([{ dx: 1, dy: 1 }, { dx: 1, dy: 0 }])).toBe(2);
    expect(checkMove(east(2, "difficult"), 3).allowed).toBe(false);
  });

  it("diagonals: 1 each by default, 1-2-1-2 with the alternating option (difficult diagonals stay 3)", () => {
    const diag = (n: number, terrain?: Step["terrain"]): Step[] => Array.from({ length: n }, () => ({ dx: 1, dy: 1, terrain }));
    expect(pathCost(diag(3))).toBe(3);
    expect(pathCost(diag(3), { diagonals: "alternating" })).toBe(4);
    expect(pathCost(diag(2, "difficult"), { diagonals: "alternating" })).toBe(6);
    expect(checkMove(diag(3), 3, 0, { diagonals: "alternating" }).allowed).toBe(false);
    expect(() => pathCost(diag(1), { diagonals: "manhattan" as never })).toThrow(/diagonal rule/);
    expect(pathCost([{ dx: 1, dy: 0, terrain: "difficult" }], { costs: { normal: [1, 1], difficult: [2, 2], extreme: [3, 3] } })).toBe(2);
  });

  it("runs: triple speed per second, at least 3 s, straight, not through difficult terrain", () => {
    // speed 2 m: a 3 s run covers up to 2 × 3 × 3 = 18 squares
    expect(checkRun(east(18), 2, 3)).toMatchObject({ allowed: true, budget: 18, seconds: 3 });
    expect(checkRun(east(19), 2, 3).allowed).toBe(false);
    expect(checkRun(east(6), 2, 2).reasons).toContain("a run lasts at least 3 seconds, not 2");
    expect(checkRun([...east(3), { dx: 0, dy: 1 }], 2, 3).reasons).toContain("a run must be one straight line");
    expect(checkRun([...east(3), { dx: 1, dy: 0, terrain: "difficult" }], 2, 3).reasons).toContain("you cannot run through difficult terrain");
  });

  it("six-second run is 18× speed", () => {
    expect(checkRun(east(36), 2, 6)).toMatchObject({ allowed: true, budget: 36 });
  });

  it("rejects bad steps and speeds", () => {
    expect(() => pathCost([{ dx: 2, dy: 0 }])).toThrow(/step 1/);
    expect(() => pathCost([{ dx: 0, dy: 0 }])).toThrow(RangeError);
    expect(() => squaresPerMove(-1)).toThrow(RangeError);
    expect(() => checkRun(east(1), 2, 0)).toThrow(RangeError);
  });
});

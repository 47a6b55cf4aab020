import { describe, expect, it } from "vitest";
import { CLOSE, LONG, STANDARD, checkReach, inSquaresOf, parseReach, reachBand, reachDistance } from "../../../../module/engine/rulesets/six-seconds/reach";

describe("six-seconds melee reach", () => {
  it("parses reach names", () => {
    expect(parseReach("Close")).toEqual(CLOSE);
    expect(parseReach("standard")).toEqual(STANDARD);
    expect(parseReach("Long")).toEqual(LONG);
    expect(parseReach("Long 3")).toEqual({ kind: "long", squares: 3 });
    expect(() => parseReach("Standard 2")).toThrow(SyntaxError);
    expect(() => parseReach("Long 1")).toThrow(RangeError);
  });

  it("measures distance from the occupied area", () => {
    const me = { x: 0, y: 0, size: 1 };
    expect(reachDistance(me, { x: 0, y: 0, size: 1 })).toBe(0);
    expect(reachDistance(me, { x: 1, y: 1, size: 1 })).toBe(1);
    expect(reachDistance(me, { x: 2, y: 0, size: 1 })).toBe(2);
    expect(reachDistance(me, { x: -3, y: 1, size: 1 })).toBe(3);
    // a horse (2×2 squares on a human grid) adjacent on its far side
    expect(reachDistance({ x: 0, y: 0, size: 2 }, { x: 2, y: 1, size: 1 })).toBe(1);
    expect(reachDistance({ x: 0, y: 0, size: 2 }, { x: 1, y: 1, size: 1 })).toBe(0);
  });

  it("counts in the attacker's squares when sizes differ", () => {
    // a horse (scale 1, 2 m squares) at the origin; humans 1 m across at 2 m, 3 m and 4 m east
    const horse = inSquaresOf({ x: 0, y: 0, size: 2 }, 1);
    expect(horse).toEqual({ x: 0, y: 0, size: 1 });
    const human = (x: number) => inSquaresOf({ x, y: 0, size: 1 }, 1);
    expect(reachDistance(horse, human(2))).toBe(1);
    expect(reachDistance(horse, human(3))).toBe(1); // still partly in the horse's adjacent 2 m ring
    expect(reachDistance(horse, human(4))).toBe(2);
    // a cat (½ m) in the next square from a human
    expect(reachDistance({ x: 0, y: 0, size: 1 }, { x: 1.5, y: 0.5, size: 0.5 })).toBe(1);
    expect(reachDistance({ x: 0, y: 0, size: 1 }, { x: 0.5, y: 0.5, size: 0.5 })).toBe(0);
  });

  it("humans' natural Close reach hits only their occupied area", () => {
    expect(checkReach(CLOSE, 0).allowed).toBe(true);
    expect(checkReach(CLOSE, 1).allowed).toBe(false);
  });

  it("Standard reaches adjacent squares but not closer", () => {
    expect(checkReach(STANDARD, 1).allowed).toBe(true);
    expect(checkReach(STANDARD, 2).reason).toMatch(/beyond reach/);
    expect(checkReach(STANDARD, 0).reason).toMatch(/closer than/);
    expect(checkReach(STANDARD, 0, { closer: true }).allowed).toBe(true);
  });

  it("Long reaches one square beyond adjacent, Long X up to X", () => {
    expect(checkReach(LONG, 2).allowed).toBe(true);
    expect(checkReach(LONG, 1).allowed).toBe(false);
    expect(reachBand(parseReach("Long 4"))).toEqual({ min: 2, max: 4 });
    expect(checkReach(parseReach("Long 4"), 5).allowed).toBe(false);
  });

  it("rejects bad footprints and distances", () => {
    expect(() => reachDistance({ x: 0, y: 0, size: 0 }, { x: 0, y: 0, size: 1 })).toThrow(/attacker footprint/);
    expect(() => reachDistance({ x: 0, y: 0, size: 1 }, { x: Number.NaN, y: 0, size: 1 })).toThrow(/target footprint/);
    expect(() => checkReach(STANDARD, -1)).toThrow(RangeError);
  });
});

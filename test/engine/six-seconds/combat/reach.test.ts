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

  it("Long reaches one square beyond adjacent, Long X exactly X", () => {
    expect(checkReach(LONG, 2).allowed).toBe(true);
    expect(checkReach(LONG, 1).allowed).toBe(false);
    expect(reachBand(parseReach("Long 4"))).toEqual({ min: 4, max: 4 });
    expect(checkReach(parseReach("Long 4"), 5).allowed).toBe(false);
  });

  // "Long:  Areas one square away from adjacent to you" / "Long X: X squares away" /
  // "You can't generally use a weapon to attack an enemy closer than their reach without a special technique or ability."
  it('"You can\'t generally use a weapon to attack an enemy closer than their reach": every reach is one ring', () => {
    expect([CLOSE, STANDARD, LONG, parseReach("Long 3")].map(reachBand)).toEqual([
      { min: 0, max: 0 },
      { min: 1, max: 1 },
      { min: 2, max: 2 },
      { min: 3, max: 3 },
    ]);
    // Long 3 strikes at 3 only: 2 is closer than its reach, just as 0 is for Standard
    const long3 = parseReach("Long 3");
    expect(checkReach(long3, 3).allowed).toBe(true);
    expect(checkReach(long3, 2)).toMatchObject({ allowed: false, reason: "the target is closer than the weapon's reach (3)" });
    expect(checkReach(STANDARD, 0)).toMatchObject({ allowed: false, reason: "the target is closer than the weapon's reach (1)" });
    // a technique that allows striking inside the reach opens every ring up to it
    expect([0, 1, 2, 3, 4].map((d) => checkReach(long3, d, { closer: true }).allowed)).toEqual([true, true, true, true, false]);
  });

  it("rejects bad footprints and distances", () => {
    expect(() => reachDistance({ x: 0, y: 0, size: 0 }, { x: 0, y: 0, size: 1 })).toThrow(/attacker footprint/);
    expect(() => reachDistance({ x: 0, y: 0, size: 1 }, { x: Number.NaN, y: 0, size: 1 })).toThrow(/target footprint/);
    expect(() => checkReach(STANDARD, -1)).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
import { flankedBy } from "../../../../module/engine/rulesets/six-seconds/combat-flanking";

const at = (x: number, y: number, size = 1) => ({ x, y, size });
const me = at(5, 5);

describe("six-seconds flanking from positions", () => {
  it("enemies on two opposite adjacent squares flank", () => {
    expect(flankedBy(me, [at(4, 5), at(6, 5)])).toEqual({ flanked: true, pair: [0, 1] });
    expect(flankedBy(me, [at(5, 4), at(5, 6)]).flanked).toBe(true);
    expect(flankedBy(me, [at(4, 4), at(6, 6)]).flanked).toBe(true);
    expect(flankedBy(me, [at(6, 4), at(4, 6)]).flanked).toBe(true);
  });

  it("adjacent but not opposite, or opposite but not adjacent, does not flank", () => {
    expect(flankedBy(me, [at(4, 5), at(6, 4)]).flanked).toBe(false);
    expect(flankedBy(me, [at(4, 5), at(5, 4)]).flanked).toBe(false);
    expect(flankedBy(me, [at(3, 5), at(6, 5)]).flanked).toBe(false);
    expect(flankedBy(me, [at(4, 5)]).flanked).toBe(false);
  });

  it("a large target is flanked from opposite sides of its footprint", () => {
    const horse = at(5, 5, 2);
    expect(flankedBy(horse, [at(4, 5), at(7, 6)]).flanked).toBe(true);
    expect(flankedBy(horse, [at(4, 5), at(5, 7)]).flanked).toBe(false);
  });
});

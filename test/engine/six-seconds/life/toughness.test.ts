import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  baseToughness,
  bestDefence,
  formatToughness,
  minimumToughness,
  toughness,
} from "../../../../module/engine/rulesets/six-seconds/toughness";

describe("six-seconds Toughness", () => {
  it("an average unarmoured human (scale 0, Endurance 3) has Toughness 9 / Minimum 3", () => {
    const t = toughness({ scale: 0, endurance: 3 });
    expect(t.toughness).toBe(9);
    expect(t.minimum).toBe(3);
    expect(formatToughness(t)).toBe("9/3");
    expect(t.defence.kind).toBe("natural");
  });

  it("follows the scale table's Base Toughness (6 + 3 × scale)", () => {
    expect([-1, 0, 1, 2, 3, 10].map(baseToughness)).toEqual([3, 6, 9, 12, 15, 36]);
  });

  it("counts only the best Defence source (no stacking)", () => {
    const t = toughness({
      scale: 0,
      endurance: 3,
      defences: [
        { kind: "armour", bonus: 2, reason: "chain shirt" },
        { kind: "unarmoured", bonus: 1 },
        { kind: "natural", bonus: 3, reason: "bony plates" },
      ],
    });
    expect(t.toughness).toBe(12);
    expect(t.defence.reason).toBe("bony plates");
  });

  it("a paper shirt (−3) never lowers Toughness: natural armour +0 takes over", () => {
    expect(toughness({ scale: 0, endurance: 3, defences: [{ kind: "armour", bonus: -3 }] }).toughness).toBe(9);
    expect(bestDefence([{ kind: "armour", bonus: -3 }]).bonus).toBe(0);
  });

  it("objects count as Endurance 3 whatever endurance is given", () => {
    const t = toughness({ scale: 0, isObject: true, defences: [{ kind: "durability", bonus: 4 }] });
    expect(t.endurance).toBe(3);
    expect(t.toughness).toBe(13);
    expect(t.minimum).toBe(7);
  });

  it("each wound lowers Toughness and Minimum Toughness by 1", () => {
    const t = toughness({ scale: 0, endurance: 3, wounds: 2 });
    expect(formatToughness(t)).toBe("7/1");
    expect(minimumToughness(7)).toBe(1);
  });

  it("rejects bad input with a clear error", () => {
    expect(() => toughness({ scale: 0.5, endurance: 3 })).toThrow(/scale/);
    expect(() => toughness({ scale: 0 })).toThrow(/endurance/);
    expect(() => toughness({ scale: 0, endurance: 3, wounds: -1 })).toThrow(RangeError);
    expect(() => toughness({ scale: 0, endurance: 3, defences: [{ kind: "armour", bonus: Number.NaN }] })).toThrow(
      /defence bonus/,
    );
  });

  it("property: a wound never raises Toughness", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 10 }),
        fc.integer({ min: -3, max: 12 }),
        fc.array(fc.integer({ min: -5, max: 10 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        (scale, endurance, bonuses, wounds, isObject) => {
          const defences = bonuses.map((bonus) => ({ kind: "armour", bonus }));
          const before = toughness({ scale, endurance, defences, wounds, isObject });
          const after = toughness({ scale, endurance, defences, wounds: wounds + 1, isObject });
          expect(after.toughness).toBeLessThan(before.toughness);
          expect(after.minimum).toBeLessThan(before.minimum);
          expect(after.toughness - after.minimum).toBe(6);
        },
      ),
    );
  });
});

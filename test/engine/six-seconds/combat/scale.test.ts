import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  SCALE_TABLE, metresToSquares, scaleCheckModifier, roundHalfUp, scaleFromSize, scaleRow, scaleTarget, squareMetres,
} from "../../../../module/engine/rulesets/six-seconds/scale";

describe("six-seconds scale table", () => {
  it("has the text's rows −1 … 10", () => {
    expect(SCALE_TABLE.map((r) => r.scale)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scaleRow(-1)).toMatchObject({ squareMetres: 0.5, baseToughness: 3, sizeMultiplier: 0.25, attackModifier: 1, target: 5, example: "Cat" });
    expect(Object.is(scaleRow(0).attackModifier, 0)).toBe(true);
    expect(scaleRow(0)).toMatchObject({ squareMetres: 1, baseToughness: 6, sizeMultiplier: 1, attackModifier: 0, target: 4, example: "Human" });
    expect(scaleRow(1)).toMatchObject({ squareMetres: 2, baseToughness: 9, sizeMultiplier: 4, attackModifier: -1, target: 3, example: "Horse" });
    expect(scaleRow(2)).toMatchObject({ baseToughness: 12, sizeMultiplier: 16, target: 2, example: "Giant" });
    expect(scaleRow(3)).toMatchObject({ baseToughness: 15, sizeMultiplier: 64, target: 1, example: "Titan" });
    expect(scaleRow(5)).toMatchObject({ squareLabel: "32 x 32", baseToughness: 21, sizeMultiplier: 1024, attackModifier: -5, target: -1 });
    expect(scaleRow(8)).toMatchObject({ squareLabel: "0.25 km x 0.25 km", baseToughness: 30, sizeMultiplier: 65536, target: -4 });
    expect(scaleRow(10)).toMatchObject({ squareLabel: "1 km x 1km", baseToughness: 36, sizeMultiplier: 1048576, attackModifier: -10, target: -6 });
  });

  it("uses 4^6 = 4096 where the text printed 4069, and keeps the printed label for scale 7", () => {
    expect(scaleRow(6).sizeMultiplier).toBe(4096);
    expect(scaleRow(7)).toMatchObject({ squareLabel: "125 x 125", squareMetres: 128 });
  });

  it("every row follows Base Toughness = 6 + 3 × scale and Target = 4 − scale", () => {
    for (const r of SCALE_TABLE) {
      expect(r.baseToughness).toBe(6 + 3 * r.scale);
      expect(r.target).toBe(4 - r.scale);
      expect(r.sizeMultiplier).toBe(r.squareMetres ** 2);
    }
  });

  it("rounds size down: 1 m up to 2 m is scale 0", () => {
    expect(scaleFromSize(1)).toBe(0);
    expect(scaleFromSize(1.9)).toBe(0);
    expect(scaleFromSize(2)).toBe(1);
    expect(scaleFromSize(0.6)).toBe(-1);
    expect(scaleFromSize(4)).toBe(2);
    expect(scaleFromSize(0.1)).toBe(-1);
    expect(scaleFromSize(5000)).toBe(10);
  });

  it("scale from size is monotone and its square never exceeds the size (inside the table)", () => {
    fc.assert(fc.property(fc.double({ min: 0.5, max: 2000, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, d) => {
      expect(scaleFromSize(a + d)).toBeGreaterThanOrEqual(scaleFromSize(a));
      expect(squareMetres(scaleFromSize(a))).toBeLessThanOrEqual(a + 1e-9);
    }));
  });

  it("squares are of the creature's scale: a cat's 2 squares are 1 m", () => {
    expect(metresToSquares(1, -1)).toBe(2);
    expect(metresToSquares(2, 0)).toBe(2);
  });

  it("rounds half up", () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.49)).toBe(2);
  });

  it("rejects bad scales and sizes", () => {
    expect(() => scaleRow(11)).toThrow(RangeError);
    expect(() => scaleTarget(0.5)).toThrow(TypeError);
    expect(() => scaleFromSize(0)).toThrow(/positive/);
    expect(() => metresToSquares(-1, 0)).toThrow(RangeError);
  });
});

describe("six-seconds scale on checks", () => {
  it("subtracted from attack rolls and Stealth, added to Wrestle and Fortitude", () => {
    expect(scaleCheckModifier("attack", 1)).toEqual({ value: -1, reason: "scale 1", code: "scale", data: { scale: 1 } }); // a horse
    expect(scaleCheckModifier("stealth", -1)).toEqual({ value: 1, reason: "scale -1", code: "scale", data: { scale: -1 } }); // a cat hides better
    expect(scaleCheckModifier("wrestle", 2)).toEqual({ value: 2, reason: "scale 2", code: "scale", data: { scale: 2 } }); // a giant
    expect(scaleCheckModifier("fortitude", -1)).toEqual({ value: -1, reason: "scale -1", code: "scale", data: { scale: -1 } });
    expect(scaleCheckModifier("attack", 0)).toBeNull();
    expect(() => scaleCheckModifier("perception" as never, 1)).toThrow(/does not change "perception"/);
    expect(() => scaleCheckModifier("attack", 11)).toThrow(/off the scale table/);
  });
});

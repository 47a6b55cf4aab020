import { describe, expect, it } from "vitest";
import { nonNegative, wholeNumber } from "../../../module/engine/validate";

describe("core input checks", () => {
  it("wholeNumber returns whole numbers, negative ones included", () => {
    expect(wholeNumber(3, "dice")).toBe(3);
    expect(wholeNumber(-2, "modifier")).toBe(-2);
    expect(wholeNumber(0, "dice")).toBe(0);
  });

  it("wholeNumber rejects fractions, NaN, Infinity and non-numbers with a TypeError naming the input", () => {
    expect(() => wholeNumber(1.5, "dice")).toThrow(TypeError);
    expect(() => wholeNumber(1.5, "dice")).toThrow(/dice must be a whole number, got 1.5/);
    expect(() => wholeNumber(Number.NaN, "bonus")).toThrow(/bonus must be a whole number, got NaN/);
    expect(() => wholeNumber(Infinity, "bonus")).toThrow(TypeError);
    expect(() => wholeNumber("3", "skill")).toThrow(/skill must be a whole number, got 3/);
    expect(() => wholeNumber(undefined, "skill")).toThrow(/got undefined/);
  });

  it("nonNegative accepts 0 and above, rejects negatives with a RangeError naming the input", () => {
    expect(nonNegative(0, "stress")).toBe(0);
    expect(nonNegative(7, "stress")).toBe(7);
    expect(() => nonNegative(-1, "stress")).toThrow(RangeError);
    expect(() => nonNegative(-1, "stress")).toThrow(/stress cannot be negative, got -1/);
    expect(() => nonNegative(0.5, "stress")).toThrow(TypeError);
  });
});

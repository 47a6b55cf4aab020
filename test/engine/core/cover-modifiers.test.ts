import { describe, expect, it } from "vitest";
import { bestCover, blocksAttacks, compareCover, COVER_STEPS, coverModifier, raiseCover } from "../../../module/engine/cover";
import {
  applyDiceModifiers,
  formatSplit,
  parseDiceModifier,
  parseModifier,
  parseSplit,
  signed,
  splitTotals,
  total,
  totalDice,
} from "../../../module/engine/modifiers";

// six-seconds: light +1, medium +2, heavy +3 Target.
const SIX_SECONDS = { light: 1, medium: 2, heavy: 3 } as const;

describe("cover steps", () => {
  it("are ordered none → light → medium → heavy → total", () => {
    expect(COVER_STEPS).toEqual(["none", "light", "medium", "heavy", "total"]);
    expect(compareCover("light", "heavy")).toBeLessThan(0);
    expect(bestCover("light", "heavy", "none")).toBe("heavy");
    expect(bestCover()).toBe("none");
  });
  // six-seconds: "a character crouching behind light cover gains +2 Target against all attacks (the light cover
  // counts as medium)"; prone raises by two steps.
  it("six-seconds: crouching behind light cover counts as medium (+2); prone raises two steps", () => {
    const crouched = raiseCover("light", 1);
    expect(crouched).toBe("medium");
    expect(coverModifier(crouched, SIX_SECONDS)).toEqual({ value: 2, reason: "cover.medium", code: "cover.medium" });
    expect(raiseCover("light", 2)).toBe("heavy");
  });
  // six-seconds "Hitting the Cover": beating its Toughness reduces it one step (total → heavy → … → none).
  it("lowering walks total → heavy → medium → light → none and stops there", () => {
    expect(raiseCover("total", -1)).toBe("heavy");
    expect(raiseCover("light", -1)).toBe("none");
    expect(raiseCover("none", -3)).toBe("none");
    expect(raiseCover("heavy", 5)).toBe("total");
  });
  it("total cover blocks; no modifier when the table has none", () => {
    expect(blocksAttacks("total")).toBe(true);
    expect(blocksAttacks("heavy")).toBe(false);
    expect(coverModifier("none", SIX_SECONDS)).toBeNull();
  });
  it("rejects unknown steps and fractional raises", () => {
    expect(() => raiseCover("partial" as never, 1)).toThrow(/unknown cover step "partial"/);
    expect(() => raiseCover("light", 0.5)).toThrow(/whole steps/);
  });
});

describe("modifiers", () => {
  // six-seconds: "On the Exhale grants an attack bonus of +1/0 … Shoot from the Hip imposes a -1/-1 penalty".
  it("six-seconds X/Y: On the Exhale +1/0 and Shoot from the Hip −1/−1 sum to 0/−1", () => {
    const mods = [parseSplit("+1/0", "On the Exhale"), parseSplit("-1/-1", "Shoot from the Hip")];
    expect(splitTotals(mods)).toEqual({ attack: 0, defence: -1 });
    expect(formatSplit(mods[1]!)).toBe("−1/−1");
    expect(formatSplit(mods[0]!)).toBe("+1/0");
  });
  it("flat modifiers carry their reason", () => {
    const mods = [parseModifier("+2", "aim"), parseModifier("−3", "distant range")];
    expect(total(mods)).toBe(-1);
    expect(mods[1]).toEqual({ value: -3, reason: "distant range" });
    expect(signed(0)).toBe("0");
    expect(() => parseModifier("two", "x")).toThrow(SyntaxError);
  });
  it("dice modifiers: tactica Heavy −2d; the pool never drops below the minimum", () => {
    const heavy = parseDiceModifier("−2d", "heavy");
    expect(heavy).toEqual({ dice: -2, reason: "heavy" });
    expect(totalDice([heavy, parseDiceModifier("+1d", "advantage")])).toBe(-1);
    expect(applyDiceModifiers(2, [heavy, parseDiceModifier("-1d", "wound")], { min: 1 })).toMatchObject({ count: 1, raw: -1, limitedBy: "min" });
    expect(applyDiceModifiers(5, [parseDiceModifier("+3d", "x")], { max: 6 })).toMatchObject({ count: 6, raw: 8, limitedBy: "max" });
    expect(applyDiceModifiers(3, [])).toMatchObject({ count: 3, limitedBy: null });
    expect(() => parseDiceModifier("+2", "x")).toThrow(/dice modifier/);
    expect(() => applyDiceModifiers(3, [], { min: 4, max: 2 })).toThrow(/reversed/);
  });
});

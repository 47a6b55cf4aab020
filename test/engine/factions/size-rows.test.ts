/** "Effects of size in combat", each stated number: dice doubling, halving, range, and the shove distances 1/2/4/8. */
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { breakFree, resolveNonLethal } from "../../../module/engine/rulesets/factions/nonlethal";
import { damageDiceAgainst, halveBySteps, rangeAgainst, type Size } from "../../../module/engine/rulesets/factions/size";

describe("factions size: shoving a smaller character", () => {
  // "1, 2, 4, or 8 zones if the target is respectively 1, 2, 3, or 4 sizes smaller", with d4 direct damage, no STR save.
  it.each<[Size, Size, number]>([
    ["massive", "large", 1],
    ["massive", "medium", 2],
    ["massive", "small", 4],
    ["massive", "tiny", 8],
    ["medium", "tiny", 2],
  ])("%s shoves %s: %i zone(s), d4 direct damage, no STR save", (attackerSize, targetSize, zones) => {
    const out = resolveNonLethal(queuedDice([3]), { effect: "shove", nearby: true, attackerSize, targetSize, targetStr: 20 });
    expect(out).toMatchObject({ success: true, save: null, shoveZones: zones, directDamage: 3 });
  });

  it("a smaller grabbed character cannot break free with a STR save; the larger grabber needs one hand", () => {
    expect(breakFree(queuedDice([]), 20, "small", "large")).toMatchObject({ possible: false });
    expect(resolveNonLethal(queuedDice([]), { effect: "grapple", nearby: true, attackerSize: "large", targetSize: "small", targetStr: 20 })).toMatchObject({ success: true, save: null, oneHandedHold: true });
  });

  it("smaller characters cannot disarm, shove or grab larger ones", () => {
    for (const effect of ["disarm", "shove", "grapple"] as const) {
      expect(() => resolveNonLethal(queuedDice([]), { effect, nearby: true, attackerSize: "small", targetSize: "medium", targetStr: 10 })).toThrow(/larger characters cannot be/);
    }
  });
});

describe("factions size: damage dice and range per size of difference", () => {
  it("larger attackers double their damage dice per size of difference: d8 → 2d8, 4d8, 8d8, 16d8", () => {
    expect(damageDiceAgainst(1, "massive", "large")).toBe(2);
    expect(damageDiceAgainst(1, "massive", "medium")).toBe(4);
    expect(damageDiceAgainst(1, "massive", "small")).toBe(8);
    expect(damageDiceAgainst(1, "massive", "tiny")).toBe(16);
  });

  it("smaller attackers halve damage per size of difference, rounding up: a roll of 8 deals 4, 2, 1, 1", () => {
    expect([1, 2, 3, 4].map((steps) => halveBySteps(8, steps))).toEqual([4, 2, 1, 1]);
  });

  it("range 8: halved against one and two sizes smaller (4, 2), doubled against one and two larger (16, 32); blasts keep 8", () => {
    expect(rangeAgainst(8, "medium", "small")).toBe(4);
    expect(rangeAgainst(8, "medium", "tiny")).toBe(2);
    expect(rangeAgainst(8, "medium", "large")).toBe(16);
    expect(rangeAgainst(8, "medium", "massive")).toBe(32);
    expect(rangeAgainst(8, "medium", "tiny", true)).toBe(8);
  });
});

describe("factions non-lethal details", () => {
  it("disarm: on a failed STR save the weapon drops, and an attacker with a free hand may grab it", () => {
    expect(resolveNonLethal(queuedDice([15]), { effect: "disarm", nearby: true, targetStr: 10, attackerFreeHand: true })).toMatchObject({ success: true, attackerMayTakeWeapon: true });
    expect(resolveNonLethal(queuedDice([15]), { effect: "disarm", nearby: true, targetStr: 10 })).toMatchObject({ success: true, attackerMayTakeWeapon: false });
    expect(resolveNonLethal(queuedDice([5]), { effect: "disarm", nearby: true, targetStr: 10, attackerFreeHand: true })).toMatchObject({ success: false, attackerMayTakeWeapon: false });
  });

  it("an ally spends a main action on a STR save (their own STR) to free a grabbed friend", () => {
    expect(breakFree(queuedDice([9]), 12)).toMatchObject({ possible: true, free: true, save: { roll: 9, score: 12 } });
    expect(breakFree(queuedDice([13]), 12)).toMatchObject({ possible: true, free: false });
  });
});

import { describe, expect, it } from "vitest";
import {
  CALLED_SHOT_LOCATIONS, calledShotTargetModifier, damagedWeapon, itemDefences, resolveCalledShot,
} from "../../../../module/engine/rulesets/six-seconds/called-shots";

describe("six-seconds called shots: the location table", () => {
  it("has the text's Target modifiers and Toughness adjustments", () => {
    const t = Object.values(CALLED_SHOT_LOCATIONS).map((l) => [l.id, l.targetModifier, l.toughnessAdjustment]);
    expect(t).toEqual([
      ["leg", 1, -1], ["arm", 1, -1], ["hand", 2, -2], ["head", 3, -3], ["critical", 3, -3], ["torso", 0, 0], ["wings", -1, -3],
    ]);
    expect(calledShotTargetModifier("head")).toEqual({ value: 3, reason: "called shot: Head" });
    expect(() => calledShotTargetModifier("tail" as never)).toThrow(/unknown called-shot location/);
  });
});

describe("six-seconds called shots: effects", () => {
  // a goblin at 9/3
  it("head: the adjustment moves both Toughness and Minimum Toughness (9/3 → 6/0)", () => {
    const graze = resolveCalledShot({ location: "head", damage: 2, toughness: 9 });
    expect(graze).toMatchObject({ toughness: 6, minimum: 0, level: "minimum", wounds: 1, startsDying: false });
    expect(graze.fortitudeCheck).toEqual({ dc: 2, onFail: "staggered for one round" });
    const hard = resolveCalledShot({ location: "head", damage: 7, toughness: 9 });
    expect(hard).toMatchObject({ level: "toughness", startsDying: true, wounds: 1 });
    // the same 7 to the torso is only a wound
    expect(resolveCalledShot({ location: "torso", damage: 7, toughness: 9 })).toMatchObject({ level: "minimum", startsDying: false });
  });

  it("leg at Toughness: a wound, speed, no dying, and a Fortitude check (DC = damage) or fall prone", () => {
    const r = resolveCalledShot({ location: "leg", damage: 9, toughness: 9 });
    expect(r).toMatchObject({ toughness: 8, level: "toughness", wounds: 1, startsDying: false, dies: false });
    expect(r.effects).toContain("speed drops by 1 more square");
    expect(r.fortitudeCheck).toEqual({ dc: 9, onFail: "falls prone" });
  });

  it("hand at Minimum Toughness: no wound, −1 to attacks with it, Fortitude or drop the item", () => {
    const r = resolveCalledShot({ location: "hand", damage: 3, toughness: 9 });
    expect(r).toMatchObject({ level: "minimum", wounds: 0, effects: ["−1 to attacks made with this hand"] });
    expect(r.fortitudeCheck?.onFail).toBe("drops the held item");
  });

  it("wings: flight speed, then no flight", () => {
    expect(resolveCalledShot({ location: "wings", damage: 1, toughness: 9 })).toMatchObject({ level: "minimum", wounds: 0, effects: ["flight speed drops by 1 square"] });
    expect(resolveCalledShot({ location: "wings", damage: 7, toughness: 9 })).toMatchObject({ level: "toughness", wounds: 1, effects: ["the creature cannot fly"] });
  });

  it("no effect below the location's Minimum Toughness; a wound on a dying target kills", () => {
    // "meet or beat the target's minimum toughness": the arm at 8/2 needs 2, so 1 is below it.
    expect(resolveCalledShot({ location: "arm", damage: 1, toughness: 9 })).toMatchObject({ level: "none", wounds: 0 });
    expect(resolveCalledShot({ location: "arm", damage: 5, toughness: 9, dying: true })).toMatchObject({ wounds: 1, dies: true });
  });
});

describe("six-seconds attacks on worn or held items", () => {
  it("the item table at scale 0", () => {
    expect(itemDefences({ kind: "small-metal-weapon" })).toEqual({ target: 6, toughness: 10, minimum: 4 });
    expect(itemDefences({ kind: "metal-weapon" })).toEqual({ target: 5, toughness: 13, minimum: 7 });
    expect(itemDefences({ kind: "large-metal-weapon" })).toEqual({ target: 4, toughness: 16, minimum: 10 });
  });

  it("+3 Toughness and −1 Target per scale", () => {
    expect(itemDefences({ kind: "metal-weapon", scale: 2 })).toEqual({ target: 3, toughness: 19, minimum: 13 });
  });

  it("armour: the wearer's Target, Toughness = wearer's scale × 3 + Defence + 3", () => {
    expect(itemDefences({ kind: "armour", wearerScale: 1, wearerTarget: 3, armourDefence: 2 })).toEqual({ target: 3, toughness: 8, minimum: 2 });
    expect(() => itemDefences({ kind: "armour", wearerScale: 0 })).toThrow(/wearerTarget/);
  });

  it("wooden hafted weapons need the GM's Toughness", () => {
    expect(() => itemDefences({ kind: "wooden-hafted-weapon" })).toThrow(/GM must give one/);
    expect(itemDefences({ kind: "wooden-hafted-weapon", toughness: 11 })).toEqual({ target: 5, toughness: 11, minimum: 5 });
  });

  it("weapon wounds: melee loses damage, ranged damage and attack, firearms jam on a 1", () => {
    expect(damagedWeapon("melee", 2)).toEqual({ damage: { value: -2, reason: "weapon wounds (2)", code: "weapon-wounds", data: { wounds: 2 } }, attack: null, jamsOnOne: false });
    expect(damagedWeapon("ranged", 1).attack).toEqual({ attack: -1, defence: -1, reason: "weapon wounds (1)", code: "weapon-wounds", data: { wounds: 1 } });
    expect(damagedWeapon("firearm", 1).jamsOnOne).toBe(true);
    expect(damagedWeapon("firearm", 0)).toEqual({ damage: null, attack: null, jamsOnOne: false });
    expect(() => damagedWeapon("melee", -1)).toThrow(RangeError);
  });
});

describe("six-seconds called shots: \"meet or beat\" columns", () => {
  // Called Shots: "the "Minimum Toughness" and "Toughness" columns show what happens when you meet or beat the
  // target's minimum toughness or regular toughness, respectively."
  it("an arm at 8/2 hit for exactly 2 meets its Minimum Toughness: a wound", () => {
    const r = resolveCalledShot({ location: "arm", damage: 2, toughness: 9 });
    expect(r).toMatchObject({ toughness: 8, minimum: 2, level: "minimum", wounds: 1, startsDying: false });
    expect(r.damageOutcome.result).toBe("wound");
  });

  it("a head at 6/0 hit for exactly 6 meets its Toughness: dying, even when plain hits use \"exceeds\"", () => {
    const r = resolveCalledShot({ location: "head", damage: 6, toughness: 9, damageOptions: { dyingThreshold: "exceeds" } });
    expect(r).toMatchObject({ toughness: 6, level: "toughness", wounds: 1, startsDying: true });
    expect(resolveCalledShot({ location: "head", damage: 5, toughness: 9 })).toMatchObject({ level: "minimum", startsDying: false });
  });

  it("option calledShotColumns \"as-damage\": the columns use Step Three's comparisons instead", () => {
    const asDamage = { calledShotColumns: "as-damage" } as const;
    expect(resolveCalledShot({ location: "arm", damage: 2, toughness: 9, damageOptions: asDamage })).toMatchObject({ level: "none", wounds: 0 });
    expect(resolveCalledShot({ location: "arm", damage: 3, toughness: 9, damageOptions: asDamage })).toMatchObject({ level: "minimum", wounds: 1 });
    const exceeds = { calledShotColumns: "as-damage", dyingThreshold: "exceeds" } as const;
    expect(resolveCalledShot({ location: "head", damage: 6, toughness: 9, damageOptions: exceeds })).toMatchObject({ level: "minimum", startsDying: false });
    expect(() => resolveCalledShot({ location: "arm", damage: 2, toughness: 9, damageOptions: { calledShotColumns: "beat" as never } })).toThrow(/calledShotColumns/);
  });
});

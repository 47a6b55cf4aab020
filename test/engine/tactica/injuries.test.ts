import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { createCreature, rankOf } from "../../../module/engine/rulesets/tactica/creature";
import { INJURY_EFFECT_TABLE, INJURY_EFFECTS } from "../../../module/engine/rulesets/tactica/injuries/effects";
import { allRollsPenalty, applyInjury, bleed, burntActionDice, healInjury, resolveInjuryCheck } from "../../../module/engine/rulesets/tactica/injuries/injury";
import { locationsWithin, readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { INJURY_TABLES, readInjuryEffect } from "../../../module/engine/rulesets/tactica/injuries/tables";

describe("location roll (4d6)", () => {
  it("the text's example: 4,4,4,6 is the Right Arm, and the triple may shift it one area to the Chest", () => {
    const r = readLocation([4, 4, 4, 6]);
    expect(r).toMatchObject({ face: 4, count: 3, rolled: "right-arm", maxShift: 1, location: "right-arm" });
    expect(r.choices).toContain("chest");
    expect(readLocation([4, 4, 4, 6], { shiftTo: "chest" }).location).toBe("chest");
    expect(() => readLocation([4, 4, 4, 6], { shiftTo: "head" })).toThrow(/cannot shift/);
  });
  it("a draw goes to the highest face; singles cannot shift; a quadruple shifts two", () => {
    expect(readLocation([2, 2, 5, 5]).face).toBe(5);
    expect(readLocation([1, 2, 3, 6])).toMatchObject({ face: 6, maxShift: 0, choices: ["head"] });
    const quad = readLocation([4, 4, 4, 4]);
    expect(quad.maxShift).toBe(2);
    expect(quad.choices).toEqual(expect.arrayContaining(["chest", "neck", "groin", "left-arm"]));
  });
  it("Neck and Groin are optional", () => {
    expect(locationsWithin("head", 1, false)).toEqual(["head", "chest"]);
    expect(locationsWithin("head", 1, true)).toEqual(["head", "neck"]);
    expect(() => readLocation([1, 2, 3])).toThrow(/4d6/);
  });
});

describe("effect tables", () => {
  it("hold the text's rows, 7+ at the top, +1 for a Killing Blow", () => {
    expect(readInjuryEffect("chest", 6, 0).effect).toBe("puncture");
    expect(readInjuryEffect("chest", 6, 1).effect).toBe("kill");
    expect(readInjuryEffect("head", 2, 0)).toMatchObject({ effect: "unconscious", diceOff: 2 });
    expect(readInjuryEffect("head", 3, 0).alternatives).toEqual(["sound"]);
    expect(readInjuryEffect("left-leg", 6, 1, "maim").effect).toBe("maim");
    expect(readInjuryEffect("neck", 2, 0)).toMatchObject({ effect: "bleeder", diceOff: 2 });
    expect(readInjuryEffect("groin", 5, 0).effect).toBe("maim");
    expect(readInjuryEffect("right-arm", 4, 0).effect).toBe("hand");
    expect(() => readInjuryEffect("head", 3, 0, "kill")).toThrow(/offers/);
  });
  it("every effect named in the tables has a specification", () => {
    for (const table of Object.values(INJURY_TABLES)) for (const row of table) for (const e of row.effects) expect(INJURY_EFFECTS).toContain(e);
    expect(Object.keys(INJURY_EFFECT_TABLE).sort()).toEqual([...INJURY_EFFECTS].sort());
  });
});

describe("applying injuries", () => {
  const hero = () => createCreature({ id: "h", side: "a", physical: 4, mental: 4, heroicFloor: true });
  it("Sever: two extra Physical Ranks, all rolls −2d, 2 dice burnt now and at every refresh until healed", () => {
    const out = applyInjury(hero(), "left-arm", "sever");
    expect(out.physicalLost).toBe(2);
    expect(rankOf(out.after, "physical")).toBe(2);
    expect(rankOf(out.after, "mental")).toBe(3); // the 2nd physical loss crosses over
    expect(out.burnNow).toBe(2);
    expect(burntActionDice(out.after)).toBe(2);
    expect(allRollsPenalty(out.after)).toBe(2);
    const healed = healInjury(out.after, 0);
    expect(burntActionDice(healed)).toBe(0);
  });
  it("Kill: Body −2d or OoA, all action dice discarded, 2 Mental Ranks", () => {
    const out = applyInjury(hero(), "head", "kill");
    expect(out).toMatchObject({ mentalLost: 2, discardAllActionDice: true });
    expect(out.checks).toEqual([{ characteristic: "body", penalty: 2, onFail: "ooa", why: "Body roll at −2d or OoA" }]);
    // 4 + 0 − 2 = 2 dice, both miss: OoA.
    const failed = resolveInjuryCheck(queuedDice([2, 4]), out.after, out.checks[0]!, 0);
    expect(failed.roll.pool).toBe(2);
    expect(failed.after.status).toBe("ooa");
  });
  it("Foot: a failed DEX roll knocks the victim prone; Unconscious −2d carries the row's dice off", () => {
    const foot = applyInjury(hero(), "right-leg", "foot");
    expect(resolveInjuryCheck(queuedDice([1, 2, 3, 4]), foot.after, foot.checks[0]!, 0).prone).toBe(true);
    const ko = applyInjury(hero(), "head", "unconscious", 2);
    expect(ko.checks[0]).toMatchObject({ characteristic: "mind", penalty: 2 });
  });
  it("bleeders at different locations accumulate, at the same location they do not; each bleeds once a round", () => {
    let c = applyInjury(hero(), "chest", "bleeder").after;
    const again = applyInjury(c, "chest", "bleeder");
    expect(again.duplicateBleeder).toBe(true);
    c = applyInjury(again.after, "neck", "bleeder", 2).after;
    expect(c.injuries).toHaveLength(2);
    // Chest bleeder: 4 dice, all fail; neck bleeder: 4 − 2 = 2 dice, one success.
    const b = bleed(queuedDice([1, 2, 3, 4, 6, 2]), c, 0);
    expect(b.rolls.map((r) => r.pool)).toEqual([4, 2]);
    expect(b.ranksLost).toBe(1);
  });
  it("Flesh wound, Puncture, Maim, Wind, Broken, Sight/Sound/Balance rank losses", () => {
    expect(applyInjury(hero(), "chest", "flesh-wound").physicalLost).toBe(1);
    expect(applyInjury(hero(), "chest", "puncture")).toMatchObject({ physicalLost: 1, burnNow: 1 });
    expect(applyInjury(hero(), "groin", "maim")).toMatchObject({ mentalLost: 1, burnNow: 1 });
    expect(applyInjury(hero(), "chest", "wind")).toMatchObject({ mentalLost: 1, burnNow: 2 });
    expect(applyInjury(hero(), "left-leg", "broken")).toMatchObject({ physicalLost: 1, dropHeld: false, penalties: [{ on: "movement", dice: 2 }] });
    expect(applyInjury(hero(), "right-arm", "broken")).toMatchObject({ physicalLost: 1, dropHeld: true, penalties: [] });
    for (const e of ["sight", "sound", "balance"] as const) expect(applyInjury(hero(), "head", e).mentalLost).toBe(1);
    expect(applyInjury(hero(), "right-arm", "hand")).toMatchObject({ dropHeld: true, burnNow: 1 });
    expect(applyInjury(hero(), "neck", "paralysis").checks[0]).toMatchObject({ characteristic: "body", onFail: "ooa" });
    expect(INJURY_EFFECT_TABLE.fracture.penalties).toEqual([{ on: "area", dice: 2 }]);
  });
});

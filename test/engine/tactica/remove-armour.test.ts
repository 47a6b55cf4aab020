import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { armourAt, repairArmour, stripArmour } from "../../../module/engine/rulesets/tactica/armour";
import { resolveAttack } from "../../../module/engine/rulesets/tactica/attack";
import { applyAttackOutcome } from "../../../module/engine/rulesets/tactica/attack-apply";
import { createCreature } from "../../../module/engine/rulesets/tactica/creature";
import { LOCATIONS, type Location } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { SPECIAL_RESULT_TABLE } from "../../../module/engine/rulesets/tactica/special-results";

const mk = (id: string, side: string) => createCreature({ id, side, physical: 3, mental: 3 });

describe("remove armour from a location", () => {
  // The special results list: "Remove armour from a location".
  it('"Remove armour from a location": one extra success strips exactly one location, not the GM\'s call', () => {
    expect(SPECIAL_RESULT_TABLE["remove-armour"]).toMatchObject({ cost: 1, effect: "Remove armour from a location", applies: "strip-armour" });
    expect(SPECIAL_RESULT_TABLE["remove-armour"]).not.toHaveProperty("attempt");
    const target = { ...mk("t", "y"), armour: 2 };
    const out = resolveAttack(queuedDice([5, 6, 6, 6]), { dice: 4, weapon: "light", armour: 2, hitLocation: "head", specials: ["remove-armour"] });
    const after = applyAttackOutcome(mk("a", "x"), target, out).target;
    expect(LOCATIONS.filter((l) => armourAt(after, l) === 0)).toEqual(["head"]);
    expect(LOCATIONS.filter((l) => armourAt(after, l) === 2)).toHaveLength(LOCATIONS.length - 1);
  });

  it("a single armour value covers every location until one is stripped, which splits it per location", () => {
    const knight = { ...mk("k", "x"), armour: 2 };
    expect(LOCATIONS.map((l) => armourAt(knight, l))).toEqual(LOCATIONS.map(() => 2));
    const stripped = stripArmour(knight, "chest");
    expect(armourAt(stripped, "chest")).toBe(0);
    expect(armourAt(stripped, "head")).toBe(2);
    expect(stripped.locationArmour).toEqual(Object.fromEntries(LOCATIONS.map((l) => [l, 2])));
    expect(JSON.parse(JSON.stringify(stripped))).toEqual(stripped);
  });

  it("the special, spent from an extra success, strips the attack's hit location; later hits there count 0, elsewhere keep armour", () => {
    const target = { ...mk("t", "y"), armour: 1, locationArmour: { head: 3 } };
    // 3 successes, 1 stopped by armour, 1 spent on remove armour: one left for the hit.
    const out = resolveAttack(queuedDice([5, 6, 6]), { dice: 3, weapon: "light", armour: armourAt(target, "left-arm"), hitLocation: "left-arm", specials: ["remove-armour"] });
    expect(out.armourStopped).toBe(1);
    expect(out.specials.successesLeft).toBe(1);
    const res = applyAttackOutcome(mk("a", "x"), target, out);
    expect(res.armourStrippedAt).toBe("left-arm");
    expect(armourAt(res.target, "left-arm")).toBe(0);
    expect(armourAt(res.target, "head")).toBe(3);
    expect(armourAt(res.target, "chest")).toBe(1);
    // A later hit on the left arm: nothing stopped. Elsewhere (head): armour 3 stops all three.
    const there = resolveAttack(queuedDice([5, 5, 6]), { dice: 3, weapon: "light", armour: armourAt(res.target, "left-arm"), hitLocation: "left-arm" });
    expect(there.armourStopped).toBe(0);
    expect(there.specials.damageSuccesses).toBe(3);
    const elsewhere = resolveAttack(queuedDice([5, 5, 6]), { dice: 3, weapon: "light", armour: armourAt(res.target, "head"), hitLocation: "head" });
    expect(elsewhere.armourStopped).toBe(3);
    expect(elsewhere.specials.damageSuccesses).toBe(0);
  });

  it("given the target's armour, the engine looks it up at the hit location itself", () => {
    const target = stripArmour({ ...mk("t", "y"), armour: 2 }, "right-leg");
    const hitLeg = resolveAttack(queuedDice([5, 6, 6]), { dice: 3, weapon: "light", targetArmour: target, hitLocation: "right-leg" });
    expect(hitLeg.armourStopped).toBe(0);
    const hitChest = resolveAttack(queuedDice([5, 6, 6]), { dice: 3, weapon: "light", targetArmour: target, hitLocation: "chest" });
    expect(hitChest.armourStopped).toBe(2);
    const noLocation = resolveAttack(queuedDice([5, 6, 6]), { dice: 3, weapon: "light", targetArmour: target });
    expect(noLocation.armourStopped).toBe(2);
    expect(() => resolveAttack(queuedDice([5]), { dice: 1, weapon: "light", armour: 1, targetArmour: target })).toThrow(/either armour or targetArmour/);
  });

  it("the GM's chosen location beats the hit location; without either the 4d6 location roll decides", () => {
    const target = { ...mk("t", "y"), armour: 2 };
    const out = resolveAttack(queuedDice([5, 6]), { dice: 2, weapon: "light", hitLocation: "chest", specials: ["remove-armour"] });
    expect(applyAttackOutcome(mk("a", "x"), target, out, { armourLocation: "groin" }).armourStrippedAt).toBe("groin");
    const noLoc = resolveAttack(queuedDice([5, 6]), { dice: 2, weapon: "light", specials: ["remove-armour"] });
    // Four 6s: the head (face 6) in the default table.
    const rolled = applyAttackOutcome(mk("a", "x"), target, noLoc, { dice: queuedDice([6, 6, 6, 2]) });
    expect(rolled.armourStrippedAt).toBe("head");
    expect(armourAt(rolled.target, "head")).toBe(0);
    expect(() => applyAttackOutcome(mk("a", "x"), target, noLoc)).toThrow(/remove armour" needs a location/);
  });

  it("repair restores one location or all of them", () => {
    const c = stripArmour(stripArmour({ ...mk("t", "y"), armour: 2, locationArmour: { head: 4 } }, "head"), "chest");
    expect([armourAt(c, "head"), armourAt(c, "chest")]).toEqual([0, 0]);
    const one = repairArmour(c, "head");
    expect([armourAt(one, "head"), armourAt(one, "chest")]).toEqual([4, 0]);
    const all = repairArmour(c);
    expect([armourAt(all, "head"), armourAt(all, "chest")]).toEqual([4, 2]);
    expect(all.armourStripped).toBeUndefined();
  });

  it("an unknown location is rejected with a clear message", () => {
    const c = { ...mk("t", "y"), armour: 2 };
    expect(() => stripArmour(c, "tail" as Location)).toThrow(RangeError);
    expect(() => stripArmour(c, "tail" as Location)).toThrow(/unknown armour location "tail"/);
    expect(() => armourAt(c, "wing" as Location)).toThrow(/unknown armour location "wing"/);
    expect(() => repairArmour(c, "wing" as Location)).toThrow(/unknown armour location/);
    expect(() => resolveAttack(queuedDice([5]), { dice: 1, weapon: "light", hitLocation: "tail" as Location })).toThrow(/unknown armour location "tail"/);
    expect(() => armourAt({ armour: -1 }, "head")).toThrow(/armour must be a whole number/);
  });

  it("property: stripping never raises armour anywhere, and repairing everything restores the armour before", () => {
    const loc = fc.constantFrom(...LOCATIONS);
    const perLoc = fc.dictionary(loc, fc.integer({ min: 0, max: 6 }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), perLoc, fc.array(loc, { maxLength: 4 }), loc, (armour, locationArmour, earlier, where) => {
        let c = { armour, locationArmour };
        for (const l of earlier) c = stripArmour(c, l);
        const after = stripArmour(c, where);
        for (const l of LOCATIONS) expect(armourAt(after, l)).toBeLessThanOrEqual(armourAt(c, l));
        expect(armourAt(after, where)).toBe(0);
        expect(armourAt(after)).toBe(armourAt(c));
        const repaired = repairArmour(after);
        for (const l of LOCATIONS) expect(armourAt(repaired, l)).toBe(armourAt({ armour, locationArmour }, l));
      }),
      { numRuns: 300 },
    );
  });
});

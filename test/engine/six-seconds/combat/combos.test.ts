import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../../module/engine/dice/source";
import {
  combosKnownAllowed, COMBO_SECONDS, canUseCombo, chargeAllowed, maxComponents, parseComboTag, singleAttackOptions, validateCombo, validateComboList,
  type ComboComponent, type ComboOwner,
} from "../../../../module/engine/rulesets/six-seconds/combos";
import { resolveComboAttacks, resolveSimultaneousHits } from "../../../../module/engine/rulesets/six-seconds/combat-simultaneous";

const trip: ComboComponent = { id: "trip", name: "Trip", rating: 2, complexity: 1, source: "Weapon Finesse" };
const feint: ComboComponent = { id: "feint", name: "Feint", rating: 1, complexity: 2, source: "Weapon Finesse" };
const owner: ComboOwner = { weaponSkillRanks: 2, rangedSkillRanks: 1, comboRating: 4, knownComponents: [trip, feint] };

describe("six-seconds combos: building", () => {
  it("reads the [Attack Combo +X] tag", () => {
    expect(parseComboTag("Trip [Attack Combo +2]: knock the target prone")).toBe(2);
    expect(parseComboTag("Charge [Attack Combo -1]")).toBe(-1);
    expect(parseComboTag("Nick: a single attack")).toBeNull();
  });

  it("components per combo: highest of Weapon / Ranged Skill ranks + 1", () => {
    expect(maxComponents({ weaponSkillRanks: 2, rangedSkillRanks: 1 })).toBe(3);
    expect(maxComponents({ weaponSkillRanks: 0, rangedSkillRanks: 4 })).toBe(5);
  });

  it("sums Combo Ratings; Attack +1 and Charge −1 are known to all", () => {
    const c = validateCombo({ name: "Charging trip", components: ["charge", "attack", "trip"] }, owner);
    expect(c).toMatchObject({ valid: true, rating: 2, componentCount: 3, maxComponents: 3 });
  });

  it("reports every broken limit", () => {
    const tooMany = validateCombo({ name: "x", components: ["attack", "trip", "feint", "charge"] }, owner);
    expect(tooMany.issues.map((i) => i.code)).toEqual(["too-many-components"]);
    const tooHigh = validateCombo({ name: "x", components: ["trip", "trip", "feint"] }, owner);
    expect(tooHigh.issues).toEqual([{ code: "rating-too-high", message: "Combo Rating 5 is above the character's 4" }]);
    const unknown = validateCombo({ name: "x", components: ["disarm"] }, owner);
    expect(unknown.issues[0]?.code).toBe("unknown-component");
    expect(validateCombo({ name: "x", components: [] }, owner).issues[0]?.code).toBe("empty");
  });

  it("more than one Attack needs Extra Attack", () => {
    const twice = { name: "Double", components: ["attack", "attack"] };
    expect(validateCombo(twice, owner).issues.map((i) => i.code)).toEqual(["too-many-attacks"]);
    expect(validateCombo(twice, { ...owner, maxAttacks: 2 }).valid).toBe(true);
  });

  it("Combat Expertise limits how many combos are known", () => {
    const combos = [{ name: "a", components: ["attack"] }, { name: "b", components: ["trip"] }];
    expect(validateComboList(combos, { ...owner, combosAllowed: 2 }).valid).toBe(true);
    const r = validateComboList(combos, { ...owner, combosAllowed: 1 });
    expect(r.valid).toBe(false);
    expect(r.issues[0]?.code).toBe("too-many-combos");
  });

  it("everyone starts knowing one combo: Combat Expertise never allows fewer", () => {
    expect(combosKnownAllowed()).toBe(1);
    expect(combosKnownAllowed(0)).toBe(1);
    expect(combosKnownAllowed(3)).toBe(3);
    expect(validateComboList([{ name: "a", components: ["attack"] }], { ...owner, combosAllowed: 0 }).valid).toBe(true);
    expect(validateComboList([{ name: "a", components: ["attack"] }, { name: "b", components: ["attack"] }], { ...owner, combosAllowed: 0 }).issues[0]?.message)
      .toBe("2 combos known, Combat Expertise allows 1");
    expect(() => combosKnownAllowed(-1)).toThrow(/Combat Expertise/);
  });

  it("rejects malformed owners and components", () => {
    expect(() => validateCombo({ name: "x", components: ["attack"] }, { ...owner, weaponSkillRanks: -1 })).toThrow(/weaponSkillRanks/);
    expect(() => validateCombo({ name: "x", components: ["attack"] }, { ...owner, knownComponents: [{ id: "", name: "?", rating: 1 }] })).toThrow(TypeError);
  });
});

describe("six-seconds combos: using", () => {
  it("a combo takes 4 seconds; Charge only after a straight move of 6 m", () => {
    expect(COMBO_SECONDS).toBe(4);
    expect(chargeAllowed(6)).toBe(true);
    expect(chargeAllowed(5.5)).toBe(false);
    const charge = { name: "Charge", components: ["charge", "attack"] };
    expect(canUseCombo(charge, owner, 7)).toEqual({ allowed: true, seconds: 4, reasons: [] });
    expect(canUseCombo(charge, owner, 3).allowed).toBe(false);
  });

  it("a single attack may be any complexity-1 component", () => {
    expect(singleAttackOptions(owner).map((c) => c.id)).toEqual(["attack", "trip"]);
  });

  it("Colonel Mauve: 8, 6 and 4 against a Goblin's 9/3 are three wounds, never summed", () => {
    const r = resolveSimultaneousHits({ toughness: 9 }, [8, 6, 4]);
    expect(r.wounds).toBe(3);
    expect(r.result).toBe("wound");
    expect(r.hits.map((h) => h.result)).toEqual(["wound", "wound", "wound"]);
    expect(r.dead).toBe(false);
  });

  it("Colonel Mauve's combo with the dice: three arming-sword hits, 1d8+3 each", () => {
    const input = {
      attacker: { skill: 3, scale: 0 },
      defender: { scale: 0, toughness: 9 },
      damage: { count: 1, sides: 8, bonus: 3 },
    };
    // attack d6 then damage d8, for each of the three attacks (the goblin does not defend)
    const out = resolveComboAttacks(queuedDice([4, 5, 6, 3, 2, 1]), [
      { targetId: "goblin", input }, { targetId: "goblin", input }, { targetId: "goblin", input },
    ]);
    expect(out.attacks.map((a) => a.outcome.damage?.total)).toEqual([8, 6, 4]);
    expect(out.targets.get("goblin")).toMatchObject({ wounds: 3, result: "wound", dead: false });
  });

  it("every hit uses the starting Toughness: a dying hit does not make a simultaneous wound fatal", () => {
    const r = resolveSimultaneousHits({ toughness: 9 }, [10, 5]);
    expect(r).toMatchObject({ wounds: 2, result: "dying", dead: false });
    // already dying when the combo began: any wound kills
    expect(resolveSimultaneousHits({ toughness: 9, dying: true }, [2, 5]).dead).toBe(true);
  });

  it("misses deal nothing; hits on different targets are kept apart", () => {
    const input = { attacker: { skill: 0, scale: 0 }, defender: { scale: 0, toughness: 9 }, damage: { count: 1, sides: 8, bonus: 3 } };
    const out = resolveComboAttacks(queuedDice([1, 6, 8]), [{ targetId: "a", input }, { targetId: "b", input }]);
    expect(out.attacks[0]?.outcome.result).toBe("miss");
    expect(out.targets.has("a")).toBe(false);
    expect(out.targets.get("b")?.result).toBe("dying");
  });
});

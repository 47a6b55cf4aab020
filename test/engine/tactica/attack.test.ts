import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuedDice, seededDice } from "../../../module/engine/dice/source";
import { chooseSpecials, resolveAttack } from "../../../module/engine/rulesets/tactica/attack";
import { planTactic } from "../../../module/engine/rulesets/tactica/tactics";
import { readAttackRoll } from "../../../module/engine/rulesets/tactica/attack-roll";
import { superiorityThreshold } from "../../../module/engine/rulesets/tactica/superiority";
import { weaponDamage } from "../../../module/engine/rulesets/tactica/weapon-damage";
import { spendSpecials } from "../../../module/engine/rulesets/tactica/special-results";

describe("Superiority Level", () => {
  it("standard SL succeeds on 5–6; +1 SL on 4–6; never on a 1; at worst only 6s", () => {
    expect(superiorityThreshold(0)).toBe(5);
    expect(superiorityThreshold(1)).toBe(4);
    expect(superiorityThreshold(-1)).toBe(6);
    expect(superiorityThreshold(9)).toBe(2);
    expect(superiorityThreshold(-5)).toBe(6);
    expect(() => superiorityThreshold(0.5)).toThrow(RangeError);
  });

  it("a fumbled target gives attackers +1 SL: a 4 hits", () => {
    const plain = resolveAttack(queuedDice([4]), { dice: 1, weapon: "medium" });
    const vsFumbled = resolveAttack(queuedDice([4]), { dice: 1, weapon: "medium", targetFumbled: true });
    expect(plain.roll.successes).toBe(0);
    expect(vsFumbled.threshold).toBe(4);
    expect(vsFumbled.roll.successes).toBe(1);
    expect(vsFumbled.slModifiers).toContainEqual({ value: 1, reason: "target fumbled", code: "target-fumbled" });
  });
});

describe("exposures and fumbles", () => {
  it("1s up to the number of hits stay as exposures", () => {
    expect(readAttackRoll([5, 6, 1, 1, 3], 5)).toMatchObject({ successes: 2, ones: 2, exposures: 2, fumble: false });
  });
  it("more 1s than successes is a fumble", () => {
    expect(readAttackRoll([5, 1, 1, 3], 5)).toMatchObject({ successes: 1, ones: 2, exposures: 0, fumble: true });
    expect(readAttackRoll([2, 3], 5).fumble).toBe(false);
  });
  it("the attacker adds the target's exposure dice to the pool; they are consumed (or kept, by option)", () => {
    const out = resolveAttack(queuedDice([5, 2, 2, 6]), { dice: 2, weapon: "medium", targetExposures: 2 });
    expect(out.pool).toBe(4);
    expect(out.exposuresPickedUp).toBe(2);
    expect(out.target.exposuresLeft).toBe(0);
    const keep = resolveAttack(queuedDice([5, 2, 2, 6]), { dice: 2, weapon: "medium", targetExposures: 2 }, { exposureUse: "persist" });
    expect(keep.target.exposuresLeft).toBe(2);
  });
  it("property: exposures never exceed hits", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 20 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 5 }), (dice, t, extra) => {
        const r = readAttackRoll(dice, t, extra);
        expect(r.exposures).toBeLessThanOrEqual(r.successes);
        expect(r.fumble).toBe(r.ones > r.successes);
      }),
    );
  });
});

describe("weapon damage codes", () => {
  it("Light 1+2d hits on 1,3,5,7 successes", () => {
    expect([0, 1, 2, 3, 4, 5, 7].map((s) => weaponDamage("light", s).damage)).toEqual([0, 1, 1, 2, 2, 3, 4]);
  });
  it("Medium 1+1d, Heavy 2+1d, Large 3+1d, Huge 4+1d", () => {
    expect([1, 2, 3].map((s) => weaponDamage("medium", s).damage)).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((s) => weaponDamage("heavy", s).damage)).toEqual([2, 3, 4]);
    expect(weaponDamage("large", 1).damage).toBe(3);
    expect(weaponDamage("huge", 2).damage).toBe(5);
    expect(weaponDamage("heavy", 1).code).toBe("2+1d");
  });
  it("Massive needs one success", () => {
    expect(weaponDamage("massive", 1).massive).toBe(true);
    expect(weaponDamage("massive", 0).massive).toBe(false);
    expect(() => weaponDamage("club" as never, 1)).toThrow(/unknown weapon class/);
  });
});

describe("special results", () => {
  it("extra successes buy specials, one each; +2d of damage counts two successes", () => {
    const s = spendSpecials(3, ["extra-damage", "disarm"]);
    expect(s.successesLeft).toBe(1);
    expect(s.damageSuccesses).toBe(3);
    expect(() => spendSpecials(1, ["stun"])).toThrow(/extra successes/);
  });
  it("flow through an attack: armour stops successes before specials and damage", () => {
    const out = resolveAttack(queuedDice([5, 6, 6, 5]), { dice: 4, weapon: "medium", armour: 1, specials: ["expose"] });
    expect(out.armourStopped).toBe(1);
    expect(out.specials.successesLeft).toBe(2);
    expect(out.damage.damage).toBe(2);
  });
});

describe("attack input checks", () => {
  it("a surprised target cannot defend", () => {
    expect(() =>
      resolveAttack(seededDice(1), { dice: 3, weapon: "light", targetSurprised: true, defence: { kind: "parry", dice: 2 } }),
    ).toThrow(/surprised/);
  });
  it("dice modifiers with reasons change the pool, never below 0", () => {
    const out = resolveAttack(seededDice(2), { dice: 2, weapon: "light", diceModifiers: [{ dice: -3, reason: "cover.soft.heavy", code: "cover.soft.heavy" }] });
    expect(out.pool).toBe(0);
    expect(() => resolveAttack(seededDice(2), { dice: -1, weapon: "light" })).toThrow(RangeError);
  });
});

describe("choosing specials after the roll, defence restrictions", () => {
  it("specials are picked once the successes are known, on the same dice", () => {
    const input = { dice: 4, weapon: "medium" as const };
    const rolled = resolveAttack(queuedDice([5, 6, 6, 2]), input);
    expect(rolled.damage.damage).toBe(3);
    const spent = chooseSpecials(input, rolled, ["extra-damage", "disarm"]);
    expect(spent.roll.dice).toEqual([5, 6, 6, 2]);
    expect(spent.specials.successesLeft).toBe(1);
    expect(spent.damage.damage).toBe(3); // 1 left + 2 for "+2d of damage"
    expect(() => chooseSpecials(input, rolled, ["stun", "expose", "disarm"])).toThrow(/extra successes/);
  });
  it("after an all-out attack the attacker has no defence; after a double strike only Dodge", () => {
    const pool = { kind: "dodge" as const, dice: 2, max: 4, shield: 0 };
    const allOut = planTactic("all-out-attack", [3, 3]).defencesUntilNextAction;
    expect(() => resolveAttack(queuedDice([5]), { dice: 3, weapon: "light", targetMayUse: allOut, defence: { kind: "dodge", pool } })).toThrow(/may not dodge/);
    const ds = planTactic("double-strike", [3, 3]).defencesUntilNextAction;
    expect(() => resolveAttack(queuedDice([5, 5, 5]), { dice: 3, weapon: "light", targetMayUse: ds, defence: { kind: "parry", dice: 2 } })).toThrow(/may not parry/);
    expect(resolveAttack(queuedDice([5]), { dice: 3, weapon: "light", targetMayUse: ds, defence: { kind: "dodge", pool } }).dodge!.removed).toBe(2);
  });
  it("a Parry against missiles needs the skill", () => {
    expect(() => resolveAttack(queuedDice([5, 5, 5]), { dice: 1, weapon: "light", missile: "fired", defence: { kind: "parry", dice: 2 } })).toThrow(/Skill/);
    expect(resolveAttack(queuedDice([5, 5, 3]), { dice: 1, weapon: "light", missile: "fired", defence: { kind: "parry", dice: 2, missileSkill: true } }).parry!.converted).toBe(1);
  });
  it("property: a resolved attack never leaves more roll exposures than hits", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 12 }), fc.integer({ min: -2, max: 3 }), fc.integer({ min: 0, max: 4 }), (seed, n, sl, parry) => {
        const out = resolveAttack(seededDice(seed), { dice: n, weapon: "medium", slModifiers: [{ value: sl, reason: "test" }], defence: parry ? { kind: "parry", dice: parry } : { kind: "none" } });
        expect(out.roll.exposures).toBeLessThanOrEqual(out.roll.successes);
      }),
    );
  });
});


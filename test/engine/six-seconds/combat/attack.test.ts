import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../../module/engine/dice/source";
import { parseSplit } from "../../../../module/engine/modifiers";
import {
  attackBonus, creatureMeleeDamage, defenceDC, resolveAttack, resolveDefenceRoll, targetScore, type AttackInput,
} from "../../../../module/engine/rulesets/six-seconds/attack";
import { parseDamageRoll } from "../../../../module/engine/rulesets/six-seconds/combat-damage-roll";

const base = (over: Partial<AttackInput> = {}): AttackInput => ({
  attacker: { skill: 2, scale: 0 },
  defender: { scale: 0, toughness: 9 },
  defence: { kind: "parry", bonus: 1 },
  damage: parseDamageRoll("1d8+3"),
  ...over,
});

describe("six-seconds attack: step one, the attack roll", () => {
  it("d6 + skill − scale against Target 4 − scale", () => {
    expect(attackBonus({ skill: 2, scale: 1 }).bonus).toBe(1);
    expect(targetScore({ scale: 1 }).target).toBe(3);
    expect(targetScore({ scale: -1, targetModifiers: [{ value: 2, reason: "cover.medium", code: "cover.medium" }] }).target).toBe(7);
  });

  it("a roll below Target is a miss and rolls nothing else", () => {
    const dice = queuedDice([1]);
    const out = resolveAttack(dice, base());
    expect(out.result).toBe("miss");
    expect(out.attack).toMatchObject({ roll: 1, bonus: 2, total: 3, target: 4, success: false });
    expect(dice.used).toBe(1);
  });
});

describe("six-seconds attack: step two, the defence roll", () => {
  it("DC is 4 + the attacker's skill; scale is not subtracted", () => {
    expect(defenceDC({ skill: 2, scale: 0 })).toBe(6);
    expect(defenceDC({ skill: 2, scale: 2 })).toBe(6);
    expect(attackBonus({ skill: 2, scale: 2 }).bonus).toBe(0);
  });

  it("reaching the DC negates the attack", () => {
    const out = resolveAttack(queuedDice([3, 5]), base());
    expect(out.result).toBe("defended");
    expect(out.defence).toMatchObject({ kind: "parry", roll: 5, total: 6, target: 6, success: true });
    expect(out.damage).toBeUndefined();
  });

  it("flanked −1 applies to the defence roll", () => {
    const d = resolveDefenceRoll(5, 6, { kind: "dodge", bonus: 1, modifiers: [{ value: -1, reason: "flanked", code: "flanked" }] });
    expect(d).toMatchObject({ total: 5, success: false });
  });

  it("On the Exhale +1/0 adds to the attack roll only", () => {
    const exhale = parseSplit("+1/0", "On the Exhale");
    const a = { skill: 2, scale: 0, modifiers: [exhale] };
    expect(attackBonus(a).bonus).toBe(3);
    expect(defenceDC(a)).toBe(6);
  });

  it("Shoot from the Hip −1/−1 lowers both the attack roll and the defence DC", () => {
    const hip = parseSplit("-1/-1", "Shoot from the Hip");
    const a = { skill: 2, scale: 0, modifiers: [hip] };
    expect(attackBonus(a).bonus).toBe(1);
    expect(defenceDC(a)).toBe(5);
    expect(attackBonus(a).parts).toContainEqual({ value: -1, reason: "Shoot from the Hip" });
  });
});

describe("six-seconds attack: step three, damage against Toughness", () => {
  it("above Minimum Toughness: a wound (1d8+3 rolling 5 is 8 against 9/3)", () => {
    const out = resolveAttack(queuedDice([3, 4, 5]), base());
    expect(out.defence).toMatchObject({ total: 5, success: false });
    expect(out.damage).toMatchObject({ dice: [5], total: 8 });
    expect(out.result).toBe("wound");
    expect(out.damageOutcome?.wounds).toBe(1);
  });

  it("at or below Minimum Toughness: no effect", () => {
    const out = resolveAttack(queuedDice([6, 1]), base({ defence: null, damage: parseDamageRoll("1d4-1") }));
    expect(out.damage?.total).toBe(0);
    expect(out.result).toBe("no-effect");
  });

  it("past Toughness: dying and a wound; damage modifiers count", () => {
    const out = resolveAttack(
      queuedDice([6, 8]),
      base({ defence: null, damageModifiers: [{ value: 3, reason: "speed 18 m/s", code: "speed", data: { speed: 18 } }] }),
    );
    expect(out.damage?.total).toBe(14);
    expect(out.result).toBe("dying");
    expect(out.damageOutcome?.wounds).toBe(1);
  });

  it("damage equal to Toughness: dying by default, only a wound with the 'exceeds' table option", () => {
    expect(resolveAttack(queuedDice([6, 6]), base({ defence: null })).result).toBe("dying");
    expect(resolveAttack(queuedDice([6, 6]), base({ defence: null, damageOptions: { dyingThreshold: "exceeds" } })).result).toBe("wound");
  });

  it("explains itself", () => {
    const out = resolveAttack(queuedDice([3, 4, 5]), base());
    expect(out.explanation[0]).toMatch(/reaches Target 4/);
    expect(out.explanation.join(" ")).toMatch(/parry 5 is below DC 6/);
  });

  it("rejects bad input", () => {
    expect(() => resolveAttack(queuedDice([3]), base({ attacker: { skill: 1.5, scale: 0 } }))).toThrow(TypeError);
    expect(() => resolveAttack(queuedDice([3]), base({ attacker: { skill: 1, scale: 12 } }))).toThrow(/scale table/);
    expect(() => resolveDefenceRoll(3, 6, { kind: "duck" as never, bonus: 0 })).toThrow(/unknown defence/);
    expect(() => parseDamageRoll("eight")).toThrow(SyntaxError);
  });
});

describe("six-seconds attack: called shots and creature damage", () => {
  it("a called shot to the head: +3 Target, and damage judged at Toughness 6/0", () => {
    // skill 2 vs Target 4 + 3: a 5 hits (7), undefended; 1d8+3 rolling 4 = 7 beats the head's 6
    const out = resolveAttack(queuedDice([5, 4]), base({ defence: null, calledShot: "head" }));
    expect(out.attack).toMatchObject({ total: 7, target: 7, success: true });
    expect(out.targetModifiers).toContainEqual({ value: 3, reason: "called shot: Head" });
    expect(out.calledShot).toMatchObject({ toughness: 6, level: "toughness", startsDying: true });
    expect(out.result).toBe("dying");
    // the same 7 without the called shot is a wound
    expect(resolveAttack(queuedDice([5, 4]), base({ defence: null })).result).toBe("wound");
  });

  it("a hand hit at Minimum Toughness is a location effect without a wound", () => {
    // hand: Toughness 7/1; 1d4 rolling 2 (bonus 0)
    const out = resolveAttack(queuedDice([6, 2]), base({ defence: null, calledShot: "hand", damage: parseDamageRoll("1d4") }));
    expect(out.result).toBe("location-effect");
    expect(out.calledShot?.fortitudeCheck).toEqual({ dc: 2, onFail: "drops the held item" });
  });

  it("called shots need a creature and lethal damage", () => {
    expect(() => resolveAttack(queuedDice([6, 2]), base({ calledShot: "arm", defender: { scale: 0, toughness: 13, isObject: true } }))).toThrow(/creature/);
    expect(() => resolveAttack(queuedDice([6, 2]), base({ calledShot: "arm", nonlethal: true }))).toThrow(/nonlethal/);
  });

  it("creatures add three times their scale to melee damage", () => {
    expect(creatureMeleeDamage(2)).toEqual({ value: 6, reason: "scale 2 melee damage", code: "scale-melee-damage", data: { scale: 2 } });
    expect(creatureMeleeDamage(-1)?.value).toBe(-3);
    expect(creatureMeleeDamage(0)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { total } from "../../../../module/engine/modifiers";
import {
  highSpeedTargetBonus, invisibleTo, locatedByHearing, situationalModifiers, meleeSpeedDamage,
} from "../../../../module/engine/rulesets/six-seconds/situational";
import { damageThroughCover, missHitsCover, resolveAttackOnCoveredTarget } from "../../../../module/engine/rulesets/six-seconds/combat-cover";
import { resolveAttack } from "../../../../module/engine/rulesets/six-seconds/attack";
import { queuedDice } from "../../../../module/engine/dice/source";
import { conditionEffects } from "../../../../module/engine/rulesets/six-seconds/conditions";

const targetBonus = (input: Parameters<typeof situationalModifiers>[0]) => total(situationalModifiers(input).targetModifiers);

describe("six-seconds situational modifiers: cover and posture", () => {
  it("light / medium / heavy cover: +1 / +2 / +3 Target; heavy cover grants Evasion", () => {
    expect(targetBonus({ attack: "ranged", cover: "light" })).toBe(1);
    expect(targetBonus({ attack: "melee", cover: "medium" })).toBe(2);
    const heavy = situationalModifiers({ attack: "ranged", cover: "heavy" });
    expect(total(heavy.targetModifiers)).toBe(3);
    expect(heavy.evasion).toBe(true);
    expect(heavy).toMatchObject({ hidingPerceptionBonus: 3, canHide: true });
    expect(situationalModifiers({ attack: "ranged", cover: "light" }).hidingPerceptionBonus).toBe(1);
  });

  it("cover or concealment is needed to hide", () => {
    expect(situationalModifiers({ attack: "ranged" }).canHide).toBe(false);
    expect(situationalModifiers({ attack: "ranged", concealed: true })).toMatchObject({ canHide: true, hidingPerceptionBonus: 0 });
  });

  it("total cover: the target is invisible and can only be hit through the cover", () => {
    const s = situationalModifiers({ attack: "ranged", cover: "total" });
    expect(s).toMatchObject({ visibility: "invisible", throughCover: true, mustLocate: true });
    expect(total(s.targetModifiers)).toBe(4);
  });

  it("in the open: crouching +1 vs ranged and −1 vs melee, prone +2 / −2", () => {
    expect(targetBonus({ attack: "ranged", posture: "crouching" })).toBe(1);
    expect(targetBonus({ attack: "melee", posture: "crouching" })).toBe(-1);
    expect(targetBonus({ attack: "ranged", posture: "prone" })).toBe(2);
    expect(targetBonus({ attack: "melee", posture: "prone" })).toBe(-2);
  });

  it("crouching behind light cover: the light cover counts as medium, +2 against all attacks", () => {
    for (const attack of ["ranged", "melee"] as const) {
      const s = situationalModifiers({ attack, cover: "light", posture: "crouching" });
      expect(s.cover).toBe("medium");
      expect(s.targetModifiers).toEqual([{ value: 2, reason: "cover.medium", code: "cover.medium" }]);
    }
    expect(situationalModifiers({ attack: "melee", cover: "medium", posture: "prone" }).cover).toBe("total");
  });
});

describe("six-seconds situational modifiers: seeing the target", () => {
  it("concealment +1, invisibility +4 (not both)", () => {
    expect(targetBonus({ attack: "ranged", concealed: true })).toBe(1);
    expect(targetBonus({ attack: "ranged", invisible: true, concealed: true })).toBe(4);
  });

  it("lighting: clear nothing, hazy conceals, total darkness makes invisible", () => {
    expect(situationalModifiers({ attack: "melee", lighting: "clear" }).visibility).toBe("visible");
    expect(situationalModifiers({ attack: "melee", lighting: "hazy" }).visibility).toBe("concealed");
    expect(situationalModifiers({ attack: "melee", lighting: "dark" })).toMatchObject({ visibility: "invisible", mustLocate: true });
    expect(situationalModifiers({ attack: "melee", lighting: "dark", lowlightVision: true }).visibility).toBe("concealed");
  });

  it("an invisible creature's square is located by hearing it", () => {
    expect(locatedByHearing(3).located).toBe(true);
    expect(locatedByHearing(6, 6).located).toBe(true);
    expect(locatedByHearing(5, 6)).toEqual({ located: false, reason: "perception 5 is below stealth 6: guess a square" });
  });

  it("a hider with stealth 6 is invisible to perception 5 or lower, visible to 6 or higher", () => {
    expect(invisibleTo(6, 5)).toBe(true);
    expect(invisibleTo(6, 6)).toBe(false);
    expect(invisibleTo(6, 7)).toBe(false);
  });
});

describe("six-seconds situational modifiers: speed, flanking, surprise", () => {
  it("+1 Target for 30 squares moved in a turn, cumulative per further 30", () => {
    expect(highSpeedTargetBonus(29)).toBe(0);
    expect(highSpeedTargetBonus(30)).toBe(1);
    expect(highSpeedTargetBonus(65)).toBe(2);
    expect(targetBonus({ attack: "ranged", squaresMovedThisTurn: 60 })).toBe(2);
  });

  it("a charging mount at 18 m/s against a stationary human: +3 damage (arming sword 1d8+3 becomes 1d8+6)", () => {
    const speed = meleeSpeedDamage(18, 0)!;
    expect(speed.value).toBe(3);
    const out = resolveAttack(queuedDice([6, 4]), {
      attacker: { skill: 2, scale: 0 },
      defender: { scale: 0, toughness: 20 },
      damage: { count: 1, sides: 8, bonus: 3 },
      damageModifiers: [speed],
    });
    expect(out.damage?.total).toBe(10);
    // squares are the damaged creature's: 18 m/s is 9 horse squares per second
    expect(meleeSpeedDamage(18, 1)?.value).toBe(1);
    expect(meleeSpeedDamage(4, 0)).toBeNull();
  });

  it("flanked is −1 to defence rolls", () => {
    const s = situationalModifiers({ attack: "melee", flanked: true });
    expect(s.defenceModifiers).toEqual([{ value: -1, reason: "flanked", code: "flanked" }]);
    expect(s.defenceRolls).toBe("normal");
  });

  // Conditions: "A flat-footed character may not make any defence rolls (block, dodge, parry)" (the default);
  // Surprise: "Flat-footed characters take a -1 circumstance penalty to all defence rolls made against the creature
  // that surprised them" (the option).
  it('flat-footed by default: "may not make any defence rolls (block, dodge, parry)", the same as the condition', () => {
    const s = situationalModifiers({ attack: "melee", flanked: true, flatFooted: true });
    expect(s.defenceRolls).toBe("none");
    expect(s.defenceRolls).toBe(conditionEffects("flat-footed").defenceRolls);
    expect(s.defenceModifiers).toEqual([{ value: -1, reason: "flanked", code: "flanked" }]);
  });

  it('flat-footed under the Surprise option: "a -1 circumstance penalty to all defence rolls", stacking with flanked', () => {
    const conditionOptions = { flatFooted: "minus-one-vs-source" } as const;
    const s = situationalModifiers({ attack: "melee", flanked: true, flatFooted: true, conditionOptions });
    expect(s.defenceRolls).toBe("normal");
    expect(s.defenceModifiers).toEqual([{ value: -1, reason: "flanked", code: "flanked" }, { value: -1, reason: "flat-footed", code: "flat-footed" }]);
    expect(s.defenceModifiers.slice(1)).toEqual(conditionEffects("flat-footed", conditionOptions).defenceModifiers);
    expect(() => situationalModifiers({ attack: "melee", flatFooted: true, conditionOptions: { flatFooted: "half" as never } })).toThrow(/flatFooted/);
  });

  it("rejects unknown input", () => {
    expect(() => situationalModifiers({ attack: "melee", cover: "thick" as never })).toThrow(/unknown cover/);
    expect(() => situationalModifiers({ attack: "melee", posture: "sitting" as never })).toThrow(/posture/);
    expect(() => situationalModifiers({ attack: "melee", lighting: "dim" as never })).toThrow(/lighting/);
    expect(() => situationalModifiers({ attack: "thrown" as never })).toThrow(RangeError);
  });
});

describe("six-seconds hitting the cover", () => {
  it("a miss by no more than the cover bonus hits the cover; a bigger miss hits nothing", () => {
    expect(missHitsCover(-1, "medium")).toBe(true);
    expect(missHitsCover(-2, "medium")).toBe(true);
    expect(missHitsCover(-3, "medium")).toBe(false);
    expect(missHitsCover(0, "medium")).toBe(false);
    expect(missHitsCover(-4, "total")).toBe(true);
  });

  it("beating the cover's Toughness drops it a step and the attack goes on at full damage", () => {
    const r = damageThroughCover({ damage: 12, cover: "heavy", coverToughness: 10, coverDurability: 3 });
    expect(r).toMatchObject({ coverAfter: "medium", continues: true, damageToTarget: 12 });
    expect(r.targetDefence).toEqual({ kind: "durability", bonus: 3, reason: "cover's Durability" });
    expect(damageThroughCover({ damage: 12, cover: "total", coverToughness: 10 }).coverAfter).toBe("heavy");
  });

  it('"Beating the Toughness on the cover reduces its value by one step." Equal damage only wounds it', () => {
    for (const dyingThreshold of ["meets", "exceeds"] as const) {
      const equal = damageThroughCover({ damage: 10, cover: "heavy", coverToughness: 10, damageOptions: { dyingThreshold } });
      expect(equal).toMatchObject({ coverAfter: "heavy", continues: true, damageToTarget: 7 });
      expect(equal.coverDamage.result).toBe("wound");
      const beaten = damageThroughCover({ damage: 11, cover: "heavy", coverToughness: 10, damageOptions: { dyingThreshold } });
      expect(beaten).toMatchObject({ coverAfter: "medium", continues: true, damageToTarget: 11 });
    }
  });

  it("wounding the cover goes on at −3; not hurting it stops the attack", () => {
    const wound = damageThroughCover({ damage: 8, cover: "light", coverToughness: 10 });
    expect(wound).toMatchObject({ coverAfter: "light", continues: true, damageToTarget: 5 });
    expect(wound.damageModifiers).toEqual([{ value: -3, reason: "through wounded cover", code: "through-wounded-cover" }]);
    expect(damageThroughCover({ damage: 4, cover: "light", coverToughness: 10 })).toMatchObject({ continues: false, damageToTarget: null });
    expect(() => damageThroughCover({ damage: 4, cover: "none", coverToughness: 10 })).toThrow(/no cover/);
  });
});

describe("six-seconds attacks on a target behind cover that matters", () => {
  // skill 2 against a human behind medium cover: Target 6. A wooden wall: Toughness 10, Durability 2.
  const input = {
    attacker: { skill: 2, scale: 0 },
    defender: { scale: 0, toughness: 9, targetModifiers: situationalModifiers({ attack: "ranged", cover: "medium" }).targetModifiers },
    defence: { kind: "dodge" as const, bonus: 1 },
    damage: { count: 1, sides: 8, bonus: 3 },
    cover: { step: "medium" as const, toughness: 10, durability: 2 },
    toughnessBehindCover: 11,
  };

  it("a hit is a normal attack", () => {
    const out = resolveAttackOnCoveredTarget(queuedDice([4, 1, 5]), input);
    expect(out.attack.attack).toMatchObject({ total: 6, target: 6, success: true });
    expect(out.result).toBe("wound");
    expect(out.cover).toBeUndefined();
  });

  it("a miss by more than the cover bonus misses both", () => {
    const dice = queuedDice([1]);
    const out = resolveAttackOnCoveredTarget(dice, input);
    expect(out.result).toBe("miss");
    expect(out.explanation).toContain("it misses the cover too");
    expect(dice.remaining).toBe(0);
  });

  it("a miss into the cover that only wounds it goes on at −3, against Toughness with the cover's Durability", () => {
    // attack 3 + 2 = 5: missed by 1. Damage 1d8+3 rolling 5 = 8: wounds the wall (10/4). Dodge 1 + 1 = 2 < DC 6.
    const out = resolveAttackOnCoveredTarget(queuedDice([3, 5, 1]), input);
    expect(out.cover).toMatchObject({ coverAfter: "medium", continues: true, damageToTarget: 5 });
    expect(out.attack.damageOutcome).toMatchObject({ toughness: 11, result: "no-effect" });
    expect(out.result).toBe("no-effect");
  });

  it("beating the cover's Toughness knocks it down a step and goes on at full damage", () => {
    // damage 1d8+3 rolling 8 = 11 > 10: the wall drops to light cover; 11 reaches the target's 11/5: dying
    const out = resolveAttackOnCoveredTarget(queuedDice([3, 8, 2]), input);
    expect(out.cover).toMatchObject({ coverAfter: "light", damageToTarget: 11 });
    expect(out.result).toBe("dying");
  });

  it("damage that does not hurt the cover stops there; the target can still dodge what comes through", () => {
    expect(resolveAttackOnCoveredTarget(queuedDice([3, 1]), input).result).toBe("cover-hit");
    expect(resolveAttackOnCoveredTarget(queuedDice([3, 8, 6]), input).result).toBe("defended");
  });
});

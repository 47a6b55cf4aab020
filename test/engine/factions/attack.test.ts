import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { deathBlowRefusal, hitRequirement, rollAttackDamage } from "../../../module/engine/rulesets/factions/attack";
import { afterArmour, effectiveArmour, parseDamage } from "../../../module/engine/rulesets/factions/damage";
import { applyDamage } from "../../../module/engine/rulesets/factions/health";
import { guard, hideBehind, reactionRefusal } from "../../../module/engine/rulesets/factions/reactions";

describe("factions attacks", () => {
  it("refuses impossible attacks with a reason", () => {
    expect(hitRequirement({ kind: "melee", distance: 2 })).toMatchObject({ kind: "impossible" });
    expect(hitRequirement({ kind: "ranged", distance: 2, range: 8, visible: false })).toMatchObject({ kind: "impossible" });
    expect(hitRequirement({ kind: "ranged", distance: 5, range: 8, moving: true })).toEqual({ kind: "impossible", reason: "cannot target a character beyond half range while moving", code: "factions.moving-beyond-half" });
    expect(hitRequirement({ kind: "ranged", distance: 9, range: 8 })).toMatchObject({ kind: "impossible" });
    expect(hitRequirement({ kind: "ranged", distance: 4, range: 8 })).toEqual({ kind: "automatic" });
    expect(hitRequirement({ kind: "ranged", distance: 2, range: 8, moving: true })).toEqual({ kind: "wit-save", reasons: ["attacking while moving"] });
    expect(() => hitRequirement({ kind: "ranged", distance: 2 })).toThrow(/range/);
  });

  it("unarmed attacks deal d4 impaired: rolled twice, the lower kept", () => {
    const r = rollAttackDamage(queuedDice([4, 2]), {});
    expect(r.rolls).toEqual([[4], [2]]);
    expect(r.total).toBe(2);
    expect(r.impaired).toBe(true);
  });

  it("holding back and riding impair; the halve reading halves rounding up", () => {
    expect(rollAttackDamage(queuedDice([5, 6]), { damage: parseDamage("d6"), holdBack: true }).total).toBe(5);
    expect(rollAttackDamage(queuedDice([5]), { damage: parseDamage("d6"), riding: true }, { impaired: "halve" }).total).toBe(3);
  });

  it("cover adds 1 armour, never above 3, unless penetrated; direct damage ignores armour", () => {
    expect(effectiveArmour({ armour: 1, cover: true })).toBe(2);
    expect(effectiveArmour({ armour: 3, cover: true })).toBe(3);
    expect(effectiveArmour({ armour: 1, cover: true, penetratesCover: true })).toBe(1);
    expect(afterArmour(4, { armour: 2, direct: true })).toBe(4);
    expect(afterArmour(1, { armour: 2 })).toBe(0);
  });

  it("incapacitation readings", () => {
    expect(applyDamage({ health: 3, maxHealth: 8 }, 1).after.incapacitated).toBe(false);
    expect(applyDamage({ health: 3, maxHealth: 8 }, 2).after.incapacitated).toBe(true);
    expect(applyDamage({ health: 8, maxHealth: 8 }, 3, { incapacitation: "half-health" }).after.incapacitated).toBe(false);
    expect(applyDamage({ health: 8, maxHealth: 8 }, 4, { incapacitation: "half-health" }).after.incapacitated).toBe(true);
    expect(applyDamage({ health: 8, maxHealth: 8 }, 7, { incapacitation: "zero" }).after.incapacitated).toBe(false);
    expect(applyDamage({ health: 2, maxHealth: 8 }, 5, { deadAtZero: true }).after.dead).toBe(true);
    expect(() => applyDamage({ health: 9, maxHealth: 8 }, 1)).toThrow(/above max/);
  });

  it("death blows need a nearby incapacitated target", () => {
    expect(deathBlowRefusal({ health: 4, maxHealth: 8 }, true)).toMatch(/incapacitated/);
    expect(deathBlowRefusal({ health: 4, maxHealth: 8, incapacitated: true }, false)).toMatch(/nearby/);
  });
});

describe("factions reactions", () => {
  const reactor = { turnTaken: false };
  it("unaware targets, a second reaction to one attack, accepted stunts are refused", () => {
    expect(reactionRefusal({ kind: "dodge", reactor, aware: false })).toMatch(/unaware/);
    expect(reactionRefusal({ kind: "dodge", reactor, alreadyReactedToThisAttack: true })).toMatch(/more than one/);
    expect(reactionRefusal({ kind: "counter", reactor, stuntAccepted: true })).toMatch(/stunt/);
    expect(reactionRefusal({ kind: "dodge", reactor: { turnTaken: true } })).toMatch(/no reaction left/);
    expect(reactionRefusal({ kind: "dodge", reactor: { turnTaken: true, extraReactions: 1 } })).toBeNull();
  });

  it("blast attacks can only be countered by one target", () => {
    expect(reactionRefusal({ kind: "counter", reactor, counterTakenByAnotherTarget: true })).toMatch(/only be countered by one/);
  });

  it("hiding needs a nearby willing ally or grabbed enemy; guarding needs to be nearby", () => {
    expect(reactionRefusal({ kind: "hide", reactor, shield: { nearby: true, relation: "other" } })).toMatch(/willing ally/);
    expect(reactionRefusal({ kind: "hide", reactor, shield: { nearby: false, relation: "willing-ally" } })).toMatch(/nearby/);
    expect(reactionRefusal({ kind: "hide", reactor, shield: { nearby: true, relation: "grabbed-enemy" } })).toBeNull();
    expect(reactionRefusal({ kind: "guard", reactor })).toMatch(/nearby/);
    expect(hideBehind("ally", { turnTaken: false })).toEqual({ newTarget: "ally", swapPositions: true, newTargetMayReact: true });
    expect(hideBehind("ally", { turnTaken: true })).toMatchObject({ newTargetMayReact: false });
    expect(guard("guard")).toEqual({ newTarget: "guard", swapPositions: false, newTargetMayReact: false });
  });

  it("opportunity attacks are against enemies moving away", () => {
    expect(reactionRefusal({ kind: "opportunity", reactor })).toMatch(/moving away/);
    expect(reactionRefusal({ kind: "opportunity", reactor, enemyMovingAway: true })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { resolveStunt } from "../../../module/engine/rulesets/factions/stunt";
import { reactionRefusal } from "../../../module/engine/rulesets/factions/reactions";
import { afterAction, bonusRoundActors, targetCanReactTo } from "../../../module/engine/rulesets/factions/sneaking";
import { groupMoraleDue, harmedWhileSurrendering, loneMoraleDue, moraleCheck, surrender } from "../../../module/engine/rulesets/factions/morale";
import { resolveChase } from "../../../module/engine/rulesets/factions/chase";
import { breaksOnAttack, breaksUnderHit, DEFAULT_DURABILITY_RULE, durabilityRolls } from "../../../module/engine/rulesets/factions/gear";
import { mountOrDismount, ridersMayAct } from "../../../module/engine/rulesets/factions/mounts";
import { rollAttackDamage } from "../../../module/engine/rulesets/factions/attack";
import { resolveNonLethal, keepsHold, breakFree } from "../../../module/engine/rulesets/factions/nonlethal";

describe("attack stunts: Balthasar spares a bandit with 3 health", () => {
  it("the approved, accepted stunt disarms and incapacitates instead of damage, with no reaction", () => {
    const out = resolveStunt({ effect: "disarmed and incapacitated until the end of the stretch", gmApproved: true }, true);
    expect(out).toEqual({ kind: "accepted", effect: "disarmed and incapacitated until the end of the stretch", damage: 0, reactionAllowed: false });
    expect(reactionRefusal({ kind: "dodge", reactor: { turnTaken: false }, stuntAccepted: true })).toMatch(/stunt/);
    expect(resolveStunt({ effect: "x", gmApproved: false }, true).kind).toBe("declined");
    expect(resolveStunt({ effect: "x", gmApproved: true }, false).kind).toBe("declined");
  });
});

describe("sneaking", () => {
  it("concealed ambushers play a bonus round; their targets cannot react; attacking reveals them", () => {
    const party = [{ id: "sybilla", concealed: true }, { id: "balthasar", concealed: false }];
    expect(bonusRoundActors(party)).toEqual(["sybilla"]);
    expect(targetCanReactTo(party[0]!)).toBe(false);
    expect(afterAction(party[0]!, "attack").concealed).toBe(false);
    expect(afterAction(party[0]!, "sneak").concealed).toBe(true);
  });
});

describe("morale and surrender", () => {
  it("groups check when reduced this round to half or less; lone characters at half health or less", () => {
    expect(groupMoraleDue(4, 3, 2)).toBe(true);
    expect(groupMoraleDue(4, 2, 1)).toBe(false); // already at half before this round
    expect(groupMoraleDue(4, 4, 3)).toBe(false);
    expect(loneMoraleDue(8, 6, 4)).toBe(true);
    expect(() => groupMoraleDue(4, 2, 3)).toThrow(/only fall/);
  });

  it("a group WIT save: failures surrender or retreat, passes hold for the stretch, the fearless are immune", () => {
    const out = moraleCheck(queuedDice([5, 15]), [
      { id: "bandit-1", wit: 8 },
      { id: "bandit-2", wit: 8 },
      { id: "leader", wit: 8, immuneToFear: true },
      { id: "veteran", wit: 8, steady: true },
    ]);
    expect(out.map((r) => r.kind)).toEqual(["holds", "breaks", "immune", "immune"]);
  });

  it("surrendering wastes the turn; harm lets the character fight on", () => {
    const s = surrender({ surrendering: false, failedMorale: true });
    expect(s.turnSpent).toBe(true);
    expect(harmedWhileSurrendering(s)).toEqual({ surrendering: false, failedMorale: false });
  });
});

describe("chases", () => {
  it("a group AGI save unless one side is faster", () => {
    const out = resolveChase(queuedDice([3, 18]), [{ id: "a", agi: 10 }, { id: "b", agi: 10 }], "even");
    expect(out.map((r) => r.escaped)).toEqual([true, false]);
    expect(resolveChase(queuedDice([]), [{ id: "a", agi: 1 }], "faster")[0]).toMatchObject({ escaped: true, save: null });
    expect(resolveChase(queuedDice([]), [{ id: "a", agi: 20 }], "slower")[0]).toMatchObject({ escaped: false });
  });
});

describe("gear degradation", () => {
  it("damaged and improvised weapons break on a 1; damaged shields then armour break at 8+", () => {
    const sword = { id: "sword", kind: "weapon" as const, damaged: true };
    const club = { id: "club", kind: "weapon" as const, damaged: false, improvised: true };
    const roll = rollAttackDamage(queuedDice([1]), { damage: { count: 1, sides: 6 } });
    expect(breaksOnAttack(sword, roll.rolls)).toBe(true);
    expect(breaksOnAttack(club, [[1]])).toBe(true);
    expect(breaksOnAttack({ ...sword, damaged: false }, [[1]])).toBe(false);
    const shield = { id: "shield", kind: "shield" as const, damaged: true };
    const mail = { id: "mail", kind: "armour" as const, damaged: true };
    expect(breaksUnderHit(8, shield, mail)).toBe("shield");
    expect(breaksUnderHit(9, null, mail)).toBe("mail");
    expect(breaksUnderHit(7, shield, mail)).toBeNull();
  });

  it("durability rolls follow the GM's rule when one is set", () => {
    const gear = [{ id: "axe", kind: "weapon" as const, damaged: false, used: true }, { id: "bow", kind: "weapon" as const, damaged: false }];
    expect(durabilityRolls(queuedDice([1]), gear, { sides: 6, damagedOn: [1] })).toEqual([
      { id: "axe", sides: 6, roll: 1, damaged: true },
      { id: "bow", roll: null, damaged: false },
    ]);
    expect(() => durabilityRolls(queuedDice([]), gear, null as never)).toThrow(/a durability rule is/);
    expect(() => durabilityRolls(queuedDice([]), gear, { sides: 6, damagedOn: [7] })).toThrow(/d6 cannot show 7/);
  });

  it("without a GM rule: each used weapon rolls its own damage die (1: damaged), shields and armour a d6", () => {
    const gear = [
      { id: "sword", kind: "weapon" as const, damaged: false, used: true, damageDie: 6 },
      { id: "dagger", kind: "weapon" as const, damaged: false, used: true, damageDie: 4 },
      { id: "shield", kind: "shield" as const, damaged: false, used: true },
      { id: "mail", kind: "armour" as const, damaged: true, used: true },
      { id: "musket", kind: "weapon" as const, damaged: false, damageDie: 8 },
    ];
    expect(durabilityRolls(queuedDice([4, 1, 1, 6]), gear)).toEqual([
      { id: "sword", sides: 6, roll: 4, damaged: false },
      { id: "dagger", sides: 4, roll: 1, damaged: true },
      { id: "shield", sides: 6, roll: 1, damaged: true },
      { id: "mail", sides: 6, roll: 6, damaged: true },
      { id: "musket", roll: null, damaged: false },
    ]);
    expect(durabilityRolls(queuedDice([2]), gear.slice(0, 1), undefined)).toEqual(durabilityRolls(queuedDice([2]), gear.slice(0, 1), DEFAULT_DURABILITY_RULE));
    expect(() => durabilityRolls(queuedDice([3]), [{ id: "club", kind: "weapon", damaged: false, used: true }])).toThrow(/"club" needs its damageDie/);
  });
});

describe("mounts and vehicles", () => {
  it("riders cannot act or react at full speed; mounting a moving mount risks a d4 fall", () => {
    expect(ridersMayAct(true)).toEqual({ act: false, react: false });
    expect(mountOrDismount(queuedDice([15, 3]), 10, true)).toMatchObject({ fell: true, directDamage: 3 });
    expect(mountOrDismount(queuedDice([]), 10, false)).toEqual({ save: null, fell: false, directDamage: 0 });
    expect(rollAttackDamage(queuedDice([6, 2]), { damage: { count: 1, sides: 6 }, riding: true }).total).toBe(2);
  });
});

describe("size limits on non-lethal attacks", () => {
  it("the wyrm shoves a medium character 1 zone with d4 direct damage, no STR save; a human cannot grab the wyrm", () => {
    expect(resolveNonLethal(queuedDice([3]), { effect: "shove", nearby: true, attackerSize: "large", targetSize: "medium", targetStr: 20 })).toEqual({
      effect: "shove",
      save: null,
      success: true,
      shoveZones: 1,
      directDamage: 3,
    });
    expect(resolveNonLethal(queuedDice([2]), { effect: "shove", nearby: true, attackerSize: "massive", targetSize: "tiny", targetStr: 20 }).shoveZones).toBe(8);
    expect(() => resolveNonLethal(queuedDice([]), { effect: "grapple", nearby: true, attackerSize: "medium", targetSize: "large", targetStr: 10 })).toThrow(/larger characters cannot be grabbed/);
    expect(resolveNonLethal(queuedDice([]), { effect: "grapple", nearby: true, attackerSize: "large", targetSize: "medium", targetStr: 10 }).oneHandedHold).toBe(true);
    expect(breakFree(queuedDice([]), 20, "medium", "large")).toMatchObject({ possible: false });
    expect(keepsHold("other", true)).toBe(true);
    expect(keepsHold("other")).toBe(false);
    expect(keepsHold("attack-one-handed")).toBe(true);
  });

  it("a normal-size shove is half a zone after a failed STR save", () => {
    expect(resolveNonLethal(queuedDice([12]), { effect: "shove", nearby: true, targetStr: 10 })).toMatchObject({ success: true, shoveZones: 0.5 });
    expect(resolveNonLethal(queuedDice([4]), { effect: "disarm", nearby: true, targetStr: 10 })).toMatchObject({ success: false });
  });
});

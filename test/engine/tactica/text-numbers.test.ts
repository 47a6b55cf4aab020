/** Worked numbers from the text that had no test of their own. */
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { resolveAttack } from "../../../module/engine/rulesets/tactica/attack";
import { readAttackRoll } from "../../../module/engine/rulesets/tactica/attack-roll";
import { applyBlock } from "../../../module/engine/rulesets/tactica/block";
import { raiseDefencePool } from "../../../module/engine/rulesets/tactica/defence-pool";
import { applyDodge } from "../../../module/engine/rulesets/tactica/dodge";
import { effortDie, raiseRolledDie } from "../../../module/engine/rulesets/tactica/one-die";
import { totalDice } from "../../../module/engine/modifiers";
import { createCreature } from "../../../module/engine/rulesets/tactica/creature";
import { applyDamage } from "../../../module/engine/rulesets/tactica/damage";
import { defencesAvailable } from "../../../module/engine/rulesets/tactica/defence-eligibility";
import { planTactic } from "../../../module/engine/rulesets/tactica/tactics";
import { canHold, knockDown, startHold } from "../../../module/engine/rulesets/tactica/inclose";
import { readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { coverPenalty, softCoverStep } from "../../../module/engine/rulesets/tactica/cover";
import tactica from "../../../module/engine/rulesets/tactica";
import { MOB_TABLE, mobParts } from "../../../module/engine/rulesets/tactica/mobs";
import { CHARIOT_NATIONS, CHARIOT_TYPES, HORSE_TEAMS, TERRAIN_PENALTY, chariotChargeTurns, chariotHandling } from "../../../module/engine/rulesets/tactica/chariots";

describe("Dodge against a fired missile (the text: 3 successes count as 2)", () => {
  it("a dodge roll of 3 successes removes only 2 dice of an arrow attack, all 3 of a sword's", () => {
    const raised = raiseDefencePool(queuedDice([5, 6, 6, 2]), "dodge", 4);
    expect(raised.successes).toBe(3);
    expect(applyDodge(raised.pool, 4, true)).toMatchObject({ effective: 2, removed: 2, attackDiceLeft: 2 });
    expect(applyDodge(raised.pool, 4, false)).toMatchObject({ effective: 3, removed: 3, attackDiceLeft: 1 });
  });
});

describe("Block exposures (the text: a Block total of 4 places 3 exposures)", () => {
  it("spend-successes: a pool of 4 that holds puts pool − 1 = 3 exposures on the attacker", () => {
    const raised = raiseDefencePool(queuedDice([5, 5, 6, 6, 2, 3]), "block", 6);
    expect(raised.pool.dice).toBe(4);
    expect(applyBlock(raised.pool, 1, "spend-successes", 0)).toMatchObject({ holds: true, exposuresOnAttacker: 3 });
  });
});

describe("the 1s among the action dice (AD = 1)", () => {
  it("Effort: +1 die decided before the roll, 4d becomes 5d", () => {
    const effort = effortDie();
    expect(4 + totalDice([effort])).toBe(5);
    const out = resolveAttack(queuedDice([2, 3, 4, 2, 5]), { dice: 4, weapon: "medium", diceModifiers: [effort] });
    expect(out.pool).toBe(5);
    expect(out.roll.successes).toBe(1);
  });

  it("Raise: a 3 result becomes a 4 after the roll (a hit at +1 SL), only one 1 per roll", () => {
    const rolled = [3, 2, 2];
    const raised = raiseRolledDie(rolled, 0);
    expect(raised).toEqual([4, 2, 2]);
    expect(readAttackRoll(rolled, 4).successes).toBe(0);
    expect(readAttackRoll(raised, 4).successes).toBe(1);
    expect(() => raiseRolledDie(raised, 0, true)).toThrow(/only one 1/);
    expect(() => raiseRolledDie([6], 0)).toThrow(/6 cannot be raised/);
    expect(() => raiseRolledDie([3], 1)).toThrow(/no rolled die/);
  });
});

describe("who may defend", () => {
  const hero = () => createCreature({ id: "roland", side: "heroes", physical: 3, mental: 3, heroicFloor: true });
  it("an able creature has Dodge, Block and Parry; after its double strike only Dodge", () => {
    expect(defencesAvailable(hero()).allowed).toEqual(["dodge", "block", "parry"]);
    const ds = planTactic("double-strike", [4, 3]);
    expect(defencesAvailable(hero(), { tacticAllows: ds.defencesUntilNextAction }).allowed).toEqual(["dodge"]);
    expect(defencesAvailable(hero(), { tacticAllows: planTactic("all-out-attack", [4, 3]).defencesUntilNextAction }).allowed).toEqual([]);
  });
  it("Crushed, Stunned, surprised or OoA creatures cannot defend, and the attack refuses the declaration", () => {
    const crushed = applyDamage(hero(), { track: "mental", damage: 7 }).after;
    expect(crushed.mentalCondition).toBe("crushed");
    const closed = defencesAvailable(crushed);
    expect(closed.allowed).toEqual([]);
    expect(closed.reasons.join()).toMatch(/Crushed/);
    const stunned = applyDamage(hero(), { track: "physical", damage: 1 }).after;
    expect(defencesAvailable(stunned).allowed).toEqual([]);
    expect(defencesAvailable(hero(), { surprised: true }).reasons).toEqual(["surprised: passive armour only"]);
    const ko = applyDamage(hero(), { track: "physical", damage: 7 }).after;
    expect(defencesAvailable(ko).allowed).toEqual([]);
    expect(() =>
      resolveAttack(queuedDice([]), { dice: 3, weapon: "medium", defence: { kind: "parry", dice: 3 }, targetMayUse: closed.allowed }),
    ).toThrow(/may not parry/);
  });
});

describe("a knocked-down giant may be held (InClose: prone loses the protection of Size)", () => {
  it("no hold on a target 3× the holder's Size while it stands; once knocked down, a Light hold", () => {
    expect(canHold(1, 3)).toBe(false);
    expect(canHold(1, 3, true)).toBe(true);
    // Man (Size 1) 3 successes vs ogre (Size 3) none + 2 for its Size: 3 > 2.
    const down = knockDown(queuedDice([5, 6, 6, 2, 2, 2, 2, 2]), 4, 4, 1 - 3);
    expect(down.roll).toMatchObject({ margin: 1 });
    expect(down.knockedDown).toBe(true);
    expect(startHold("man", "ogre", 1, 3, down.knockedDown)).toEqual({ holder: "man", held: "ogre", level: 0 });
  });
});

describe("chariot tables against the text", () => {
  it("types by nationality, row by row", () => {
    expect(CHARIOT_NATIONS).toEqual({
      egyptian: { teams: [2], kinds: ["light"] }, // Egyptian: 2H Light
      kushite: { teams: [2, 4], kinds: ["light"] }, // Kushite: 2 or 4H Light
      libyan: { teams: [2, 4], kinds: ["light"] }, // Libyan: 2 or 4H Light
      carthage: { teams: [2, 4], kinds: ["light", "heavy"] }, // Carthage: 2 or 4H Light or Heavy
      "syrian-hittite-mitanni": { teams: [2], kinds: ["light", "heavy"] }, // Syrian, Hittite or Mitanni: 2H Light or Heavy
      "babylonian-assyrian": { teams: [2, 4], kinds: ["light", "heavy"] }, // Babylonian/Assyrian: 2 or 4H Light or Heavy
    });
  });
  it("teams and chariot types: +1 Toughness ST+d4 one target 2×3; +3 Toughness ST+d6 two targets 3×4; room 2 / 4, pace 9 / 7", () => {
    expect(HORSE_TEAMS[2]).toEqual({ toughness: 1, damage: "ST+d4", targets: 1, footprint: [2, 3] });
    expect(HORSE_TEAMS[4]).toEqual({ toughness: 3, damage: "ST+d6", targets: 2, footprint: [3, 4] });
    expect(CHARIOT_TYPES.light).toEqual({ crewMax: 2, freeCrew: 1, basePace: 9, secondTurnPenalty: 2 });
    expect(CHARIOT_TYPES.heavy).toEqual({ crewMax: 4, freeCrew: 2, basePace: 7, secondTurnPenalty: 4 });
    expect(TERRAIN_PENALTY).toEqual({ flat: 0, rough: 2, difficult: 4 });
  });
});

describe("location: one pair beats two higher singles (\"the number that comes up the most\")", () => {
  it("2,2,5,6 hits the face 2 and a pair gives no shift", () => {
    expect(readLocation([2, 2, 5, 6])).toMatchObject({ face: 2, count: 2, maxShift: 0 });
  });
});

describe("chariot team wounds", () => {
  it("wound modifiers on the team also apply to driving rolls: a light chariot's second turn at −2 and −1 for the team", () => {
    const c = { kind: "light" as const, team: 2 as const, crew: 1 };
    expect(chariotHandling(c, "flat", 1).drivingModifiers).toEqual([{ dice: -1, reason: "chariot.team-wounds", code: "chariot.team-wounds" }]);
    // 5 driving dice − 2 (second turn) − 1 (team wounds) = 2 dice.
    expect(chariotChargeTurns(queuedDice([2, 5]), c, 2, 5, "flat", 1)).toMatchObject({ roll: [2, 5], result: "made" });
    expect(() => chariotHandling(c, "flat", -1)).toThrow(/team wound dice/);
  });
});

describe("soft cover by how much it hides (Light 10%+ −1d, Medium 50%+ −2d, Heavy 80%+ −3d)", () => {
  it("maps the text's percentages to steps and dice", () => {
    expect([0, 9, 10, 49, 50, 79, 80, 100].map(softCoverStep)).toEqual(["none", "none", "light", "light", "medium", "medium", "heavy", "heavy"]);
    expect(coverPenalty("soft", softCoverStep(50)).modifier).toEqual({ dice: -2, reason: "cover.soft.medium", code: "cover.soft.medium" });
    expect(coverPenalty("soft", softCoverStep(85)).modifier!.dice).toBe(-3);
    expect(() => softCoverStep(120)).toThrow(RangeError);
  });
});

describe("the ruleset object carries the pieces added by the audit", () => {
  it("resolve and tables", () => {
    for (const k of ["panicFlight", "specialAttempt", "applyContactSpecial", "effortDie", "raiseRolledDie", "defencesAvailable"] as const) {
      expect(typeof tactica.resolve[k]).toBe("function");
    }
    expect(tactica.tables.specialAttempts.knockdown).toEqual({ attacker: "body", target: "body", size: true });
  });
});

describe("groups break into their parts (a Crowd is 2 Mobs, a Horde 2 Crowds, a Company 2 Hordes, a Unit 2 Companies)", () => {
  it("each step halves", () => {
    expect(mobParts("unit")).toEqual({ kind: "company", count: 2 });
    expect(mobParts("company")).toEqual({ kind: "horde", count: 2 });
    expect(mobParts("horde")).toEqual({ kind: "crowd", count: 2 });
    expect(mobParts("crowd")).toEqual({ kind: "mob", count: 2 });
    expect(mobParts("mob")).toBeNull();
    expect(() => mobParts("legion" as never)).toThrow(/unknown group/);
    // The sizes agree: 2 × 16 = 32, 2 × 32 = 64.
    expect(MOB_TABLE.company.minSize).toBe(2 * MOB_TABLE.horde.minSize);
    expect(MOB_TABLE.unit.minSize).toBe(2 * MOB_TABLE.company.minSize);
  });
});

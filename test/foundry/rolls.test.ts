import { describe, expect, it } from "vitest";
import { sixSecondsOptions, tacticaOptions } from "./action-context";
import { damageApplication } from "../../module/chat/apply-damage";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";
import { factionsDamageRequest, factionsSaveRequest } from "../../module/rulesets/factions/from-actor";
import { frozenLandsSkill } from "../../module/rulesets/frozen-lands/from-actor";
import { sixSecondsSkillCheck, sixSecondsWillCheck } from "../../module/rulesets/six-seconds/from-actor";
import { tacticaPool } from "../../module/rulesets/tactica/from-actor";
import { diceFor, formulaFor, resolveRequest, splitFaces } from "../../module/dice/requests";

const base = () => initialOf(ACTOR_SYSTEM);

describe("roll requests resolved through the engine with a Roll's faces", () => {
  it("six-seconds: Bal-Ziggaroth's Possess check (+4) rolls 6 against Jack's Will 9: total 10, success", () => {
    const card = resolveRequest({ kind: "six-seconds.check", label: "Possess", modifiers: [{ value: 4, reason: "Possess" }], target: 9 }, [6]);
    expect(card.total).toBe(10);
    expect(card.outcome.success).toBe(true);
    expect(card.modifiers).toEqual([{ value: "+4", reason: "Possess" }]);
    // d6 + 4 ≥ 9 needs a 5 or 6.
    expect(card.odds).toBeCloseTo(2 / 6);
  });

  it("six-seconds: a skill check carries rank and ability with reasons, and the mobility penalty for Athletics", () => {
    const s = base();
    s.sixSeconds.skills = [{ name: "Athletics", ability: "strength", rank: 2 }];
    s.sixSeconds.abilities.strength = 3;
    s.sixSeconds.abilities.endurance = 3;
    s.sixSeconds.carriedKg = 16;
    const req = sixSecondsSkillCheck(s, prepareActorDerived(s), 0, 7, [{ value: 1, reason: "help" }]);
    expect(req.modifiers).toEqual([
      { value: 2, reason: "Athletics" },
      { value: 3, reason: "strength", code: "ability.strength" },
      { value: -1, reason: "mobility penalty", code: "mobility-penalty" },
      { value: 1, reason: "help" },
    ]);
    expect(resolveRequest(req, [2]).outcome.success).toBe(true);
    expect(resolveRequest(req, [1]).outcome.success).toBe(false);
    expect(() => sixSecondsSkillCheck(s, prepareActorDerived(s), 3, 7)).toThrow(/no six-seconds skill at index 3/);
  });

  it("six-seconds: Jack vetoes with a Will check (1d6 + Will)", () => {
    const s = base();
    s.sixSeconds.abilities.spirit = 3;
    const req = sixSecondsWillCheck(prepareActorDerived(s), 12);
    expect(resolveRequest(req, [3]).total).toBe(12);
  });

  it("frozen-lands: Stress above SOUL adds Stress dice; their successes give WP, not successes", () => {
    const s = base();
    s.frozenLands.skills = [{ name: "Melee", attribute: "body", rank: 3 }];
    s.frozenLands.stress = 4;
    s.frozenLands.attributes.soul = 2;
    const req = frozenLandsSkill(s, 0, [{ dice: 1, reason: "weapon bonus" }]);
    expect(diceFor(req).map((g) => g.count)).toEqual([4, 2]);
    expect(formulaFor(diceFor(req))).toBe("4d6 + 2d6");
    const card = resolveRequest(req, [6, 2, 5, 1, 5, 3]);
    expect(card.total).toBe(2);
    expect(card.outcome.success).toBe(true);
    expect(card.details).toContainEqual({ label: "FRAY.FrozenLands.WP", value: 1 });
    expect(card.details).toContainEqual({ label: "FRAY.Roll.CriticalFailures", value: 1 });
    expect(card.dice.map((d) => d.mark)).toEqual(["success", "failure", "success", "failure", "stress-success", "stress-failure"]);
  });

  it("factions: the bandit (AGI 8) rolls 2 on the d20 and dodges; d6 sword damage", () => {
    const s = base();
    s.factions.agi = 8;
    const card = resolveRequest(factionsSaveRequest(s, "agi"), [2]);
    expect(card.outcome.success).toBe(true);
    expect(card.odds).toBeCloseTo(0.4);
    expect(resolveRequest(factionsSaveRequest(s, "agi"), [9]).outcome.success).toBe(false);
    const dmg = resolveRequest(factionsDamageRequest("Sword", "d6"), [4]);
    expect(dmg.total).toBe(4);
    expect(() => factionsDamageRequest("Sword", "d7")).toThrow(/d4–d12/);
  });

  it("tactica: 5–6 succeed at standard SL, 4–6 at +1; more 1s than successes is a fumble", () => {
    const s = base();
    const plain = resolveRequest(tacticaPool(s, "Attack", 4), [5, 4, 1, 6]);
    expect(plain.total).toBe(2);
    expect(plain.outcome.key).toBe("FRAY.Roll.Hits");
    s.tactica.sl = 1;
    const better = resolveRequest(tacticaPool(s, "Attack", 4), [5, 4, 1, 6]);
    expect(better.total).toBe(3);
    expect(better.modifiers).toContainEqual({ value: "+1", unit: "sl", reason: "SL", reasonKey: "FRAY.Reason.superiority-level", reasonData: {} });
    s.tactica.sl = 0;
    expect(resolveRequest(tacticaPool(s, "Attack", 3), [1, 1, 6]).outcome.key).toBe("FRAY.Roll.Fumble");
    // A Mob rolls one extra die, with its reason on the card.
    s.tactica.group = "mob";
    const mob = tacticaPool(s, "Attack", 3, [], [], prepareActorDerived(s));
    expect(diceFor(mob)[0]!.count).toBe(4);
    expect(resolveRequest(mob, [5, 2, 2, 2]).modifiers).toContainEqual({ value: "+1", unit: "dice", reason: "mob", reasonKey: "FRAY.Reason.group.mob", reasonData: {} });
  });

  it("rejects a Roll that produced the wrong number of dice or impossible faces", () => {
    expect(() => splitFaces([{ count: 2, sides: 6, purpose: "x" }], [3])).toThrow(/1 dice, 2 expected/);
    expect(() => splitFaces([{ count: 1, sides: 6, purpose: "x" }], [7])).toThrow(/d6 cannot roll/);
  });
});

describe("roll dialog options", () => {
  it("reads X/Y, dice, SL, target; names the bad field", () => {
    const six = sixSecondsOptions({ split: "+1/0", reason: "flanking", target: "8" });
    expect(six.reason).toBe("flanking");
    expect(six.dialog.modifiers).toEqual([{ value: 1, reason: "flanking" }]);
    expect(six.dialog.target).toBe(8);
    const o = tacticaOptions({ reason: "flanking", dice: "-1", sl: "1", count: "" }).dialog;
    expect(o.dice).toEqual([{ dice: -1, reason: "flanking" }]);
    expect(o.sl).toEqual([{ value: 1, reason: "flanking" }]);
    expect(o.count).toBeNull();
    expect(() => tacticaOptions({ sl: "5" })).toThrow(/SL shift must be a whole number from -3 to 3/);
    expect(() => sixSecondsOptions({ split: "lots" })).toThrow(/X\/Y/);
    expect(() => tacticaOptions({ count: "2.5" })).toThrow(/dice/);
  });
});

describe("damage from a hit", () => {
  it("maps the engine's damage outcome onto the actor per ruleset", () => {
    const s = base();
    s.sixSeconds.abilities.endurance = 3;
    // Toughness 9, Minimum 3: 5 damage is a wound; 10 beats Toughness: dying.
    const d = prepareActorDerived(s);
    expect(damageApplication("six-seconds", s, d, 5).update).toEqual({ "system.sixSeconds.wounds": 1 });
    expect(damageApplication("six-seconds", s, d, 3).update).toEqual({ "system.sixSeconds.wounds": 0 });
    expect(damageApplication("six-seconds", s, d, 10).statuses).toContain("six-seconds.dying");
    s.factions.health = { value: 8, max: 8 };
    // Balthasar's sword: 4 damage takes the bandit from 8 to 4 and incapacitates him.
    const fa = damageApplication("factions", s, d, 4);
    expect(fa.update).toEqual({ "system.factions.health.value": 4 });
    expect(fa.statuses).toContain("factions.incapacitated");
    s.frozenLands.stamina.value = 3;
    expect(damageApplication("frozen-lands", s, d, 5).update).toEqual({ "system.frozenLands.stamina.value": 0, "system.frozenLands.wounds": 0 });
    s.tactica.physical.rank = 3;
    expect(damageApplication("tactica", s, d, 2).update).toMatchObject({ "system.tactica.physical.state": true, "system.tactica.physical.lost": 0 });
  });
});

import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { fallAction, type SixSecondsFallRequest } from "../../../module/rulesets/six-seconds/falling-actions";
import { awardXpAction, sixSecondsXpRequest } from "../../../module/rulesets/six-seconds/xp-actions";

function faller(metres: number, surface: SixSecondsFallRequest["surface"] = "hard"): SixSecondsFallRequest {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.abilities.endurance = 2; // Toughness 6 + 2 = 8, Minimum 2
  return { name: "Jack", metres, surface, stats: s, derived: prepareActorDerived(s), statuses: [], options: {} };
}

describe("six-seconds falling damage from the sheet", () => {
  it("the table's 10 m onto a hard surface is 1d6 + 2, against Toughness as any hit", () => {
    const req = faller(10);
    expect(req.derived.sixSeconds.toughness.toughness).toBe(8);
    const out = resolveAction(fallAction, req, [3]);
    expect(out.card.total).toBe(5);
    expect(out.card.modifiers).toEqual([{ value: "+2", reason: "10 m fallen" }]);
    expect(out.update).toEqual({ "system.sixSeconds.wounds": 1 });
    // d6 + 2 ≥ 8 (dying) needs a 6; every face beats Minimum Toughness 2.
    expect(out.card.odds).toBe(0);
    expect(out.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Fall.OddsDying", value: "16.7%" });
    const worst = resolveAction(fallAction, req, [6]);
    expect(worst.statuses?.on).toContain("six-seconds.dying");
  });

  it("deep water takes 12 off and nothing falls further than 60 m", () => {
    expect(resolveAction(fallAction, faller(20, "deep-water"), [6]).card.total).toBe(0);
    expect(resolveAction(fallAction, faller(200), [1]).card.total).toBe(13);
  });
});

describe("six-seconds XP awards and level-ups", () => {
  it("the text's example: level 4 with 996 XP gains 10 for a Clever Idea → level 5 with 3 XP", () => {
    const s = initialOf(ACTOR_SYSTEM);
    s.sixSeconds.level = 4;
    s.sixSeconds.xp = 996;
    const req = sixSecondsXpRequest("Jack", s, "clever-idea", { enemyLevel: 4, enemies: 1, amount: 0 });
    expect(req.xp).toBe(10);
    const out = resolveAction(awardXpAction, req, []);
    expect(out.update).toEqual({ "system.sixSeconds.xp": 3, "system.sixSeconds.level": 5 });
    expect(out.card.outcome).toEqual({ key: "FRAY.Action.SixSeconds.Xp.LevelUp", data: { level: 5 }, success: true });
    expect(out.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Xp.MaxRanks", value: 5 });
  });

  it("per-enemy awards are 100 × enemy level / your level each; Rule Zero takes the GM's amount", () => {
    const s = initialOf(ACTOR_SYSTEM);
    s.sixSeconds.level = 4;
    expect(sixSecondsXpRequest("Jack", s, "enemy-defeated", { enemyLevel: 2, enemies: 3, amount: 0 }).xp).toBe(150);
    const zero = sixSecondsXpRequest("Jack", s, "rule-zero", { enemyLevel: 0, enemies: 0, amount: 42 });
    expect(resolveAction(awardXpAction, zero, []).update).toEqual({ "system.sixSeconds.xp": 42, "system.sixSeconds.level": 4 });
  });
});

describe("six-seconds skill ranks capped by level", () => {
  it("the sheet flags a skill rank above the level's cap (level 2: at most 2 ranks)", () => {
    const s = initialOf(ACTOR_SYSTEM);
    s.sixSeconds.level = 2;
    s.sixSeconds.skills = [
      { name: "Reflex", ability: "dexterity", rank: 2 },
      { name: "Medicine", ability: "intelligence", rank: 3 },
    ];
    expect(prepareActorDerived(s).sixSeconds.skills.map((k) => k.overCap)).toEqual([false, true]);
  });
});

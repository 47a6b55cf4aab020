import { describe, expect, it } from "vitest";
import {
  areaScaleAtDistance,
  RADIATION_EXPOSURE,
  radiationAtDistance,
  radiationInArea,
} from "../../../../module/engine/rulesets/six-seconds/radiation";
import {
  abilityBoostProblems,
  awardXp,
  encounterXp,
  gainXp,
  levelRow,
} from "../../../../module/engine/rulesets/six-seconds/experience";

describe("radiation", () => {
  it("the text's scale-0 Moderate chunk: scale 1 moderate, 2 light, 3 minor, then none", () => {
    expect([1, 2, 3, 4].map((a) => radiationInArea(0, "moderate", a))).toEqual(["moderate", "light", "minor", null]);
    expect(radiationInArea(0, "moderate", 0)).toBe("moderate");
  });

  it("maps a distance to the scale area holding it", () => {
    expect(areaScaleAtDistance(1)).toBe(1); // inside the 2 m square
    expect(areaScaleAtDistance(1.5)).toBe(2); // inside the 4 m square
    expect(areaScaleAtDistance(4)).toBe(3);
    expect(radiationAtDistance(0, "moderate", 0)).toBe("moderate");
    expect(radiationAtDistance(0, "moderate", 3)).toBe("minor");
    expect(radiationAtDistance(0, "moderate", 5)).toBeNull();
    expect(() => radiationAtDistance(0, "lethal" as never, 1)).toThrow(RangeError);
  });

  it("gives the exposure rows' stats", () => {
    expect(RADIATION_EXPOSURE.extreme).toMatchObject({ fortDc: 12, checkRate: { count: 1, per: "second" } });
    expect(RADIATION_EXPOSURE.moderate.fortDc).toBe(8);
  });
});

describe("experience", () => {
  it("the text's example: level 4 with 996 XP gains 10 → level 5 with 3 XP", () => {
    const r = gainXp({ level: 4, xp: 996 }, 10);
    expect(r.after).toEqual({ level: 5, xp: 3 });
    expect(r.levelledUp).toBe(true);
  });

  it("2,000 XP at once levels up once, leaving 500", () => {
    expect(gainXp({ level: 1, xp: 0 }, 2000).after).toEqual({ level: 2, xp: 500 });
    expect(gainXp({ level: 1, xp: 990 }, 10).after).toEqual({ level: 2, xp: 0 });
    expect(gainXp({ level: 1, xp: 100 }, 50).after).toEqual({ level: 1, xp: 150 });
    expect(() => gainXp({ level: 1, xp: 100 }, -10)).toThrow(/never decrease/);
  });

  it("encounter XP is 100 × enemy level / your level: ten equal victories level you", () => {
    expect(encounterXp(3, 3)).toBe(100);
    expect(encounterXp(1, 4, 4)).toBe(100); // four level-1 mooks for a level-4 party
    expect(encounterXp(6, 3)).toBe(200);
    expect(awardXp("stroke-of-genius")).toBe(50);
    expect(awardXp("story-arc-completed")).toBe(600);
    expect(awardXp("enemy-defeated", { enemyLevel: 2, yourLevel: 4 })).toBe(50);
    expect(() => awardXp("encounter")).toThrow(TypeError);
  });

  it("the level table", () => {
    expect(levelRow(1)).toMatchObject({ maxSkillRanks: 1, fastSkillBonus: 1, staggeredSkillBonus: 0, staggeredTechniques: 1, bonusSkillRank: null, abilityBoost: null });
    expect(levelRow(3)).toMatchObject({ staggeredSkillBonus: 1, staggeredTechniques: 2, bonusSkillRank: 1 });
    expect(levelRow(12)).toMatchObject({ staggeredSkillBonus: 6, staggeredTechniques: 6, bonusSkillRank: 4, abilityBoost: 3 });
    expect(levelRow(20)).toMatchObject({ fastTechniques: 20, staggeredSkillBonus: 10, staggeredTechniques: 10, bonusSkillRank: null, abilityBoost: 5 });
    expect(levelRow(19).staggeredTechniques).toBe(10);
  });

  it("ability boosts: not the same ability two in a row; the 4th not on an ability that started above average", () => {
    expect(abilityBoostProblems([{ level: 4, ability: "strength" }, { level: 8, ability: "spirit" }, { level: 12, ability: "strength" }])).toEqual([]);
    expect(abilityBoostProblems([{ level: 4, ability: "strength" }, { level: 8, ability: "strength" }])[0]).toMatch(/in a row/);
    expect(
      abilityBoostProblems(
        [
          { level: 4, ability: "strength" },
          { level: 8, ability: "spirit" },
          { level: 12, ability: "strength" },
          { level: 16, ability: "dexterity" },
        ],
        ["dexterity"],
      )[0],
    ).toMatch(/4th boost/);
    expect(abilityBoostProblems([{ level: 6, ability: "strength" }])[0]).toMatch(/no ability boost/);
  });
});

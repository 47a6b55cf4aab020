// Keeps docs/engine/six-seconds-life.md honest: each example there, run with known dice, gives what the doc says.
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../../module/engine/dice/source";
import { toughness } from "../../../../module/engine/rulesets/six-seconds/toughness";
import { applyDamage } from "../../../../module/engine/rulesets/six-seconds/damage";
import { healOneDay } from "../../../../module/engine/rulesets/six-seconds/healing";
import { applyMoraleDamage, baseWill, formatWill, moraleState } from "../../../../module/engine/rulesets/six-seconds/morale";
import { rollFallDamage } from "../../../../module/engine/rulesets/six-seconds/falling";
import { withImplied } from "../../../../module/engine/rulesets/six-seconds/conditions";
import { bludgeoningDie, describeDamageKind, resolveEmp } from "../../../../module/engine/rulesets/six-seconds/damage-types";
import { checksDue, overdose } from "../../../../module/engine/rulesets/six-seconds/poison";
import { combinedMobilityPenalty, encumbrance, mobilityEffects } from "../../../../module/engine/rulesets/six-seconds/encumbrance";
import { radiationAtDistance, radiationInArea } from "../../../../module/engine/rulesets/six-seconds/radiation";
import { abilityBoostProblems, encounterXp, gainXp, levelRow } from "../../../../module/engine/rulesets/six-seconds/experience";

describe("the API guide's examples", () => {
  it("toughness, damage, healing", () => {
    const t = toughness({ scale: 0, endurance: 3, defences: [{ kind: "armour", bonus: 2, reason: "chain shirt" }], wounds: 1 });
    expect([t.toughness, t.minimum]).toEqual([10, 4]);
    const hit = applyDamage({ toughness: t.toughness }, { amount: 11 });
    expect(hit.result).toBe("dying");
    expect(hit.conditionsGained).toEqual(["wound", "dying", "unconscious", "helpless"]);
    expect(healOneDay({ wounds: 2, endurance: 3, day: "bedridden" })).toMatchObject({ healed: 2, woundsAfter: 0 });
  });

  it("morale", () => {
    const s = moraleState(baseWill(3, [{ value: 1, reason: "Discipline" }]).will);
    expect(formatWill(s)).toBe("10/4");
    const fear = applyMoraleDamage(s, { amount: 11, type: "fear" });
    expect(fear.conditionsGained).toEqual(["panicked"]);
    expect(formatWill(fear.after)).toBe("9/3");
  });

  it("falling, conditions, damage types, poison", () => {
    expect(rollFallDamage(queuedDice([4]), { metres: 20, scale: 0, surface: "soft" }).damage).toBe(5);
    expect(withImplied(["dying"])).toEqual(["dying", "unconscious", "helpless"]);
    expect(describeDamageKind({ type: "bludgeoning", nonlethal: true })).toBe("nonlethal Bludgeoning");
    expect(bludgeoningDie(8, "light")).toBe(6);
    expect(resolveEmp(5, "complicated").disabled).toBe(true);
    expect(overdose(6, 4)).toMatchObject({ dc: 8, doseEffects: 3 });
    expect(checksDue({ count: 1, per: "second" }, 6)).toBe(6);
  });

  it("encumbrance, radiation, experience", () => {
    expect(encumbrance({ strength: 3, endurance: 3, load: 16 })).toMatchObject({ step: 8, mobilityPenalty: 1 });
    expect(encumbrance({ strength: 3, endurance: 3, load: [{ kg: 64, wheeled: true }] }).load).toBe(16);
    const m = mobilityEffects(combinedMobilityPenalty({ armour: 1, encumbrance: 2 }), { walk: 6, fly: 4 });
    expect(m.skillModifiers.stealth).toBe(-2);
    expect(m.speeds).toEqual({ walk: 5, fly: 3 });
    expect(radiationInArea(0, "moderate", 2)).toBe("light");
    expect(radiationAtDistance(0, "moderate", 3)).toBe("minor");
    expect(gainXp({ level: 4, xp: 996 }, 10).after).toEqual({ level: 5, xp: 3 });
    expect(encounterXp(2, 4, 3)).toBe(150);
    expect(levelRow(12)).toMatchObject({ maxSkillRanks: 12, staggeredSkillBonus: 6, staggeredTechniques: 6, bonusSkillRank: 4, abilityBoost: 3 });
    expect(abilityBoostProblems([{ level: 4, ability: "strength" }, { level: 8, ability: "strength" }])[0]).toMatch(/in a row/);
  });
});

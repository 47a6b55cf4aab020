import { describe, expect, it } from "vitest";
import { queuedDice, seededDice } from "../../../module/engine/dice/source";
import { applyDamage, maxStamina } from "../../../module/engine/rulesets/frozen-lands/health";
import {
  EMPTY_CRITICAL_INJURY_TABLE,
  checkCriticalInjuryTable,
  rollCriticalInjury,
} from "../../../module/engine/rulesets/frozen-lands/critical-injuries";
import { addStress, restStress, stressDice } from "../../../module/engine/rulesets/frozen-lands/stress";

describe("frozen-lands Stamina and Wounds", () => {
  it("Stamina is the class's plus BODY", () => {
    expect(maxStamina(6, 3)).toBe(9);
  });

  it("damage lowers Stamina; at 0 the character is broken", () => {
    const r = applyDamage({ stamina: 5, wounds: 0 }, 5);
    expect(r.after).toEqual({ stamina: 0, wounds: 0 });
    expect(r.broken).toBe(true);
    expect(r.woundsGained).toBe(0);
  });

  it("further damage while broken causes one Wound per hit", () => {
    const r = applyDamage({ stamina: 0, wounds: 1 }, 4);
    expect(r.woundsGained).toBe(1);
    expect(r.after.wounds).toBe(2);
    expect(applyDamage({ stamina: 0, wounds: 1 }, 0).woundsGained).toBe(0);
  });

  it("overflow damage wounds only with the option", () => {
    expect(applyDamage({ stamina: 2, wounds: 0 }, 5).woundsGained).toBe(0);
    expect(applyDamage({ stamina: 2, wounds: 0 }, 5, { overflowWounds: true }).woundsGained).toBe(1);
  });

  it("rejects negative damage", () => {
    expect(() => applyDamage({ stamina: 2, wounds: 0 }, -1)).toThrow(/damage/);
  });
});

describe("critical injuries table", () => {
  it("the default table is empty and says the GM decides, rolling nothing", () => {
    const dice = queuedDice([]);
    expect(EMPTY_CRITICAL_INJURY_TABLE.entries).toHaveLength(0);
    expect(rollCriticalInjury(dice)).toEqual({ kind: "none", roll: null, message: "no entry, GM decides" });
    expect(dice.used).toBe(0);
  });

  it("a GM table is rolled on; gaps also leave it to the GM", () => {
    const table = { die: 6, entries: [{ min: 1, max: 3, id: "broken-nose", text: "Broken nose" }] };
    expect(rollCriticalInjury(queuedDice([2]), table)).toMatchObject({ kind: "entry", roll: 2, entry: { id: "broken-nose" } });
    expect(rollCriticalInjury(queuedDice([5]), table)).toEqual({ kind: "none", roll: 5, message: "no entry, GM decides" });
  });

  it("d66 tables read tens and units", () => {
    const table = { die: "d66" as const, entries: [{ min: 11, max: 36, id: "a", text: "A" }, { min: 41, max: 66, id: "b", text: "B" }] };
    expect(rollCriticalInjury(queuedDice([4, 2]), table)).toMatchObject({ roll: 42, entry: { id: "b" } });
    expect(rollCriticalInjury(seededDice(3), table).kind).toBe("entry");
  });

  it("rejects overlapping or out-of-range rows", () => {
    expect(() => checkCriticalInjuryTable({ die: 6, entries: [{ min: 1, max: 3, id: "a", text: "" }, { min: 3, max: 4, id: "b", text: "" }] })).toThrow(/overlap/);
    expect(() => checkCriticalInjuryTable({ die: 6, entries: [{ min: 1, max: 8, id: "a", text: "" }] })).toThrow(/outside/);
  });
});

describe("Stress", () => {
  it("Stress dice are Stress above SOUL; resting resets to 0", () => {
    expect(stressDice(2, 3)).toBe(0);
    expect(stressDice(5, 3)).toBe(2);
    expect(addStress(1, 1).stressAfter).toBe(2);
    expect(restStress(7)).toEqual({ stressBefore: 7, stressAfter: 0 });
  });
});

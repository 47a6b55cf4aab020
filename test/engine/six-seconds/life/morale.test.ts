import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { queuedDice } from "../../../../module/engine/dice/source";
import {
  addMoralePenalties,
  applyMoraleDamage,
  baseWill,
  brokenRecoveryRound,
  calmHour,
  currentWill,
  formatWill,
  isBroken,
  moraleState,
  removeMoralePenalties,
} from "../../../../module/engine/rulesets/six-seconds/morale";

describe("Will", () => {
  it("is Spirit + 6 + modifiers, with Minimum Will 6 lower", () => {
    const w = baseWill(3, [{ value: 1, reason: "Discipline" }]);
    expect(w.will).toBe(10);
    expect(w.minimum).toBe(4);
    expect(w.modifiers.map((m) => m.reason)).toEqual(["spirit", "base", "Discipline"]);
    expect(() => baseWill(2.5)).toThrow(TypeError);
  });
});

describe("morale damage", () => {
  const jack = () => moraleState(9);

  it("at or under Minimum Will does nothing", () => {
    const r = applyMoraleDamage(jack(), { amount: 3, type: "fear" });
    expect(r.penaltiesAdded).toBe(0);
    expect(r.after).toEqual(jack());
  });

  it("beating Minimum Will but not Will: one penalty, whatever the type", () => {
    const r = applyMoraleDamage(jack(), { amount: 9, type: "fear" });
    expect(r.penaltiesAdded).toBe(1);
    expect(r.conditionsGained).toEqual([]);
    expect(formatWill(r.after)).toBe("8/2");
  });

  it("beating Will: fear → panicked, insanity → confused, rage → raging (each with the penalty)", () => {
    expect(applyMoraleDamage(jack(), { amount: 10, type: "fear" }).conditionsGained).toEqual(["panicked"]);
    expect(applyMoraleDamage(jack(), { amount: 10, type: "insanity" }).conditionsGained).toEqual(["confused"]);
    const rage = applyMoraleDamage(jack(), { amount: 10, type: "rage" });
    expect(rage.conditionsGained).toEqual(["raging"]);
    expect(rage.penaltiesAdded).toBe(1);
  });

  it("beating Will with untyped damage: two penalties and nothing else", () => {
    const r = applyMoraleDamage(jack(), { amount: 10 });
    expect(r.penaltiesAdded).toBe(2);
    expect(r.conditionsGained).toEqual([]);
    expect(formatWill(r.after)).toBe("7/1");
  });

  it("insanity's confusion ends once a penalty is removed", () => {
    const confused = applyMoraleDamage(jack(), { amount: 12, type: "insanity" }).after;
    const helped = removeMoralePenalties(confused, 1, "Charisma");
    expect(helped.conditionsLost).toEqual(["confused"]);
  });

  it("Will 0 → Broken and Helpless; Will never falls below 0", () => {
    const r = addMoralePenalties(moraleState(2), 5, "horror");
    expect(currentWill(r.after)).toBe(0);
    expect(r.after.penalties).toBe(2);
    expect(r.conditionsGained.sort()).toEqual(["broken", "helpless"]);
    expect(r.after.recoveryDc).toBe(10);
  });

  it("Broken recovery: Spirit vs DC 10, the DC falling by one per failure; success removes a penalty", () => {
    let s = addMoralePenalties(moraleState(8), 8, "despair").after;
    const r1 = brokenRecoveryRound(queuedDice([2]), s, 3); // 5 vs 10
    expect(r1.check?.success).toBe(false);
    expect(r1.after.recoveryDc).toBe(9);
    s = r1.after;
    const r2 = brokenRecoveryRound(queuedDice([4]), s, 3); // 7 vs 9
    expect(r2.after.recoveryDc).toBe(8);
    const r3 = brokenRecoveryRound(queuedDice([5]), r2.after, 3); // 8 vs 8
    expect(r3.check?.success).toBe(true);
    expect(isBroken(r3.after)).toBe(false);
    expect(currentWill(r3.after)).toBe(1);
    expect(r3.after.recoveryDc).toBeUndefined();
    expect(() => brokenRecoveryRound(queuedDice([5]), r3.after, 3)).toThrow(RangeError);
    expect(brokenRecoveryRound(queuedDice([]), s, 3, "possessed").penaltiesRemoved).toBe(0);
  });

  it("a calm hour removes all penalties", () => {
    const s = addMoralePenalties(moraleState(9), 4, "bad day").after;
    expect(calmHour(s).after.penalties).toBe(0);
    expect(currentWill(calmHour(s).after)).toBe(9);
  });

  it("property: morale damage never raises Will and never drops it below 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom("fear", "insanity", "rage", "untyped" as const),
        (will, penalties, amount, type) => {
          const s = moraleState(will, penalties);
          const r = applyMoraleDamage(s, { amount, type });
          expect(currentWill(r.after)).toBeLessThanOrEqual(currentWill(s));
          expect(currentWill(r.after)).toBeGreaterThanOrEqual(0);
          expect(isBroken(r.after)).toBe(currentWill(r.after) === 0);
        },
      ),
    );
  });
});

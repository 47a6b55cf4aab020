import { describe, expect, it } from "vitest";
import { queuedDice, seededDice } from "../../../../module/engine/dice/source";
import {
  airborneExposure,
  alcoholDc,
  blocksNaturalHealing,
  checksDue,
  checksDueBetween,
  inhalationDc,
  overdose,
  startAffliction,
  surgeryInfection,
  syndromeCheck,
  transmitsBy,
  type SyndromeStats,
} from "../../../../module/engine/rulesets/six-seconds/poison";

const snakeVenom: SyndromeStats = {
  name: "Snake Venom",
  fortDc: 6,
  checkRate: { count: 1, per: "round" },
  routes: ["injury"],
  symptoms: "1 cumulative wound",
  woundSymptoms: true,
};
const spiderVenom: SyndromeStats = {
  name: "Spider Venom",
  fortDc: 6,
  checkRate: { count: 1, per: "round" },
  routes: ["injury"],
  symptoms: "Staggered 1 round",
  escalation: { failuresInRow: 3, effect: "full-body paralysis for 1 hour" },
};
const tearGas: SyndromeStats = { name: "Tear Gas", fortDc: 6, checkRate: { count: 1, per: "round" }, routes: ["inhalation", "contact"], symptoms: "Staggered" };

describe("overdose", () => {
  it("the text's quadruple sedative: DC 6 + 2 = 8, poisoned three times over", () => {
    expect(overdose(6, 4)).toEqual({ doses: 4, doublings: 2, dc: 8, doseEffects: 3 });
  });
  it("a double dose counts twice; a triple dose has only one full doubling", () => {
    expect(overdose(6, 2).doseEffects).toBe(2);
    expect(overdose(6, 3)).toMatchObject({ dc: 7, doseEffects: 2 });
    expect(overdose(10, 1)).toMatchObject({ dc: 10, doseEffects: 1 });
    expect(() => overdose(6, 0)).toThrow(RangeError);
  });
});

describe("syndrome checks", () => {
  it("each failure incurs the symptoms; three successes in a row cure", () => {
    let s = startAffliction();
    const fail = syndromeCheck(queuedDice([1]), snakeVenom, s, { fortitudeBonus: 2 });
    expect(fail.symptomsIncurred).toBe(1);
    s = fail.after;
    for (const die of [4, 5]) s = syndromeCheck(queuedDice([die]), snakeVenom, s, { fortitudeBonus: 2 }).after;
    expect(s.cured).toBe(false);
    expect(blocksNaturalHealing(snakeVenom, s)).toBe(true);
    const third = syndromeCheck(queuedDice([6]), snakeVenom, s, { fortitudeBonus: 2 });
    expect(third.after.cured).toBe(true);
    expect(blocksNaturalHealing(snakeVenom, third.after)).toBe(false);
    expect(() => syndromeCheck(queuedDice([6]), snakeVenom, third.after, { fortitudeBonus: 2 })).toThrow(/recovered/);
  });

  it("a failure breaks the run of successes", () => {
    let s = startAffliction();
    for (const die of [6, 6, 1, 6, 6]) s = syndromeCheck(queuedDice([die]), snakeVenom, s, { fortitudeBonus: 0 }).after;
    expect(s.cured).toBe(false);
    expect(s.successesInRow).toBe(2);
  });

  it("an overdose raises the DC and multiplies the symptoms", () => {
    const r = syndromeCheck(queuedDice([5]), snakeVenom, startAffliction(4), { fortitudeBonus: 2 });
    expect(r.dc).toBe(8);
    expect(r.check.success).toBe(false);
    expect(r.symptomsIncurred).toBe(3);
  });

  it("spider venom: three failures in a row escalate", () => {
    let s = startAffliction();
    const results = [1, 1, 1].map((die) => {
      const r = syndromeCheck(queuedDice([die]), spiderVenom, s, { fortitudeBonus: 0 });
      s = r.after;
      return r.escalated;
    });
    expect(results).toEqual([false, false, true]);
  });

  it("inhalation: +1 DC per full period breathed", () => {
    expect(inhalationDc(6, 3)).toBe(9);
    expect(inhalationDc(6, 2.5)).toBe(8);
    expect(syndromeCheck(queuedDice([3]), tearGas, startAffliction(), { fortitudeBonus: 0, periodsBreathed: 2 }).dc).toBe(8);
    expect(() => syndromeCheck(queuedDice([3]), snakeVenom, startAffliction(), { fortitudeBonus: 0, periodsBreathed: 2 })).toThrow(/not inhaled/);
  });

  it("alcohol: +1 DC per earlier drink in the hour", () => {
    expect(alcoholDc(3, 0)).toBe(3);
    expect(alcoholDc(3, 2)).toBe(5);
  });
});

describe("transmission and timing", () => {
  it("injury syndromes also pass by ingestion", () => {
    expect(transmitsBy(snakeVenom, "ingestion")).toBe(true);
    expect(transmitsBy(tearGas, "ingestion")).toBe(false);
  });

  it("check rates: 1/second is six a round, 1/hour is one an hour", () => {
    expect(checksDue({ count: 1, per: "second" }, 6)).toBe(6);
    expect(checksDue({ count: 1, per: "round" }, 60)).toBe(10);
    expect(checksDue({ count: 1, per: "hour" }, 7199)).toBe(1);
    expect(() => checksDue({ count: 1, per: "drink" }, 60)).toThrow(RangeError);
  });

  it("\"The check rate is how often the character has to make a Fortitude check\": on the world clock, one per full hour or day begun between two times", () => {
    // 00:59 → 01:01 crosses one hour; 01:01 → 01:59 crosses none; 2 a day over three days is 6.
    expect(checksDueBetween({ count: 1, per: "hour" }, 3540, 3660)).toBe(1);
    expect(checksDueBetween({ count: 1, per: "hour" }, 3660, 7140)).toBe(0);
    expect(checksDueBetween({ count: 2, per: "day" }, 0, 3 * 86400)).toBe(6);
    // Rounds, seconds and drinks are not the clock's; a clock set back owes nothing.
    expect(checksDueBetween({ count: 1, per: "round" }, 0, 600)).toBe(0);
    expect(checksDueBetween({ count: 1, per: "hour" }, 7200, 0)).toBe(0);
  });

  it("airborne: a 1 on the d6 infects, about one round in six", () => {
    expect(airborneExposure(queuedDice([1])).infected).toBe(true);
    expect(airborneExposure(queuedDice([2])).infected).toBe(false);
    const dice = seededDice(3);
    let n = 0;
    for (let i = 0; i < 12000; i++) if (airborneExposure(dice).infected) n++;
    expect(n / 12000).toBeGreaterThan(0.15);
    expect(n / 12000).toBeLessThan(0.183);
    expect(surgeryInfection(queuedDice([10])).infected).toBe(true);
  });
});

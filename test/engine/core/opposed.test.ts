import { describe, expect, it } from "vitest";
import { rollCheck } from "../../../module/engine/dice/check";
import { opposedOdds, rollOpposed } from "../../../module/engine/dice/opposed";
import { queuedDice, seededDice } from "../../../module/engine/dice/source";
import { chiSquare } from "./chi-square";

describe("worked example: a check against a score", () => {
  // six-seconds: "Bal-Ziggaroth makes a Possess check (his bonus is +4) against Jack's Will (9/3). Bal-Ziggaroth
  // rolls a 6, meaning his total Posses check result is 10, so he succeeds."
  it("Possess +4 rolls 6 against Will 9: total 10, success", () => {
    expect(rollCheck(queuedDice([6]), 4, 9)).toMatchObject({ total: 10, success: true, margin: 1 });
  });
});

describe("opposed checks (1d6 + bonus each, higher wins)", () => {
  it("the higher total wins; a tie is rolled again by default", () => {
    const r = rollOpposed(queuedDice([3, 4, 5, 2]), 2, 1); // 5 vs 5 tie, then 7 vs 3
    expect(r.rolls).toEqual([{ a: 3, b: 4 }, { a: 5, b: 2 }]);
    expect(r).toMatchObject({ totalA: 7, totalB: 3, winner: "a", margin: 4 });
    expect(rollOpposed(queuedDice([3, 4]), 2, 1, { ties: "stand" }).winner).toBe("tie");
    expect(rollOpposed(queuedDice([1, 6]), 0, 0).winner).toBe("b");
  });
  it("exact odds: equal bonuses split evenly once ties are rerolled; standing ties are 1/6", () => {
    const even = opposedOdds(3, 3);
    expect(even.a).toBeCloseTo(0.5, 15);
    expect(even.tie).toBe(0);
    const stand = opposedOdds(0, 0, { ties: "stand" });
    expect(stand.tie).toBeCloseTo(1 / 6, 15);
    expect(stand.a + stand.b + stand.tie).toBeCloseTo(1, 12);
    expect(opposedOdds(10, 0).a).toBe(1);
  });
  it("matches 100,000 seeded opposed rolls (chi-square, α = 0.001)", () => {
    const dice = seededDice(501);
    const odds = opposedOdds(1, 0);
    let a = 0;
    for (let i = 0; i < 100_000; i++) if (rollOpposed(dice, 1, 0).winner === "a") a++;
    expect(chiSquare([a, 100_000 - a], [odds.a, odds.b]).pValue).toBeGreaterThan(0.001);
  });
  it("rejects bad input and a source that always ties", () => {
    expect(() => rollOpposed(seededDice(1), 0.5, 0)).toThrow(TypeError);
    expect(() => rollOpposed(seededDice(1), 0, 0, { ties: "coin" as never })).toThrow(/ties must be/);
    expect(() => rollOpposed({ roll: () => 3 }, 0, 0)).toThrow(/tied 1000 times/);
  });
});

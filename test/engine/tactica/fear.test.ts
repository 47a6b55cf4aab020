import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { createCreature, rankOf } from "../../../module/engine/rulesets/tactica/creature";
import { fearReaches, fearTest, worstFear } from "../../../module/engine/rulesets/tactica/fear";

const victim = () => createCreature({ id: "v", side: "a", physical: 3, mental: 3 });
const FAIL4 = [1, 2, 3, 4];

describe("fear", () => {
  it("only the worst fear counts", () => {
    expect(worstFear(["scary", "dread", "fearsome"])).toBe("dread");
    expect(worstFear([])).toBeNull();
    expect(() => worstFear(["spooky" as never])).toThrow(RangeError);
  });
  it("reaches the zone; Terror and Fell also the adjacent ones", () => {
    expect(fearReaches("scary", 0)).toBe(true);
    expect(fearReaches("dread", 1)).toBe(false);
    expect(fearReaches("dread", 1, true)).toBe(true);
    expect(fearReaches("terror", 1)).toBe(true);
    expect(fearReaches("fell", 2)).toBe(false);
  });
  it("Scary: a failed Spirit test loses the action die", () => {
    const out = fearTest(queuedDice(FAIL4), victim(), "scary", 0);
    expect(out).toMatchObject({ passed: false, actionLost: true, mentalLost: 0 });
    expect(out.after.fear).toBe("scary");
  });
  it("Fearsome: rank or stun; Dread rolls at −1d and costs a rank", () => {
    expect(fearTest(queuedDice(FAIL4), victim(), "fearsome", 0, "stun")).toMatchObject({ stunned: true, mentalLost: 0 });
    const dread = fearTest(queuedDice([1, 2, 3]), victim(), "dread", 0);
    expect(dread.rolls[0]!.pool).toBe(3);
    expect(dread.mentalLost).toBe(1);
    expect(rankOf(dread.after, "mental")).toBe(2);
  });
  it("passing ends the fear's hold", () => {
    const out = fearTest(queuedDice([1, 2, 5]), { ...victim(), fear: "dread" }, "dread", 0);
    expect(out.passed).toBe(true);
    expect(out.after.fear).toBeNull();
  });
  it("Fell rolls again and again until passed or broken", () => {
    const out = fearTest(queuedDice([1, 2, 3, 1, 2, 3, 5, 1, 1]), victim(), "fell", 0);
    expect(out.rolls).toHaveLength(3);
    expect(out.mentalLost).toBe(2);
    expect(out.passed).toBe(true);
    const broken = fearTest(queuedDice(Array(9).fill(2)), victim(), "fell", 0);
    expect(broken.after.status).toBe("ooa");
    expect(broken.mentalLost).toBe(3);
  });
});

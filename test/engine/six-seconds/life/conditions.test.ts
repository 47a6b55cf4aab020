import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../../module/engine/dice/source";
import {
  CONDITION_IDS,
  CONDITIONS,
  conditionEffects,
  rollStaggeredDuration,
  rollStaggeredRound,
  rollUnconsciousHours,
  withImplied,
} from "../../../../module/engine/rulesets/six-seconds/conditions";

describe("six-seconds conditions as data", () => {
  it("has every condition the issue lists, each keyed by its own stable id", () => {
    for (const id of [
      "wound", "mobility-penalty", "morale-penalty", "flat-footed", "confused", "panicked", "stunned", "staggered",
      "disabled", "broken", "helpless", "unconscious", "sleeping", "dying", "soul-coma", "held",
    ]) {
      expect(CONDITION_IDS).toContain(id);
    }
    for (const id of CONDITION_IDS) expect(CONDITIONS[id].id).toBe(id);
  });

  it("dying implies unconscious and helpless; broken implies helpless", () => {
    expect(withImplied(["dying"]).sort()).toEqual(["dying", "helpless", "unconscious"]);
    expect(withImplied(["broken"]).sort()).toEqual(["broken", "helpless"]);
    expect(() => withImplied(["asleep" as never])).toThrow(RangeError);
  });

  it("encodes the text's effects", () => {
    expect(CONDITIONS.helpless.effects.meleeAttacksAutoHit).toBe(true);
    expect(CONDITIONS.helpless.effects.defenceRolls).toBe("none");
    expect(CONDITIONS.stunned.effects.canAct).toBe(false);
    expect(CONDITIONS.stunned.effects.defenceRolls).toBe("normal");
    expect(CONDITIONS.disabled.effects.secondsPerRound).toBe(3);
    expect(CONDITIONS.held.effects.defenceRolls).toBe("dodge-only");
    expect(CONDITIONS.held.effects.defenceModifiers).toEqual([{ value: -1, reason: "held", code: "held" }]);
    expect(CONDITIONS.sleeping.effects.perceptionModifier).toBe(-6);
    expect(CONDITIONS.wound.effects.toughnessPerStack).toBe(-1);
    expect(CONDITIONS["morale-penalty"].effects.willPerStack).toBe(-1);
    expect(CONDITIONS["mobility-penalty"].effects.speedSquaresPerStack).toBe(-0.5);
    expect(CONDITIONS.panicked.effects.defenceRolls).toBe("normal");
  });

  // Conditions: "A flat-footed character may not make any defence rolls (block, dodge, parry)";
  // Surprise: "Flat-footed characters take a -1 circumstance penalty to all defence rolls made against the creature
  // that surprised them".
  it("flat-footed: no defence rolls by default, −1 against the source as the Surprise option", () => {
    expect(() => conditionEffects("flat-footed", { flatFooted: "minus-two" as never })).toThrow(/flatFooted/);
    expect(conditionEffects("flat-footed").defenceRolls).toBe("none");
    const opt = conditionEffects("flat-footed", { flatFooted: "minus-one-vs-source" });
    expect(opt.defenceRolls).toBe("normal");
    expect(opt.defenceModifiers).toEqual([{ value: -1, reason: "flat-footed", code: "flat-footed" }]);
    expect(opt.againstSourceOnly).toBe(true);
  });

  it("staggered: 1d6 rounds, each round 1d6 seconds stunned", () => {
    expect(rollStaggeredDuration(queuedDice([4])).rounds).toBe(4);
    expect(rollStaggeredRound(queuedDice([2]))).toEqual({ roll: 2, stunnedSeconds: 2, secondsLeft: 4 });
  });

  it("unconscious: wakes in 1d4 hours per wound", () => {
    expect(rollUnconsciousHours(queuedDice([1, 4, 3]), 3).hours).toBe(8);
    expect(() => rollUnconsciousHours(queuedDice([1]), -1)).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
import { queuedDice, seededDice } from "../../../../module/engine/dice/source";
import { CONFUSION_TABLE, confusionEntry, rollConfusion } from "../../../../module/engine/rulesets/six-seconds/confusion";
import { soulComaHour, startSoulComa } from "../../../../module/engine/rulesets/six-seconds/life-soul-coma";

describe("the d20 confusion table", () => {
  it("covers 1–20 exactly once", () => {
    const covered = CONFUSION_TABLE.flatMap((e) => Array.from({ length: e.to - e.from + 1 }, (_, i) => e.from + i));
    expect(covered).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(confusionEntry(17).effect).toBe("control-round");
    expect(confusionEntry(10).effect).toBe("stare");
    expect(() => confusionEntry(21)).toThrow(RangeError);
  });

  it("a plain row: 14 falls prone", () => {
    const r = rollConfusion(queuedDice([14]));
    expect(r.entry.effect).toBe("fall-prone");
    expect(r.screaming).toBe(false);
    expect(r.extraRounds).toBe(0);
  });

  it("1: roll again ignoring later 1s, confused 1d6 rounds longer", () => {
    const r = rollConfusion(queuedDice([1, 1, 9, 4]));
    expect(r.rolls).toEqual([1, 1, 9]);
    expect(r.entry.effect).toBe("drop-held");
    expect(r.extraRounds).toBe(4);
  });

  it("6: scream while doing what the re-roll says, ignoring 5s", () => {
    const r = rollConfusion(queuedDice([6, 5, 12, 3]));
    expect(r.rolls).toEqual([6, 5, 12]);
    expect(r.screaming).toBe(true);
    expect(r.entry.effect).toBe("run-scatter");
    expect(r.scatterRoll).toBe(3);
  });

  it("19: regains control for 1d6 rounds", () => {
    expect(rollConfusion(queuedDice([19, 5])).controlRounds).toBe(5);
  });

  it("always ends on a real row (seeded)", () => {
    const dice = seededDice(7);
    for (let i = 0; i < 2000; i++) {
      const r = rollConfusion(dice);
      expect(["roll-again-extend", "scream-and-reroll"]).not.toContain(r.entry.effect);
      if (r.screaming) expect(r.entry.effect).not.toBe("panicked");
    }
  });
});

describe("soul coma", () => {
  it("Fortitude against DC 1, rising every hour; a failure starts dying", () => {
    let s = startSoulComa();
    const h1 = soulComaHour(queuedDice([1]), s, { fortitude: 0 });
    expect(h1.startsDying).toBe(false);
    expect(h1.after.dc).toBe(2);
    s = h1.after;
    const h2 = soulComaHour(queuedDice([1]), s, { fortitude: 0 });
    expect(h2.startsDying).toBe(true);
  });

  it("a carer's Medicine check keeps the DC from rising", () => {
    const h = soulComaHour(queuedDice([3]), { dc: 5, hours: 4 }, { fortitude: 0, medicine: 3 });
    expect(h.by).toBe("medicine");
    expect(h.startsDying).toBe(false);
    expect(h.after).toEqual({ dc: 5, hours: 5 });
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { queuedDice, seededDice } from "../../../../module/engine/dice/source";
import { applyDamage } from "../../../../module/engine/rulesets/six-seconds/damage";
import {
  bestDyingTotal,
  dyingRound,
  stabiliseWithMedicine,
  startDying,
} from "../../../../module/engine/rulesets/six-seconds/dying";
import { healOneDay } from "../../../../module/engine/rulesets/six-seconds/healing";
import { toughness } from "../../../../module/engine/rulesets/six-seconds/toughness";

describe("damage against Toughness", () => {
  it("Colonel Mauve's three sword hits (8, 6, 4) each wound the 9/3 goblin; they are never added together", () => {
    const goblin = { toughness: 9 };
    const results = [8, 6, 4].map((amount) => applyDamage(goblin, { amount }));
    expect(results.map((r) => r.result)).toEqual(["wound", "wound", "wound"]);
    expect(results.reduce((s, r) => s + r.wounds, 0)).toBe(3);
  });

  it("damage at or below Minimum Toughness does nothing", () => {
    const r = applyDamage({ toughness: 9 }, { amount: 3 });
    expect(r.result).toBe("no-effect");
    expect(r.wounds).toBe(0);
  });

  it("damage beating Toughness wounds and starts dying (unconscious, helpless)", () => {
    const r = applyDamage({ toughness: 9 }, { amount: 10 });
    expect(r.result).toBe("dying");
    expect(r.wounds).toBe(1);
    expect(r.conditionsGained).toEqual(expect.arrayContaining(["wound", "dying", "unconscious", "helpless"]));
  });

  it("damage equal to Toughness: dying by default (the Dying section), only a wound under the 'exceeds' option", () => {
    expect(applyDamage({ toughness: 9 }, { amount: 9 }).result).toBe("dying");
    expect(applyDamage({ toughness: 9 }, { amount: 9 }, { dyingThreshold: "exceeds" }).result).toBe("wound");
  });

  it("a dying character who is wounded again dies", () => {
    const r = applyDamage({ toughness: 8, dying: true }, { amount: 3 });
    expect(r.result).toBe("dies");
    expect(r.dead).toBe(true);
  });

  it("nonlethal: a would-be-fatal hit knocks out instead; objects are immune", () => {
    const r = applyDamage({ toughness: 9 }, { amount: 12, nonlethal: true });
    expect(r.result).toBe("knocked-out");
    expect(r.conditionsGained).toContain("unconscious");
    expect(r.conditionsGained).not.toContain("dying");
    expect(applyDamage({ toughness: 9, isObject: true }, { amount: 20, nonlethal: true }).result).toBe("no-effect");
  });

  it("an object beaten past its Toughness is destroyed", () => {
    const r = applyDamage({ toughness: 13, isObject: true }, { amount: 14 });
    expect(r.result).toBe("destroyed");
    expect(r.dead).toBe(true);
  });

  it('objects: "An object that takes more damage than it\'s Toughness is destroyed." (not at equal damage, whatever the dying option)', () => {
    for (const dyingThreshold of ["meets", "exceeds"] as const) {
      const equal = applyDamage({ toughness: 13, isObject: true }, { amount: 13 }, { dyingThreshold });
      expect(equal).toMatchObject({ result: "wound", wounds: 1, dead: false });
      expect(applyDamage({ toughness: 13, isObject: true }, { amount: 14 }, { dyingThreshold }).result).toBe("destroyed");
    }
    // a creature at the same numbers still starts dying under the default "meets"
    expect(applyDamage({ toughness: 13 }, { amount: 13 }).result).toBe("dying");
  });

  it("rejects non-integer damage", () => {
    expect(() => applyDamage({ toughness: 9 }, { amount: 2.5 })).toThrow(TypeError);
  });

  it("property: a resolved wound never raises Toughness, and more damage is never better for the target", () => {
    const severity = { "no-effect": 0, wound: 1, "knocked-out": 2, dying: 2, destroyed: 3, dies: 3 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 10 }), (end, amount, wounds) => {
        const t = toughness({ scale: 0, endurance: end, wounds });
        const hit = applyDamage({ toughness: t.toughness }, { amount });
        const after = toughness({ scale: 0, endurance: end, wounds: wounds + hit.wounds });
        expect(after.toughness).toBeLessThanOrEqual(t.toughness);
        const harder = applyDamage({ toughness: t.toughness }, { amount: amount + 1 });
        expect(severity[harder.result]).toBeGreaterThanOrEqual(severity[hit.result]);
      }),
    );
  });
});

describe("dying", () => {
  it("starts at DC 4 (Death section) or DC 6 (Conditions option)", () => {
    expect(startDying().dc).toBe(4);
    expect(startDying({ startDc: 6 }).dc).toBe(6);
  });

  it("the text's limit: Endurance 3 can reach 9, so DC 10 kills (without wound penalty)", () => {
    expect(bestDyingTotal({ endurance: 3, wounds: 0 })).toBe(9);
    const r = dyingRound(queuedDice([]), { status: "dying", dc: 10, rounds: 3 }, { endurance: 3, wounds: 0 });
    expect(r.result).toBe("dies");
    expect(r.check).toBeUndefined();
  });

  it("−1 per wound: Endurance 3 with 2 wounds rolls d6 + 1", () => {
    const r = dyingRound(queuedDice([3, 4]), startDying(), { endurance: 3, wounds: 2 });
    expect(r.check?.total).toBe(4);
    expect(r.check?.success).toBe(true);
    expect(r.result).toBe("holds");
    expect(r.after.dc).toBe(4);
    const noPenalty = dyingRound(queuedDice([3, 4]), startDying(), { endurance: 3, wounds: 2 }, { woundPenalty: false });
    expect(noPenalty.check?.total).toBe(6);
  });

  it("a failure raises the DC by one; when it passes the best total the character dies", () => {
    const worse = dyingRound(queuedDice([1, 2]), { status: "dying", dc: 6, rounds: 0 }, { endurance: 3, wounds: 1 });
    expect(worse.result).toBe("worsens");
    expect(worse.after.dc).toBe(7);
    // Endurance 3, 1 wound: best 8. DC 8 failed → DC 9 > 8 → dies.
    const dies = dyingRound(queuedDice([1]), { status: "dying", dc: 8, rounds: 2 }, { endurance: 3, wounds: 1 });
    expect(dies.result).toBe("dies");
    expect(dies.after.status).toBe("dead");
  });

  it("a 10 on the d10 stabilises; Medicine stabilises", () => {
    const r = dyingRound(queuedDice([5, 10]), startDying(), { endurance: 3, wounds: 1 });
    expect(r.result).toBe("stabilised");
    expect(r.after.status).toBe("stable");
    expect(stabiliseWithMedicine(startDying(), { success: true }).status).toBe("stable");
    expect(stabiliseWithMedicine(startDying(), { success: false }).status).toBe("dying");
    expect(() => dyingRound(queuedDice([1]), { status: "stable", dc: 4, rounds: 1 }, { endurance: 3, wounds: 1 })).toThrow(RangeError);
  });

  it("stabilises about 10% of surviving rounds (seeded statistics)", () => {
    const dice = seededDice(42);
    let stabilised = 0;
    const n = 20000;
    for (let i = 0; i < n; i++) {
      const r = dyingRound(dice, startDying(), { endurance: 12, wounds: 0 });
      if (r.result === "stabilised") stabilised++;
    }
    expect(stabilised / n).toBeGreaterThan(0.09);
    expect(stabilised / n).toBeLessThan(0.11);
  });
});

describe("healing", () => {
  it("one wound a day with eight hours' sleep; Endurance wounds a day bedridden", () => {
    expect(healOneDay({ wounds: 3, endurance: 4, day: "slept" }).woundsAfter).toBe(2);
    expect(healOneDay({ wounds: 3, endurance: 2, day: "bedridden" }).woundsAfter).toBe(1);
    expect(healOneDay({ wounds: 3, endurance: 4, day: "bedridden" }).healed).toBe(3);
    expect(healOneDay({ wounds: 3, endurance: 4, day: "slept", hoursSlept: 6 }).healed).toBe(0);
    expect(healOneDay({ wounds: 3, endurance: 4, day: "none" }).healed).toBe(0);
  });

  it("objects do not heal; wound-dealing syndromes block healing", () => {
    expect(healOneDay({ wounds: 2, endurance: 3, day: "bedridden", isObject: true }).healed).toBe(0);
    const blocked = healOneDay({ wounds: 2, endurance: 3, day: "slept", blockedBy: ["snake venom"] });
    expect(blocked.healed).toBe(0);
    expect(blocked.explanation[0]).toMatch(/snake venom/);
  });
});

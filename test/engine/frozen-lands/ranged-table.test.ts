/** The ranged attack modifier table of the text, every row, each alone on a plain shot (no weapon bonus). */
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { rangedAttack, rangedModifiers, type RangedAttackInput } from "../../../module/engine/rulesets/frozen-lands/ranged";
import type { Weapon } from "../../../module/engine/rulesets/frozen-lands/weapons";
import { perceptionModifiers } from "../../../module/engine/rulesets/frozen-lands/zone-features";

// A weapon reaching Long with no bonus, so each row's modifier is the only one.
const sling: Weapon = { name: "Test Sling", bonus: 0, damage: 1, range: "long", features: ["B"] };
type Mods = Omit<RangedAttackInput, "attacker" | "target" | "loaded">;
const total = (input: Mods): number => {
  const r = rangedModifiers(input);
  if (!r.allowed) throw new Error(r.reason);
  return r.modifiers.reduce((a, m) => a + m.dice, 0);
};

describe("frozen-lands ranged modifier table (Factor → Modifier)", () => {
  const base: Mods = { weapon: sling, band: "short" };
  it.each<[string, Mods, number]>([
    ["Aim +2", { ...base, aimed: true }, 2],
    ["Close range −3", { ...base, band: "close" }, -3],
    ["Short range −", base, 0],
    ["Medium range −1", { ...base, band: "medium" }, -1],
    ["Long range −2", { ...base, band: "long" }, -2],
    ["Distant* range −3 (one band beyond a Long weapon, with the required Aim)", { ...base, band: "distant", aimed: true }, -3],
    ["Large target +1", { ...base, targetSize: 1 }, 1],
    ["Large target +2", { ...base, targetSize: 2 }, 2],
    ["Small target −1", { ...base, targetSize: -1 }, -1],
    ["Small target −2", { ...base, targetSize: -2 }, -2],
    ["Dim light −1", { ...base, light: "dim" }, -1],
    ["Darkness −3", { ...base, light: "dark" }, -3],
  ])("%s", (_row, input, expected) => {
    expect(total(input)).toBe(expected);
  });

  it("Distant* without the Aim action is refused; two bands beyond is refused even with Aim", () => {
    expect(rangedModifiers({ weapon: sling, band: "distant" })).toMatchObject({ allowed: false, reason: expect.stringMatching(/needs an Aim action/) });
    expect(rangedModifiers({ weapon: { ...sling, range: "medium" }, band: "distant", aimed: true })).toMatchObject({ allowed: false });
  });

  it("rows add up: aimed, medium range, large +1, dim light = +2 −1 +1 −1 = +1 die", () => {
    expect(total({ weapon: sling, band: "medium", aimed: true, targetSize: 1, light: "dim" })).toBe(1);
  });

  it("a modifier that takes the pool below zero rolls nothing and misses (Marksmanship 1, close range −3, darkness −3)", () => {
    const out = rangedAttack(queuedDice([]), { attacker: { marksmanship: 1 }, weapon: sling, target: { defence: 0 }, band: "close", light: "dark" });
    expect(out.kind).toBe("resolved");
    if (out.kind !== "resolved") return;
    expect(out.roll.poolSize).toBe(0);
    expect(out.result.hit).toBe(false);
  });

  it("rejects a target size outside −2…+2 and an unknown light", () => {
    expect(() => rangedModifiers({ weapon: sling, band: "short", targetSize: 3 as never })).toThrow(RangeError);
    expect(() => rangedModifiers({ weapon: sling, band: "short", light: "gloom" as never })).toThrow(/light must be/);
  });
});

describe("frozen-lands Dimly lit zone feature (Perception and Ranged attack rolls)", () => {
  it("a ranged attack in a Dimly lit zone counts as dim light: −1 by the table, −2 with the feature's own number", () => {
    const r = rangedModifiers({ weapon: sling, band: "short", zoneFeatures: ["dimly-lit"] });
    expect(r).toEqual({ allowed: true, beyondMaximum: false, modifiers: [{ dice: -1, reason: "dim light (dimly lit zone)", code: "dimly-lit-zone" }] });
    expect(total({ weapon: sling, band: "short", zoneFeatures: ["dimly-lit"], options: { dimLight: -2 } })).toBe(-2);
    expect(total({ weapon: sling, band: "short", zoneFeatures: ["dimly-lit"], light: "dark" })).toBe(-3); // the caller's light wins
  });

  it("a Perception roll in a Dimly lit zone gets −2", () => {
    expect(perceptionModifiers(["dimly-lit"])).toEqual([{ dice: -2, reason: "dimly lit zone", code: "dimly-lit-zone" }]);
    expect(perceptionModifiers(["cluttered"])).toEqual([]);
    expect(() => perceptionModifiers(["foggy"])).toThrow(/unknown zone feature "foggy"/);
  });
});

import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { attackDamage, meleeAttack, planDualWield } from "../../../module/engine/rulesets/frozen-lands/melee";
import { loadedAfterTurn, rangedAttack, rangedModifiers } from "../../../module/engine/rulesets/frozen-lands/ranged";
import type { Weapon } from "../../../module/engine/rulesets/frozen-lands/weapons";

// Small inline fixtures with the table's stats (the real tables are pack data).
const broadsword: Weapon = { name: "Broadsword", bonus: 2, damage: 2, features: ["S/P", "Parrying"] };
const battleaxe: Weapon = { name: "Battleaxe", bonus: 2, damage: 2, features: ["S", "Heavy"] };
const dagger: Weapon = { name: "Dagger", bonus: 1, damage: 1, features: ["S/P", "Light", "Throw"] };
const halberd: Weapon = { name: "Halberd", bonus: 1, damage: 2, range: "short", features: ["S/P", "Heavy", "Two-handed"] };
const shortBow: Weapon = { name: "Short Bow", bonus: 2, damage: 1, range: "medium", features: ["P", "Reload", "Two-handed"] };
const lightCrossbow: Weapon = { name: "Light Crossbow", bonus: 1, damage: 2, range: "long", features: ["P", "Reload", "Two-handed"] };
const rock: Weapon = { name: "Rock", bonus: 0, damage: 1, range: "medium", features: ["B"] };

describe("frozen-lands melee attacks", () => {
  it("rolls Melee + weapon bonus; damage = successes + weapon damage − enemy defence", () => {
    // Melee 3 + Broadsword +2 = 5 dice: 6, 5, 2, 1, 5 = 3 successes; 3 + 2 = 5 damage, enemy defence 1 → 4.
    const out = meleeAttack(queuedDice([6, 5, 2, 1, 5]), { attacker: { melee: 3 }, weapon: broadsword, target: { defence: 1 } });
    expect(out.kind).toBe("resolved");
    if (out.kind !== "resolved") return;
    expect(out.roll.poolSize).toBe(5);
    expect(out.roll.modifiers).toContainEqual({ dice: 2, reason: "weapon bonus (Broadsword)", code: "weapon-bonus", data: { weapon: "Broadsword" } });
    expect(out.result).toEqual({ hit: true, successes: 3, weaponDamage: 2, rawDamage: 5, defence: 1, damage: 4 });
  });

  it("no success is a miss: no damage", () => {
    expect(attackDamage(0, 3, 0)).toMatchObject({ hit: false, damage: 0 });
    expect(attackDamage(1, 1, 5)).toMatchObject({ hit: true, rawDamage: 2, damage: 0 });
  });

  it("refuses Heavy weapons in cramped zones and targets beyond reach", () => {
    expect(meleeAttack(queuedDice([]), { attacker: { melee: 2 }, weapon: battleaxe, target: { defence: 0 }, zoneFeatures: ["cramped"] })).toMatchObject({ kind: "refused" });
    expect(meleeAttack(queuedDice([]), { attacker: { melee: 2 }, weapon: broadsword, target: { defence: 0 }, band: "short" })).toMatchObject({ kind: "refused" });
    expect(meleeAttack(queuedDice([1, 1, 1, 1, 1]), { attacker: { melee: 2 }, weapon: halberd, target: { defence: 0 }, band: "short" }).kind).toBe("resolved");
  });

  it("dual wielding splits the Melee pool; each weapon's bonus is added after the split", () => {
    const plan = planDualWield(4, 3, broadsword, dagger);
    expect(plan.first).toEqual({ weapon: broadsword, melee: 3 });
    expect(plan.second).toEqual({ weapon: dagger, melee: 1 });
    const second = meleeAttack(queuedDice([5, 1]), { attacker: { melee: plan.second.melee }, weapon: plan.second.weapon, target: { defence: 0 } });
    expect(second.kind === "resolved" && second.roll.poolSize).toBe(2); // 1 split die + dagger's +1
    expect(() => planDualWield(4, 1, broadsword, battleaxe)).toThrow(/Light/);
    expect(() => planDualWield(4, 1, halberd, dagger)).toThrow(/two-handed/);
    expect(() => planDualWield(2, 3, broadsword, dagger)).toThrow(/pool has 2/);
  });
});

describe("frozen-lands ranged attacks", () => {
  const mods = (input: Parameters<typeof rangedModifiers>[0]) => {
    const r = rangedModifiers(input);
    if (!r.allowed) throw new Error(r.reason);
    return r.modifiers;
  };

  it("applies the modifier table", () => {
    expect(mods({ weapon: shortBow, band: "medium", aimed: true })).toEqual([
      { dice: 2, reason: "weapon bonus (Short Bow)", code: "weapon-bonus", data: { weapon: "Short Bow" } },
      { dice: 2, reason: "aim", code: "aim" },
      { dice: -1, reason: "medium range", code: "range.medium" },
    ]);
    expect(mods({ weapon: rock, band: "close" })).toEqual([{ dice: -3, reason: "close range", code: "range.close" }]);
    expect(mods({ weapon: lightCrossbow, band: "long", targetSize: -2, light: "dark" })).toEqual([
      { dice: 1, reason: "weapon bonus (Light Crossbow)", code: "weapon-bonus", data: { weapon: "Light Crossbow" } },
      { dice: -2, reason: "long range", code: "range.long" },
      { dice: -2, reason: "small target", code: "small-target" },
      { dice: -3, reason: "darkness", code: "darkness" },
    ]);
    expect(mods({ weapon: rock, band: "short", targetSize: 2, light: "dim" })).toEqual([
      { dice: 2, reason: "large target", code: "large-target" },
      { dice: -1, reason: "dim light", code: "dim-light" },
    ]);
    expect(mods({ weapon: rock, band: "short", light: "dim", options: { dimLight: -2 } })).toEqual([{ dice: -2, reason: "dim light", code: "dim-light" }]);
  });

  it("one band beyond the maximum needs Aim and takes −3 in total; farther is impossible", () => {
    expect(rangedModifiers({ weapon: shortBow, band: "long" })).toMatchObject({ allowed: false });
    expect(mods({ weapon: shortBow, band: "long", aimed: true })).toEqual([
      { dice: 2, reason: "weapon bonus (Short Bow)", code: "weapon-bonus", data: { weapon: "Short Bow" } },
      { dice: -3, reason: "aimed shot one band beyond range (long)", code: "aimed-beyond-range.long" },
    ]);
    expect(rangedModifiers({ weapon: shortBow, band: "distant", aimed: true })).toMatchObject({ allowed: false });
  });

  it("Marksmanship + bonus + modifiers; the shot empties a Reload weapon and uses the aim", () => {
    // Marksmanship 2 + bow 2 + aim 2 − medium 1 = 5 dice: 5, 5, 6, 1, 2 → 3 successes + 1 damage − defence 0.
    const out = rangedAttack(queuedDice([5, 5, 6, 1, 2]), {
      attacker: { marksmanship: 2 },
      weapon: shortBow,
      target: { defence: 0 },
      band: "medium",
      aimed: true,
      loaded: true,
    });
    expect(out.kind).toBe("resolved");
    if (out.kind !== "resolved") return;
    expect(out.roll.poolSize).toBe(5);
    expect(out.result.damage).toBe(4);
    expect(out.changes).toEqual({ aimed: false, loaded: false });
  });

  it("refuses an unloaded Reload weapon", () => {
    expect(rangedAttack(queuedDice([]), { attacker: { marksmanship: 2 }, weapon: shortBow, target: { defence: 0 }, band: "short" })).toEqual({
      kind: "refused",
      reason: "Short Bow must be reloaded first",
    });
  });

  it("bows and slings lose their load at the end of the turn, crossbows keep it", () => {
    expect(loadedAfterTurn(shortBow, true)).toBe(false);
    expect(loadedAfterTurn(lightCrossbow, true)).toBe(true);
    expect(loadedAfterTurn(lightCrossbow, false)).toBe(false);
    expect(loadedAfterTurn({ ...shortBow, keepsLoaded: true }, true)).toBe(true);
  });

  it("rejects bad weapon data", () => {
    expect(() => rangedModifiers({ weapon: { ...rock, bonus: -1 }, band: "short" })).toThrow(/bonus/);
    expect(() => rangedModifiers({ weapon: { ...rock, range: "far" as never }, band: "short" })).toThrow(/range/);
  });
});

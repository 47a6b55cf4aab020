import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../../module/engine/dice/source";
import {
  catchLedge,
  fallDistanceBonus,
  FALL_DAMAGE_TABLE,
  FALL_SURFACES,
  rollFallDamage,
} from "../../../../module/engine/rulesets/six-seconds/falling";
import {
  collisionDodgeDc,
  resolveCollision,
  speedDamageBonus,
} from "../../../../module/engine/rulesets/six-seconds/collisions";

describe("falling", () => {
  it("follows the distance table: up to 5 m +1 … 60 m and beyond +12", () => {
    const rows: [number, number][] = [[5, 1], [10, 2], [15, 3], [20, 4], [25, 5], [30, 6], [35, 7], [40, 8], [45, 9], [50, 10], [55, 11], [60, 12]];
    for (const [m, bonus] of rows) expect(fallDistanceBonus(m)).toBe(bonus);
    expect(FALL_DAMAGE_TABLE.map((r) => [r.upToMetres, r.bonus])).toEqual(rows);
    expect(FALL_DAMAGE_TABLE[11]!.label).toBe("60m+: 1d6+12");
    expect(fallDistanceBonus(3)).toBe(1);
    expect(fallDistanceBonus(200)).toBe(12);
    expect(fallDistanceBonus(3, "per-full-5m")).toBe(0);
    expect(fallDistanceBonus(9, "per-full-5m")).toBe(1);
    expect(() => fallDistanceBonus(-1)).toThrow(RangeError);
  });

  it("a human falling 20 m onto stone: 1d6 + 4", () => {
    const f = rollFallDamage(queuedDice([3]), { metres: 20, scale: 0 });
    expect(f.damage).toBe(7);
    expect(f.damageType).toBe("bludgeoning");
  });

  it("adds triple the scale and the surface; spikes make it piercing; never below 0", () => {
    expect(rollFallDamage(queuedDice([3]), { metres: 20, scale: 1, surface: "spikes" })).toMatchObject({ damage: 13, damageType: "piercing" });
    expect(rollFallDamage(queuedDice([6]), { metres: 10, scale: 0, surface: "deep-water" }).damage).toBe(0);
    expect(rollFallDamage(queuedDice([4]), { metres: 30, scale: 0, surface: "soft", modifiers: [{ value: -2, reason: "Tuck and Roll" }] }).damage).toBe(5);
    expect(FALL_SURFACES["very-soft"].modifier).toBe(-6);
    expect(() => rollFallDamage(queuedDice([4]), { metres: 5, scale: 0, surface: "lava" as never })).toThrow(/surface/);
  });

  it("catching a ledge is a Reflex check against DC 4", () => {
    expect(catchLedge(queuedDice([2]), 2).success).toBe(true);
    expect(catchLedge(queuedDice([1]), 2).success).toBe(false);
  });
});

describe("collisions", () => {
  it("dodge DC is 4 + largest scale − smallest scale", () => {
    expect(collisionDodgeDc([0, 0])).toBe(4);
    expect(collisionDodgeDc([0, 2, 1])).toBe(6);
    expect(() => collisionDodgeDc([0])).toThrow(RangeError);
  });

  it("the Speed section's example: 18 m/s against a human is +3", () => {
    expect(speedDamageBonus(18, 0)).toBe(3);
    expect(speedDamageBonus(18, 1)).toBe(1); // 9 squares of 2 m
  });

  it("a horse (scale 1) at 20 m/s runs into a human: damage by the smallest scale, crushed by the largest", () => {
    const r = resolveCollision(queuedDice([2, 1, 5]), [
      { id: "horse", scale: 1, speed: 20, dodgeBonus: 1 },
      { id: "human", scale: 0, speed: 0, dodgeBonus: 2, crushed: true },
    ]);
    expect(r.dodgeDc).toBe(5);
    expect(r.results.map((x) => x.hit)).toEqual([true, true]); // 3 and 3 vs DC 5
    expect(r.damageRoll).toBe(5);
    // horse: 5 + 3×0 + 20 m/s in 2 m squares = 10 → +2
    expect(r.results[0]!.damage).toBe(7);
    // human crushed against the wall: 5 + 3×1 + 20 squares/s → +4
    expect(r.results[1]!.damage).toBe(12);
  });

  it("no damage die when everyone dodges; objects cannot dodge", () => {
    const all = resolveCollision(queuedDice([6, 6]), [
      { id: "a", scale: 0, speed: 10, dodgeBonus: 0 },
      { id: "b", scale: 0, speed: 0, dodgeBonus: 0 },
    ]);
    expect(all.damageRoll).toBeUndefined();
    const wall = resolveCollision(queuedDice([6, 4]), [
      { id: "runner", scale: 0, speed: 10, dodgeBonus: 0 },
      { id: "cart", scale: 1, speed: 0 },
    ]);
    expect(wall.results[0]!.hit).toBe(false);
    expect(wall.results[1]!.damage).toBe(5); // 4 + 3×0 + (10 m/s in 2 m squares = 5 → +1)
  });
});

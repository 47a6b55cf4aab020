import { describe, expect, it } from "vitest";
import { splitTotals } from "../../../../module/engine/modifiers";
import {
  aimHolds, fireShot, rangeIncrements, rangedAttack, reloadSeconds, reloaded, takeAim,
} from "../../../../module/engine/rulesets/six-seconds/ranged";

describe("six-seconds ranged attacks: range increments", () => {
  it("the heavy crossbow (15 m): 0–15 no penalty, 16–30 −1, 31–60 −2, 61–120 −3, 121–240 −4", () => {
    const pen = (d: number) => splitTotals(rangedAttack({ distanceMetres: d, incrementMetres: 15 }).modifiers).attack;
    expect([0, 15].map(pen)).toEqual([0, 0]);
    expect([16, 30].map(pen)).toEqual([-1, -1]);
    expect([31, 60].map(pen)).toEqual([-2, -2]);
    expect([61, 120].map(pen)).toEqual([-3, -3]);
    expect([121, 240].map(pen)).toEqual([-4, -4]);
    expect(rangedAttack({ distanceMetres: 240, incrementMetres: 15 })).toMatchObject({ inRange: true, maxRangeMetres: 240 });
    expect(rangedAttack({ distanceMetres: 241, incrementMetres: 15 })).toMatchObject({ inRange: false, increments: 5 });
  });

  it("range never changes the defence DC (−k/0)", () => {
    const r = rangedAttack({ distanceMetres: 100, incrementMetres: 15 });
    expect(r.modifiers).toEqual([{ attack: -3, defence: 0, reason: "range increment 3", code: "range-increment", data: { increments: 3 } }]);
  });

  it("aiming reduces the range penalty by one, never below none", () => {
    const aimed = rangedAttack({ distanceMetres: 100, incrementMetres: 15, aimed: true });
    expect(splitTotals(aimed.modifiers)).toEqual({ attack: -2, defence: 0 });
    expect(splitTotals(rangedAttack({ distanceMetres: 10, incrementMetres: 15, aimed: true }).modifiers).attack).toBe(0);
    expect(splitTotals(rangedAttack({ distanceMetres: 100, incrementMetres: 15, aimed: true, aimReduction: 2 }).modifiers).attack).toBe(-1);
  });

  it("ranged magic cannot aim", () => {
    expect(() => rangedAttack({ distanceMetres: 20, incrementMetres: 10, magical: true, aimed: true })).toThrow(/cannot aim/);
    expect(rangedAttack({ distanceMetres: 20, incrementMetres: 10, magical: true }).increments).toBe(1);
  });

  it("an aim takes 2 s and is lost on moving or losing sight", () => {
    const aim = takeAim("goblin");
    expect(aim.seconds).toBe(2);
    expect(aimHolds(aim, { targetId: "goblin", moved: false, lostSight: false }).holds).toBe(true);
    expect(aimHolds(aim, { targetId: "goblin", moved: true, lostSight: false })).toEqual({ holds: false, reason: "moved since aiming" });
    expect(aimHolds(aim, { targetId: "goblin", moved: false, lostSight: true }).holds).toBe(false);
    expect(aimHolds(aim, { targetId: "orc", moved: false, lostSight: false }).holds).toBe(false);
  });

  it("rejects bad distances", () => {
    expect(() => rangeIncrements(-1, 15)).toThrow(RangeError);
    expect(() => rangeIncrements(10, 0)).toThrow(/range increment/);
  });
});

describe("six-seconds ranged attacks: ammunition", () => {
  it("reloading your scale or smaller takes 4 s, +4 s per scale larger, shared between reloaders", () => {
    expect(reloadSeconds({ weaponScale: 0, reloaderScale: 0 })).toBe(4);
    expect(reloadSeconds({ weaponScale: -1, reloaderScale: 0 })).toBe(4);
    expect(reloadSeconds({ weaponScale: 2, reloaderScale: 0 })).toBe(12);
    expect(reloadSeconds({ weaponScale: 2, reloaderScale: 0, reloaders: 3 })).toBe(4);
    expect(reloadSeconds({ weaponScale: 1, reloaderScale: 0, reloaders: 3 })).toBe(3); // 8 s ÷ 3, rounded up
    expect(() => reloadSeconds({ weaponScale: 0, reloaderScale: 0, reloaders: 0 })).toThrow(RangeError);
  });

  it("an empty weapon cannot fire until reloaded", () => {
    const empty = fireShot({ loaded: 1, capacity: 1 });
    expect(empty.loaded).toBe(0);
    expect(() => fireShot(empty)).toThrow(/reload/);
    expect(reloaded(empty).loaded).toBe(1);
    expect(() => fireShot({ loaded: 2, capacity: 1 })).toThrow(RangeError);
  });
});

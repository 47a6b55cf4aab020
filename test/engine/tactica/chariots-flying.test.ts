import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { chariotChargeTurns, chariotCover, chariotHandling, crewMayMelee, teamTargets } from "../../../module/engine/rulesets/tactica/chariots";
import { canCircle, checkFlight, facingSteps, mayStrikeFlyer, missileVsFlyer, parseFlyer } from "../../../module/engine/rulesets/tactica/flying";

describe("chariots", () => {
  it("light: base pace 9, −1 pace and driving for the second crewman", () => {
    expect(chariotHandling({ kind: "light", team: 2, crew: 1 })).toEqual({ pace: 9, drivingModifiers: [], impassable: false });
    const two = chariotHandling({ kind: "light", team: 2, crew: 2 });
    expect(two.pace).toBe(8);
    expect(two.drivingModifiers).toEqual([{ dice: -1, reason: "chariot.crew", code: "chariot.crew" }]);
    expect(() => chariotHandling({ kind: "light", team: 2, crew: 3 })).toThrow(/at most 2/);
  });
  it("heavy: base pace 7, −1 per crew over 2; a 4-horse team makes it 9; 4 horses keep a light chariot's pace", () => {
    expect(chariotHandling({ kind: "heavy", team: 2, crew: 4 }).pace).toBe(5);
    expect(chariotHandling({ kind: "heavy", team: 4, crew: 2 }).pace).toBe(9);
    const light4 = chariotHandling({ kind: "light", team: 4, crew: 2 });
    expect(light4.pace).toBe(9);
    expect(light4.drivingModifiers).toHaveLength(1);
  });
  it("terrain: rough −2, difficult −4, impassable ground", () => {
    expect(chariotHandling({ kind: "light", team: 2, crew: 1 }, "rough").drivingModifiers).toEqual([{ dice: -2, reason: "chariot.terrain.rough", code: "chariot.terrain.rough" }]);
    expect(chariotHandling({ kind: "light", team: 2, crew: 1 }, "difficult").drivingModifiers[0]!.dice).toBe(-4);
    expect(chariotHandling({ kind: "light", team: 2, crew: 1 }, "impassable").impassable).toBe(true);
  });
  it("a second 45° turn needs a Driving roll at −2 (light) / −4 (heavy); fail goes straight, fumble flips", () => {
    expect(chariotChargeTurns(queuedDice([]), { kind: "light", team: 2, crew: 1 }, 1, 4).result).toBe("made");
    // 4 driving dice − 2 = 2 dice.
    const ok = chariotChargeTurns(queuedDice([5, 3]), { kind: "light", team: 2, crew: 1 }, 2, 4);
    expect(ok).toMatchObject({ result: "made", roll: [5, 3] });
    expect(chariotChargeTurns(queuedDice([2, 3]), { kind: "light", team: 2, crew: 1 }, 2, 4).result).toBe("straight");
    expect(chariotChargeTurns(queuedDice([1, 3]), { kind: "light", team: 2, crew: 1 }, 2, 4).result).toBe("flipped");
    // Heavy: 6 − 4 = 2 dice.
    expect(chariotChargeTurns(queuedDice([2, 6]), { kind: "heavy", team: 2, crew: 2 }, 2, 6).roll).toEqual([2, 6]);
    expect(() => chariotChargeTurns(queuedDice([]), { kind: "light", team: 2, crew: 1 }, 3, 4)).toThrow(/at most two/);
  });
  it("Light cover except from the rear; a heavy chariot's team strikes two front targets", () => {
    expect(chariotCover(false)).toBe("light");
    expect(chariotCover(true)).toBe("none");
    expect(teamTargets({ kind: "heavy", team: 4, crew: 2 }, 3)).toBe(2);
    expect(teamTargets({ kind: "light", team: 4, crew: 2 }, 3)).toBe(1);
    expect(crewMayMelee("front")).toBe(false);
    expect(crewMayMelee("side")).toBe(true);
  });
});

describe("flying", () => {
  it("reads ~2/2/3", () => {
    expect(parseFlyer("~2/2/3")).toEqual({ speed: 2, turnRate: 2, dive: 3 });
    expect(() => parseFlyer("2/2")).toThrow(SyntaxError);
  });
  it("the ~2/2/3 flyer: must move a zone, turns up to 2, dives to 3 and falls beyond", () => {
    const f = parseFlyer("~2/2/3");
    expect(checkFlight(f, 0, 0).grounded).toBe(true);
    expect(checkFlight(f, 2, 2).ok).toBe(true);
    expect(checkFlight(f, 2, 3).ok).toBe(false);
    expect(checkFlight(f, 3, 0)).toMatchObject({ ok: true, diving: true });
    expect(checkFlight(f, 4, 0)).toMatchObject({ ok: false, falling: true });
    expect(checkFlight(f, 4, 0, true).ok).toBe(true);
  });
  it("facings: 8 on squares, 6 on hexes; turn rate 6 circles", () => {
    expect(facingSteps(0, 7)).toBe(1);
    expect(facingSteps(0, 3, "hex")).toBe(3);
    expect(canCircle({ speed: 1, turnRate: 6, dive: 2 })).toBe(true);
    expect(canCircle(parseFlyer("~2/2/3"))).toBe(false);
  });
  it("only held actions by those InContact with its target strike a flyer as it attacks", () => {
    expect(mayStrikeFlyer({ flyerAttacking: true, inContactWithItsTarget: true, holdingAction: true })).toBe(true);
    expect(mayStrikeFlyer({ flyerAttacking: false, inContactWithItsTarget: true, holdingAction: true })).toBe(false);
  });
  it('"Missile fire against a flyer is harder, reduce the number of dice by their speed as long as they are flying."', () => {
    expect(missileVsFlyer(parseFlyer("~2/2/3"), true)).toEqual({ dice: -2, reason: "flyer.speed", code: "flyer.speed" });
    expect(missileVsFlyer(parseFlyer("~3/1/4"), true)).toEqual({ dice: -3, reason: "flyer.speed", code: "flyer.speed" });
    // "as long as they are flying": hovering or landed, no penalty
    expect(missileVsFlyer(parseFlyer("~2/2/3"), false)).toBeNull();
    // the table option that drops it
    expect(missileVsFlyer(parseFlyer("~2/2/3"), true, false)).toBeNull();
  });
});

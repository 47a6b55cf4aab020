import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../../module/engine/dice/source";
import { areaShape, areaSize, areaTargets, resolveAreaEffect, rollAreaAttack } from "../../../../module/engine/rulesets/six-seconds/area-attack";
import { metresToSquares } from "../../../../module/engine/rulesets/six-seconds/scale";

const grenadier = { skill: 1, scale: 0 };

describe("six-seconds area attacks: sizes", () => {
  it("spheres are one square of their scale across: scale 0, 1, 2 cover 1, 2×2, 4×4 squares of a scale-0 grid", () => {
    expect(metresToSquares(areaSize("sphere", 0).widthMetres, 0)).toBe(1);
    expect(metresToSquares(areaSize("sphere", 1).widthMetres, 0)).toBe(2);
    expect(metresToSquares(areaSize("sphere", 2).widthMetres, 0)).toBe(4);
  });

  it("lines are half a square wide and two long; cones one long and one wide at the end", () => {
    expect(areaSize("line", 0)).toMatchObject({ lengthMetres: 2, widthMetres: 0.5 });
    expect(areaSize("line", 1)).toMatchObject({ lengthMetres: 4, widthMetres: 1 });
    expect(areaSize("cone", 2)).toMatchObject({ lengthMetres: 4, widthMetres: 4 });
    expect(() => areaSize("ring" as never, 0)).toThrow(/unknown area form/);
  });
});

/** One token per square of a scale-0 grid, ids "x,y", squares from (x0, y0) to (x1, y1) inclusive. */
function gridTokens(x0: number, y0: number, x1: number, y1: number) {
  const out = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push({ id: `${x},${y}`, x, y, width: 1, height: 1 });
  return out;
}

describe("six-seconds area attacks: who is in the area", () => {
  const grid = gridTokens(-3, -3, 6, 6);

  it("a scale 0 sphere affects one square, scale 1 a 2×2 area, scale 2 a 4×4 area (scale-0 grid)", () => {
    expect(areaTargets(areaShape("sphere", 0, { x: 0.5, y: 0.5 }), grid)).toEqual(["0,0"]);
    expect(areaTargets(areaShape("sphere", 1, { x: 1, y: 1 }), grid).sort()).toEqual(["0,0", "0,1", "1,0", "1,1"]);
    expect(areaTargets(areaShape("sphere", 2, { x: 2, y: 2 }), grid)).toHaveLength(16);
  });

  it("everything even partly in the area: a horse straddling the sphere's edge is caught", () => {
    const horse = { id: "horse", x: 0.8, y: -1.5, width: 2, height: 2 };
    expect(areaTargets(areaShape("sphere", 0, { x: 0.5, y: 0.5 }), [horse])).toEqual(["horse"]);
  });

  it("a scale 0 line runs two squares, a scale 0 cone one square", () => {
    expect(areaTargets(areaShape("line", 0, { x: 1, y: 0.5 }, 0), grid)).toEqual(["1,0", "2,0"]);
    expect(areaTargets(areaShape("cone", 0, { x: 1, y: 0.5 }, 0), grid)).toEqual(["1,0"]);
    expect(areaShape("cone", 1, { x: 0, y: 0 }, 90)).toMatchObject({ kind: "cone", length: 2, flat: true, direction: 90 });
  });
});

describe("six-seconds area attacks: attack and scatter", () => {
  it("the square's Target is 4 for a human attacker", () => {
    const hit = rollAreaAttack(queuedDice([3]), { attacker: grenadier, rangeIncrements: 0 });
    expect(hit.attack).toMatchObject({ total: 4, target: 4, success: true });
    expect(hit.hit).toBe(true);
    // a scale-1 attacker aims at Target 3, with its attack bonus reduced by its scale
    expect(rollAreaAttack(queuedDice([3]), { attacker: { skill: 1, scale: 1 }, rangeIncrements: 0 }).attack).toMatchObject({ total: 3, target: 3 });
  });

  it("a miss scatters: d8 direction and 1d6 per range increment out", () => {
    // two increments beyond the first: three range increments out, 3d6
    const miss = rollAreaAttack(queuedDice([1, 3, 2, 5, 6]), { attacker: grenadier, rangeIncrements: 2 });
    expect(miss.hit).toBe(false);
    expect(miss.scatter).toMatchObject({ dice: [2, 5, 6], squares: 13, squareScale: 0, metres: 13 });
    expect(miss.scatter?.direction).toMatchObject({ roll: 3, direction: "E" });
    expect(miss.scatter).toMatchObject({ dx: 13, dy: 0, landing: { x: 13, y: 0 } });
    const from = rollAreaAttack(queuedDice([1, 4, 2]), { attacker: grenadier, rangeIncrements: 0, aimPoint: { x: 10.5, y: 3.5 } });
    expect(from.scatter?.landing).toEqual({ x: 12.5, y: 5.5 }); // SE, 2 squares
  });

  it("scatter squares are of the larger of attacker and weapon scale", () => {
    const miss = rollAreaAttack(queuedDice([1, 1, 4]), { attacker: grenadier, rangeIncrements: 0, weaponScale: 2 });
    expect(miss.scatter).toMatchObject({ squares: 4, squareScale: 2, metres: 16 });
    expect(() => rollAreaAttack(queuedDice([1]), { attacker: grenadier, rangeIncrements: -1 })).toThrow(/rangeIncrements/);
  });
});

describe("six-seconds area attacks: defences and one damage roll", () => {
  const targets = [
    { id: "knight", toughness: 12, defence: { kind: "block" as const, bonus: 2 } },
    { id: "rogue", toughness: 10, defence: { kind: "dodge" as const, bonus: 2 } },
    { id: "monk", toughness: 9, defence: { kind: "dodge" as const, bonus: 2 }, evasion: true },
    { id: "goblin", toughness: 9 },
  ];

  it("shields block; a dodge takes 3 off; Evasion negates; one damage roll for all", () => {
    // DC 4 + 1 = 5. Defence dice: knight 3 (5, blocks), rogue 4 (6, dodges), monk 3 (5, evades); then 2d6+2: 6 + 4 + 2 = 12
    const dice = queuedDice([3, 4, 3, 6, 4]);
    const out = resolveAreaEffect(dice, { attacker: grenadier, targets, damage: { count: 2, sides: 6, bonus: 2 } });
    expect(dice.remaining).toBe(0);
    expect(out.damage?.total).toBe(12);
    const by = Object.fromEntries(out.targets.map((t) => [t.id, t]));
    expect(by.knight).toMatchObject({ negated: true, affected: false });
    expect(by.rogue).toMatchObject({ negated: false, damageTaken: 9 });
    expect(by.rogue?.damageOutcome?.result).toBe("wound");
    expect(by.monk).toMatchObject({ negated: true });
    expect(by.goblin).toMatchObject({ damageTaken: 12 });
    expect(by.goblin?.damageOutcome?.result).toBe("dying");
  });

  it("a failed defence takes the full roll", () => {
    const out = resolveAreaEffect(queuedDice([1, 5]), { attacker: grenadier, targets: [targets[1]!], damage: { count: 1, sides: 6, bonus: 0 } });
    expect(out.targets[0]).toMatchObject({ negated: false, damageTaken: 5 });
  });

  it("non-damage effects: no dodge without Evasion", () => {
    const dice = queuedDice([6]);
    const out = resolveAreaEffect(dice, { attacker: grenadier, targets: [targets[1]!, targets[2]!] });
    expect(dice.used).toBe(1); // only the monk rolls
    expect(out.targets[0]).toMatchObject({ id: "rogue", affected: true, negated: false });
    expect(out.targets[0]?.explanation[0]).toMatch(/cannot be dodged without Evasion/);
    expect(out.targets[1]).toMatchObject({ id: "monk", affected: false, negated: true });
  });

  it("rejects parries and duplicate targets", () => {
    expect(() => resolveAreaEffect(queuedDice([3]), { attacker: grenadier, targets: [{ id: "x", toughness: 9, defence: { kind: "parry" as never, bonus: 1 } }] })).toThrow(/only block or dodge/);
    expect(() => resolveAreaEffect(queuedDice([3]), { attacker: grenadier, targets: [targets[3]!, targets[3]!] })).toThrow(/twice/);
  });
});

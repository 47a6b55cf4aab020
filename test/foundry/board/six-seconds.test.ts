import { describe, expect, it } from "vitest";
import { footprintOf } from "../../../module/canvas/token-data";
import { queuedDice } from "../../../module/engine/dice/source";
import { rollAreaAttack } from "../../../module/engine/rulesets/six-seconds/area-attack";
import { rangeIncrements } from "../../../module/engine/rulesets/six-seconds/ranged";
import { areaTemplate, areaTemplateTargets, scatterTemplate } from "../../../module/rulesets/six-seconds/board-area";
import { sixSecondsBoard } from "../../../module/rulesets/six-seconds/board";
import { GRID, attackCtx, board, moveCtx, rect, stats, token, zone } from "./fixtures";

const rules = sixSecondsBoard;

describe("six-seconds: metres on the grid", () => {
  it("prefills the metres between attacker and target, measured on the grid", () => {
    const index = board([], [token("a", 0, 0), token("t", 12, 5)]);
    const p = rules.attackPrefill(attackCtx(index, "a", "t"));
    // Equidistant diagonals (the default): max(12, 5) squares of 1 m.
    expect(p.fields["metres"]).toBe(12);
    index.grid = { ...GRID, diagonals: "alternating" };
    index.load([], [token("a", 0, 0), token("t", 12, 5)]);
    expect(rules.attackPrefill(attackCtx(index, "a", "t")).fields["metres"]).toBe(14);
  });
});

describe("six-seconds: areas on templates", () => {
  it("sizes spheres, lines and cones by scale on the 1 m grid", () => {
    const at = { x: 500, y: 500 };
    expect(areaTemplate("sphere", 0, at)).toMatchObject({ t: "circle", distance: 0.5 });
    expect(areaTemplate("sphere", 2, at)).toMatchObject({ t: "circle", distance: 2 }); // one 4 m square across
    expect(areaTemplate("line", 1, at, 90)).toMatchObject({ t: "ray", distance: 4, width: 1, direction: 90 });
    expect(areaTemplate("cone", 3, at)).toMatchObject({ t: "cone", distance: 8 });
  });

  it("the rules place areas by form and scale (unknown forms place nothing), caught by footprint", () => {
    expect(rules.areaTemplate?.("line", 0, { x: 0, y: 0 }, 45)).toEqual({ t: "ray", x: 0, y: 0, distance: 2, width: 0.5, direction: 45 });
    expect(rules.areaTemplate?.("blast", 0, { x: 0, y: 0 }, 0)).toBeNull();
    expect(rules.areas).toEqual({ membership: "footprint", flatCones: true });
  });

  it("targets everyone even partly inside: a scale-2 sphere (4 m across) centred on a square's corner", () => {
    const tpl = areaTemplate("sphere", 2, { x: 1000, y: 1000 });
    const tokens = [token("in", 9, 9), token("touching", 11, 9), token("out", 12, 9), token("horse", 7, 10, { width: 2, height: 2 })].map((t) => footprintOf(t, GRID));
    // Radius 200 px about (1000, 1000): square 11 spans x 1100…1200 (in), square 12 starts at 1200 (touching only: out).
    expect(areaTemplateTargets(tpl, GRID, tokens)).toEqual(["in", "touching", "horse"]);
  });

  it("a miss scatters the template by the direction die and 1d6 per range increment out, and retargets", () => {
    // A grenade thrown 20 m with a 10 m increment: one increment beyond the first, so 2d6 of scatter.
    const increments = rangeIncrements(20, 10);
    expect(increments).toBe(1);
    // d6 attack 1 (miss against Target 4); scatter die 3 = east; distance dice 4 + 2 = 6 squares of scale 0 = 6 m.
    const dice = queuedDice([1, 3, 4, 2]);
    const roll = rollAreaAttack(dice, { attacker: { skill: 0, scale: 0 }, rangeIncrements: increments });
    expect(roll.hit).toBe(false);
    const aimed = areaTemplate("sphere", 1, { x: 1000, y: 1000 });
    const moved = scatterTemplate(aimed, roll.scatter!, GRID);
    expect(moved.template).toMatchObject({ t: "circle", x: 1600, y: 1000 });
    expect(moved.path).toEqual([{ x: 1000, y: 1000 }, { x: 1600, y: 1000 }]);
    expect(roll.scatter!.dice).toEqual([4, 2]);
    const tokens = [token("aimed-at", 9, 9), token("bystander", 15, 9)].map((t) => footprintOf(t, GRID));
    expect(areaTemplateTargets(aimed, GRID, tokens)).toEqual(["aimed-at"]);
    expect(areaTemplateTargets(moved.template, GRID, tokens)).toEqual(["bystander"]);
  });

  it("a scale-2 weapon scatters in 4 m squares", () => {
    const roll = rollAreaAttack(queuedDice([1, 5, 1]), { attacker: { skill: 0, scale: 0 }, rangeIncrements: 0, weaponScale: 2 });
    const moved = scatterTemplate(areaTemplate("sphere", 2, { x: 0, y: 0 }), roll.scatter!, GRID);
    expect(moved.template).toMatchObject({ x: 0, y: 400 }); // die 5 = south, 1 square of 4 m
  });
});

describe("six-seconds: sizes and movement", () => {
  it("a token's size follows its scale (2^scale m on the 1 m grid)", () => {
    expect(rules.tokenSize(stats((s) => (s.sixSeconds.scale = 0)), GRID)).toEqual({ width: 1, height: 1 });
    expect(rules.tokenSize(stats((s) => (s.sixSeconds.scale = 1)), GRID)).toEqual({ width: 2, height: 2 });
    expect(rules.tokenSize(stats((s) => (s.sixSeconds.scale = -1)), GRID)).toEqual({ width: 0.5, height: 0.5 });
    expect(rules.sizeLabel(stats((s) => (s.sixSeconds.scale = 2)))).toEqual({ key: "FRAY.Board.Size.Scale", data: { scale: 2 } });
  });

  it("1 s per move of up to speed; running triples the squares a second covers; difficult terrain doubles", () => {
    const mud = zone("mud", [rect(1000, 0, 1000, 1000)], { features: ["difficult"] });
    const index = board([zone("field", [rect(0, 0, 1000, 1000)]), mud], [token("a", 0, 0)]);
    const speed4 = stats((s) => (s.sixSeconds.speed = 4));
    // 4 squares east over open ground: one move, 1 s.
    expect(rules.moveCost(moveCtx(index, "a", token("a", 4, 0), { stats: speed4 })).cost).toEqual({ seconds: 1, moved: { squares: 4, metresPerSecond: 4, straightMetres: 4 } });
    // 9 squares: three moves of up to 4.
    expect(rules.moveCost(moveCtx(index, "a", token("a", 9, 0), { stats: speed4 })).cost).toEqual({ seconds: 3, moved: { squares: 9, metresPerSecond: 3, straightMetres: 9 } });
    // Running: 12 squares a second; 30 squares in a straight line take 3 s (the least a run lasts).
    expect(rules.moveCost(moveCtx(index, "a", token("a", 9, 0), { stats: speed4, mode: "run" })).cost).toEqual({ seconds: 3, moved: { squares: 9, metresPerSecond: 3, straightMetres: 9 } });
    // 8 squares from square 6 to 14: 3 open (7, 8, 9) and 5 in the mud (10…14) cost 3 + 10 = 13 squares: 4 s.
    index.upsertToken(token("a", 6, 0));
    const muddy = rules.moveCost(moveCtx(index, "a", token("a", 14, 0), { stats: speed4 }));
    // The mud slows the move, it does not lengthen it: 8 squares moved, 2 m/s.
    expect(muddy.cost).toEqual({ seconds: 4, moved: { squares: 8, metresPerSecond: 2, straightMetres: 8 } });
    // Nobody runs through mud, and a move costing more seconds than are left is refused.
    const run = rules.moveCost(moveCtx(index, "a", token("a", 14, 0), { stats: speed4, mode: "run" }));
    expect(run.allowed).toBe(false);
    expect(run.reasons.map((r) => r.key)).toContain("FRAY.Board.Move.RunTerrain");
    const late = rules.moveCost(moveCtx(index, "a", token("a", 14, 0), { stats: speed4, turn: { secondsLeft: 2 } }));
    expect(late.allowed).toBe(false);
    expect(late.reasons).toEqual([{ key: "FRAY.Board.Move.NoSeconds", data: { seconds: 4, left: 2 } }]);
  });

  it("a horse (scale 1, speed 4 of its 2 m squares) covers 8 one-metre squares a second: 4 of its own squares, 8 m/s", () => {
    const index = board([], [token("h", 0, 0, { width: 2, height: 2 })]);
    const horse = stats((s) => ((s.sixSeconds.scale = 1), (s.sixSeconds.speed = 4)));
    expect(rules.moveCost(moveCtx(index, "h", token("h", 8, 0, { width: 2, height: 2 }), { stats: horse })).cost).toEqual({ seconds: 1, moved: { squares: 4, metresPerSecond: 8, straightMetres: 8 } });
    expect(rules.moveCost(moveCtx(index, "h", token("h", 9, 0, { width: 2, height: 2 }), { stats: horse })).cost).toEqual({ seconds: 2, moved: { squares: 4, metresPerSecond: 4, straightMetres: 9 } });
  });
});

describe("six-seconds: flanking read from the board (issue 24, audit SM2)", () => {
  it("“A character is flanked when he has an enemy on two opposite adjacent squares”: the dialog's Flanked box starts ticked", () => {
    // The target at (5, 5); its enemies (disposition −1 against its 1) west and east of it.
    const flanked = board([], [token("a", 4, 5, { disposition: -1 }), token("t", 5, 5), token("b", 6, 5, { disposition: -1 })]);
    expect(rules.attackPrefill(attackCtx(flanked, "a", "t")).fields["flanked"]).toBe(true);
    // West and north are not opposite; an ally opposite does not flank.
    const corner = board([], [token("a", 4, 5, { disposition: -1 }), token("t", 5, 5), token("b", 5, 4, { disposition: -1 }), token("friend", 6, 5)]);
    expect(rules.attackPrefill(attackCtx(corner, "a", "t")).fields["flanked"]).toBe(false);
  });
});

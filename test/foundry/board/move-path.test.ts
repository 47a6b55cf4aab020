/**
 * Issue 21 #11: a move is charged along its path (every zone it passes through), not on the straight line
 * between its end points. Pure: the path is the token centres of the movement's waypoints.
 */
import { describe, expect, it } from "vitest";
import { factionsBoard } from "../../../module/rulesets/factions/board";
import { frozenLandsBoard } from "../../../module/rulesets/frozen-lands/board";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import { sixSecondsBoard } from "../../../module/rulesets/six-seconds/board";
import { zonesAlong } from "../../../module/canvas/zone-move";
import { board, moveCtx, rect, row, token, zone } from "./fixtures";

// z0 | z1 | z2 in a row, and a long zone "south" under all three (z0 and south share an edge, and so on).
const layout = () => [...row(3), zone("south", [rect(0, 1000, 3000, 1000)])];
const centre = (col: number, r: number) => ({ x: col * 100 + 50, y: r * 100 + 50 });

describe("zones along a path", () => {
  it("lists each zone the path passes through, in order, once per visit", () => {
    const index = board(layout(), []);
    const at = (x: number, y: number) => index.zoneAt(x, y);
    expect(zonesAlong([centre(5, 5), centre(15, 5), centre(5, 5)], at, 50)).toEqual(["z0", "z1", "z0"]);
    expect(zonesAlong([centre(5, 5), centre(5, 15), centre(15, 15), centre(15, 5)], at, 50)).toEqual(["z0", "south", "z1"]);
  });
});

describe("moves are charged along their path", () => {
  it("factions: out into the next zone and back costs 2 zones, not nothing", () => {
    const index = board(layout(), [token("runner", 5, 5)]);
    const c = factionsBoard.moveCost(moveCtx(index, "runner", token("runner", 6, 5), { via: [centre(15, 5)] }));
    expect(c.cost).toEqual({ zones: 2 });
  });

  it("frozen-lands: round the corner through a third zone costs an action per zone crossed", () => {
    const index = board(layout(), [token("hero", 5, 5)]);
    const straight = frozenLandsBoard.moveCost(moveCtx(index, "hero", token("hero", 15, 5)));
    expect(straight.cost).toEqual({ actions: 1, zones: 1 });
    const around = frozenLandsBoard.moveCost(moveCtx(index, "hero", token("hero", 15, 5), { via: [centre(5, 15), centre(15, 15)], turn: { actionsLeft: 1 } }));
    expect(around.cost).toEqual({ actions: 2, zones: 2 });
    expect(around.reasons).toEqual([{ key: "FRAY.Board.Move.NoActions", data: { actions: 2, left: 1 } }]);
  });

  it("tactica: one zone a move, even when both ends are in neighbouring zones but the path goes round", () => {
    const index = board(layout(), [token("x", 5, 5)]);
    expect(tacticaBoard.moveCost(moveCtx(index, "x", token("x", 15, 5))).allowed).toBe(true);
    const around = tacticaBoard.moveCost(moveCtx(index, "x", token("x", 15, 5), { via: [centre(5, 15), centre(15, 15)] }));
    expect(around.reasons).toEqual([{ key: "FRAY.Board.Move.OneZone", data: { zones: 2 } }]);
  });

  it("six-seconds: seconds are counted on every square of the path", () => {
    const index = board(layout(), [token("m", 0, 0)]);
    const straight = sixSecondsBoard.moveCost(moveCtx(index, "m", token("m", 4, 0)));
    const detour = sixSecondsBoard.moveCost(moveCtx(index, "m", token("m", 4, 0), { via: [centre(0, 8), centre(4, 8)] }));
    expect((detour.cost.seconds ?? 0) > (straight.cost.seconds ?? 0)).toBe(true);
  });
});

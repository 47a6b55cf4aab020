/**
 * Issue 25 (re-audit Z1, Z3) on the board: "Speed: the maximum number of zones the flying can move in one action …
 * Dive: the maximum speed a flyer is capable of and still remain in control … Moving faster than this is considered
 * to be falling." The wyvern ~2/2/3 (its sheet's rating) crosses two zones in one move, three diving; four is refused
 * (it would fall). A creature without a rating still crosses one zone a move.
 */
import { describe, expect, it } from "vitest";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import { board, moveCtx, row, stats, token } from "../board/fixtures";

const wyvern = stats((s) => (s.tactica.flyer = "~2/2/3"));
const field = () => board(row(5), [token("w", 1, 1)]);
/** A move from z0 straight to the zone `n` zones on. */
const fly = (n: number, s = wyvern) => tacticaBoard.moveCost(moveCtx(field(), "w", token("w", 1 + n * 10, 1), { stats: s }));

describe("tactica flyers on the board", () => {
  it("the ~2/2/3 wyvern crosses 2 zones flying and 3 diving, arriving Alone", () => {
    expect(fly(2)).toMatchObject({ allowed: true, cost: { zones: 2 } });
    const dive = fly(3);
    expect(dive.allowed).toBe(true);
    expect(dive.notes).toContainEqual({ key: "FRAY.Board.Move.FlyerDiving", data: { zones: 3, speed: 2 } });
    expect(dive.notes).toContainEqual({ key: "FRAY.Board.Move.ArriveAlone" });
  });

  it("4 zones is past its dive: refused, naming why; a creature without a rating crosses only one zone", () => {
    const fall = fly(4);
    expect(fall.allowed).toBe(false);
    expect(fall.reasons).toEqual([{ key: "FRAY.Board.Move.FlyerFalling", data: { zones: 4, dive: 3 } }]);
    expect(fly(2, stats()).allowed).toBe(false);
    expect(fly(1, stats()).allowed).toBe(true);
  });
});

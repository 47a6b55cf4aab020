/**
 * Issue 25 (re-audit Z2) on the board: "Turn Rate: the number of turns a flyer may make during an action. … A turn is
 * a change of facing within the zone grid. In a square grid there are 8 facings (four cardinals and 4 diagonals). …
 * the facing of a flyer is required to be tracked … placed to indicate facing." The flyer faces where its token is
 * turned (rotation 0: north); a move flies along its path, so each change of heading (from its facing to the first
 * leg, then leg to leg) is counted in 45° facing steps, and a move turning more than its turn rate is refused.
 */
import { describe, expect, it } from "vitest";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import { board, moveCtx, row, stats, token } from "../board/fixtures";

const wyvern = stats((s) => (s.tactica.flyer = "~2/2/3"));
/** The wyvern at square (1,5) of z0, turned `rotation`; z0..z2 run east. */
const field = (rotation: number) => board(row(3), [token("w", 1, 5, { rotation })]);
const fly = (rotation: number, to: [number, number], via: Array<[number, number]> = [], s = wyvern) =>
  tacticaBoard.moveCost(
    moveCtx(field(rotation), "w", token("w", to[0], to[1], { rotation }), { stats: s, via: via.map(([c, r]) => ({ x: c * 100 + 50, y: r * 100 + 50 })) }),
  );

describe("tactica flyers: turn rate on the board (Z2)", () => {
  it("facing east and flying east: no turn; facing north, east is two turns (its rate 2)", () => {
    expect(fly(90, [12, 5]).allowed).toBe(true);
    expect(fly(0, [12, 5]).allowed).toBe(true);
  });

  it("more turns than its turn rate in one move is refused, naming the turns", () => {
    // Facing south (180), flying east is 2 turns, then north-east a third.
    const r = fly(180, [14, 2], [[11, 5]]);
    expect(r.allowed).toBe(false);
    expect(r.reasons).toEqual([{ key: "FRAY.Board.Move.FlyerTurns", data: { turns: 3, rate: 2 } }]);
    // Facing east, the same path is one turn.
    expect(fly(90, [14, 2], [[11, 5]]).allowed).toBe(true);
    // Facing west, flying east is a full about-turn: 4 turns.
    expect(fly(270, [12, 5]).reasons).toEqual([{ key: "FRAY.Board.Move.FlyerTurns", data: { turns: 4, rate: 2 } }]);
  });
});

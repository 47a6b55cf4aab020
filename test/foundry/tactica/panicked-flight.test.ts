/**
 * Issue 25 (re-audit M4) on the board: "A Panicked creature will take compulsory actions to move as far as possible
 * from the greatest perceived danger, without concern for consequences (such as opportunity attacks or allies)."
 * Reading: the danger is the nearest enemy (in zones); a Panicked token's move must take it farther from it while a
 * farther zone is open, and never nearer. Others move as they like.
 */
import { describe, expect, it } from "vitest";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import { board, moveCtx, row, stats, token } from "../board/fixtures";

const foe = { disposition: -1 };
const PANICKED = ["tactica.panicked"];
/** z0 | z1 | z2 | z3: the orc in z1, the hero in z2 (or `heroZone`). */
const field = (heroZone = 2) => board(row(4), [token("orc", 15, 5, foe), token("hero", heroZone * 10 + 5, 5)]);
function move(toZone: number, statuses: string[] = PANICKED, heroZone = 2, col = 5) {
  const ctx = moveCtx(field(heroZone), "hero", token("hero", toZone * 10 + col, 5), { stats: stats() });
  ctx.statuses = statuses;
  return tacticaBoard.moveCost(ctx);
}

describe("tactica Panicked flight on the board", () => {
  it("away from the orc is allowed; towards it, or staying put while a farther zone is open, is refused naming the danger", () => {
    expect(move(3).allowed).toBe(true);
    const toward = move(1);
    expect(toward.allowed).toBe(false);
    expect(toward.reasons).toContainEqual({ key: "FRAY.Board.Move.PanickedFlee", data: { zones: 1 } });
    // A step within its zone while z3 is open.
    expect(move(2, PANICKED, 2, 8).allowed).toBe(false);
  });

  it("leaving a melee it flees by Move even when Withdraw is picked: the enemies in it get their opportunity attacks", () => {
    const melee = board(row(4), [token("orc", 25, 5, { ...foe, flags: { fray: { contact: { group: "A" } } } }), token("hero", 26, 5, { flags: { fray: { contact: { group: "A" } } } })]);
    const ctx = moveCtx(melee, "hero", token("hero", 35, 5), { stats: stats(), mode: "withdraw" });
    ctx.statuses = PANICKED;
    expect(tacticaBoard.moveCost(ctx).opportunityAttackers).toEqual(["orc"]);
  });

  it("cornered (no farther zone), it may still shift within its zone; a creature not Panicked goes where it likes", () => {
    expect(move(3, PANICKED, 3, 8).allowed).toBe(true);
    expect(move(1, []).allowed).toBe(true);
  });
});

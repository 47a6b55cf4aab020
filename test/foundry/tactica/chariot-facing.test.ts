/**
 * Issue 25 (re-audit Y5, Y6) on the board: "Chariots provide Light Cover except from the rear" and "Characters on a
 * chariot cannot melee through their front due to the horse team. They must come alongside a target." The chariot is
 * the token whose actor's sheet names a chariot; it faces where its token is turned (rotation 0: the top of its
 * image, north). Someone standing on its footprint rides it: a missile at a rider (or the chariot) from anywhere but
 * its rear arc opens with Light cover's −1d, and a rider's melee on a target in its front arc is refused.
 */
import { describe, expect, it } from "vitest";
import { tokenFromSource } from "../../../module/canvas/document-data";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { attackCtx, board, row, stats, token } from "../board/fixtures";

const foe = { disposition: -1 };
const chariotStats = stats((s) => (s.tactica.chariot = { ...s.tactica.chariot, kind: "light", team: "2" }));

/**
 * One zone: the chariot (2x3, top-left at square 4,4: squares 4–5 x 4–6, turned `rotation`), its rider on square
 * (4,6), an archer north of it at (4,0), another south of it at (4,9), a foe on foot beside it at (6,5) and one in
 * front of it at (4,3).
 */
function field(rotation = 0) {
  const index = board(row(1), [
    token("chariot", 4, 4, { width: 2, height: 3, rotation }),
    token("rider", 4, 6),
    token("north", 4, 0, foe),
    token("south", 4, 9, foe),
    token("side", 6, 5, foe),
    token("front", 4, 3, foe),
  ]);
  return index;
}
const statsOf = (id: string): ActorSystem | null => (id === "chariot" ? chariotStats : stats());
const shoot = (from: string, at: string, rotation = 0) => tacticaBoard.attackPrefill({ ...attackCtx(field(rotation), from, at, { ranged: true }), statsOf });
const strike = (from: string, at: string, rotation = 0) => tacticaBoard.attackPrefill({ ...attackCtx(field(rotation), from, at), statsOf });

describe("tactica chariots: cover and the front", () => {
  it("a missile at the rider from the front or a side: Light cover, −1d; from the rear (behind the chariot's facing) none", () => {
    expect(shoot("north", "rider").fields["dice"]).toBe(-1);
    expect(shoot("north", "rider").notes).toContainEqual({ key: "FRAY.Board.Prefill.ChariotCover", data: { dice: -1 } });
    expect(shoot("side", "rider").fields["dice"]).toBe(-1);
    expect(shoot("south", "rider").fields["dice"]).toBeUndefined();
    // Turned round (180°), the south archer is in front and the north one behind.
    expect(shoot("south", "rider", 180).fields["dice"]).toBe(-1);
    expect(shoot("north", "rider", 180).fields["dice"]).toBeUndefined();
    // Someone not on a chariot has no such cover.
    expect(shoot("north", "side").fields["dice"]).toBeUndefined();
  });

  it("the rider cannot melee through the front; alongside it may", () => {
    expect(strike("rider", "front").refusal).toEqual({ key: "FRAY.Board.Prefill.ChariotFront" });
    expect(strike("rider", "side").refusal).toBeNull();
    // Turned to face east, the foe at its side is now in front.
    expect(strike("rider", "side", 90).refusal).toEqual({ key: "FRAY.Board.Prefill.ChariotFront" });
  });

  it('the chariot (its team) strikes through its front: "both contacted by the front of the chariot figure (not diagonal)"', () => {
    expect(strike("chariot", "front").refusal).toBeNull();
    expect(strike("chariot", "side").refusal).toEqual({ key: "FRAY.Board.Prefill.ChariotTeamFront" });
    expect(strike("chariot", "side", 90).refusal).toBeNull();
  });

  it("the board reads a token's rotation from its document", () => {
    expect(tokenFromSource("t", { x: 0, y: 0, rotation: 135 }).rotation).toBe(135);
    expect(tokenFromSource("t", { x: 0, y: 0 }).rotation).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { boardBlast } from "../../../module/rulesets/factions/board-blast";
import { factionsBoard } from "../../../module/rulesets/factions/board";
import { attackCtx, board, moveCtx, rect, row, stats, token, zone } from "./fixtures";

const rules = factionsBoard;
const foe = { disposition: -1 };

describe("factions: zone count and half range", () => {
  const index = board(row(10), [token("archer", 1, 1), ...Array.from({ length: 9 }, (_, i) => token(`t${i + 1}`, (i + 1) * 10 + 1, 1, foe))]);

  it("prefills the zone count; a bow of range 8 needs a WIT save beyond 4 zones", () => {
    const at = (t: string) => rules.attackPrefill(attackCtx(index, "archer", t, { ranged: true, rangeZones: 8 }));
    expect(at("t4").fields).toEqual({ distance: 4, halfRange: false });
    expect(at("t5").fields).toEqual({ distance: 5, halfRange: true });
    expect(at("t5").notes[1]).toEqual({ key: "FRAY.Board.Prefill.BeyondHalf", data: { zones: 5, range: 8 } });
  });

  it("notes a barrier on the border between attacker and target and prefills Barrier", () => {
    const walled = board(
      [zone("a", [rect(0, 0, 1000, 1000)], { borders: [{ zone: "b", cover: "none", soft: false, linear: false, choke: 0, barrier: true }] }), zone("b", [rect(1000, 0, 1000, 1000)])],
      [token("x", 1, 1), token("y", 11, 1, foe)],
    );
    expect(walled.graph.coverBetween("a", "b")).toBe("total");
    expect(rules.attackPrefill(attackCtx(walled, "x", "y")).notes).toContainEqual({ key: "FRAY.Board.Prefill.Barrier" });
    expect(rules.attackPrefill(attackCtx(walled, "x", "y")).fields["protection"]).toBe("barrier");
  });
});

describe("factions: movement", () => {
  const index = board(row(6), [token("runner", 1, 1)]);
  const to = (zoneIndex: number) => token("runner", zoneIndex * 10 + 1, 1);

  it("2 zones, or 4 sprinting; half that when combined with actions", () => {
    expect(rules.moveCost(moveCtx(index, "runner", to(2))).allowed).toBe(true);
    expect(rules.moveCost(moveCtx(index, "runner", to(3))).reasons).toEqual([{ key: "FRAY.Board.Move.TooFar", data: { zones: 3, allowance: 2 } }]);
    expect(rules.moveCost(moveCtx(index, "runner", to(4), { mode: "sprint" })).allowed).toBe(true);
    expect(rules.moveCost(moveCtx(index, "runner", to(5), { mode: "sprint" })).allowed).toBe(false);
    expect(rules.moveCost(moveCtx(index, "runner", to(1), { turn: { acting: true } })).allowed).toBe(true);
    expect(rules.moveCost(moveCtx(index, "runner", to(2), { turn: { acting: true } })).reasons).toEqual([{ key: "FRAY.Board.Move.HalfSpeed", data: { zones: 2, allowance: 1 } }]);
    // Zones already moved this turn count.
    expect(rules.moveCost(moveCtx(index, "runner", to(1), { turn: { zonesMoved: 2 } })).allowed).toBe(false);
  });

  it("shows the size on the token", () => {
    expect(rules.sizeLabel(stats((s) => (s.factions.size = "large")))).toEqual({ key: "FRAY.Factions.Size.large" });
    expect(rules.tokenSize(stats(), { size: 100, distance: 1 })).toBeNull();
  });
});

describe("factions: blasts on zones", () => {
  // Three zones in a row; "straddler" stands across the z1|z2 edge with its centre in z1.
  const make = () =>
    board(row(3), [
      token("wyrm", 11, 1, foe),
      token("a", 13, 3),
      token("b", 15, 5),
      token("straddler", 19, 7, { width: 1.6, height: 1 }),
      token("z0guy", 5, 5),
      token("z2guy", 25, 5),
    ]);

  it("a melee blast hits the attacker's zone and its border standers, never the attacker", () => {
    const index = make();
    const out = boardBlast(queuedDice([]), { graph: index.graph, regions: index.zoneRegions(), tokens: index.allTokens(), attacker: "wyrm", melee: true });
    expect(out.zone).toBe("z1");
    expect(out.targets).toEqual(["a", "b", "straddler"]);
  });

  it("a ranged blast on a zone hits it and whoever stands on its borders (the straddler on z2's border)", () => {
    const index = make();
    const out = boardBlast(queuedDice([]), { graph: index.graph, regions: index.zoneRegions(), tokens: index.allTokens(), attacker: "z0guy", melee: false, zone: "z2", range: 2, hit: true });
    expect(out.targets).toEqual(["straddler", "z2guy"]);
  });

  it("a ranged blast that misses deviates to a numbered neighbouring zone by a die roll", () => {
    const index = make();
    // z1's neighbours are numbered z0 = 1, z2 = 2; a d2 showing 2 sends it into z2.
    const out = boardBlast(queuedDice([2]), { graph: index.graph, regions: index.zoneRegions(), tokens: index.allTokens(), attacker: "z0guy", melee: false, zone: "z1", range: 2, hit: false });
    expect(out.deviated).toBe(true);
    expect(out.deviation).toEqual({ numbered: ["z0", "z2"], roll: 2, zone: "z2" });
    expect(out.targets).toEqual(["straddler", "z2guy"]);
    const back = boardBlast(queuedDice([1]), { graph: index.graph, regions: index.zoneRegions(), tokens: index.allTokens(), attacker: "z0guy", melee: false, zone: "z1", range: 2, hit: false });
    // Aimed at the attacker's neighbour and deviated into its own zone: the attacker is hit too.
    expect(back.zone).toBe("z0");
    expect(back.targets).toEqual(["z0guy"]);
  });
});

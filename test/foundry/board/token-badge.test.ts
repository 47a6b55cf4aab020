/** The badge under a token: its size where the footprint does not show it, and its tactica contact status. */
import { describe, expect, it } from "vitest";
import { BOARD_RULES } from "../../../module/rulesets/boards";
import { badgeNotes } from "../../../module/canvas/token-badge";
import { occupancyFrom } from "../../../module/canvas/board-occupancy";
import { GRID, board, row, stats, token } from "./fixtures";

describe("token badges", () => {
  it("factions shows the size class; a six-seconds token shows its scale by its footprint, so no badge", () => {
    const big = stats((s) => (s.factions.size = "large"));
    expect(badgeNotes(BOARD_RULES.factions, big, GRID, null)).toEqual([{ key: "FRAY.Factions.Size.large" }]);
    expect(badgeNotes(BOARD_RULES["six-seconds"], stats(), GRID, null)).toEqual([]);
    expect(badgeNotes(BOARD_RULES["frozen-lands"], stats(), GRID, null)).toEqual([]);
  });

  it("tactica shows the Physical rank and the contact status the engine works out", () => {
    const strong = stats((s) => (s.tactica.physical.rank = 3));
    const group = { flags: { fray: { contact: { group: "A", close: [] } } } };
    const index = board(row(1), [token("hero", 1, 1, group), token("orc", 2, 1, { disposition: -1, ...group }), token("loner", 5, 5)]);
    const occ = occupancyFrom(index.graph, index.allTokens());
    expect(badgeNotes(BOARD_RULES.tactica, strong, GRID, occ.status("hero"))).toEqual([{ key: "FRAY.Board.Size.Physical", data: { rank: 3 } }, { key: "FRAY.Board.Contact.InContact" }]);
    expect(badgeNotes(BOARD_RULES.tactica, strong, GRID, occ.status("loner"))[1]).toEqual({ key: "FRAY.Board.Contact.Alone" });
    // A token without an actor still shows its contact status.
    expect(badgeNotes(BOARD_RULES.tactica, null, GRID, "InClose")).toEqual([{ key: "FRAY.Board.Contact.InClose" }]);
  });
});

/**
 * Issue 25 (re-audit V4) on the board: "Cover as an area within a zone becomes something that is occupied and the
 * occupant must be challenged to get them out of it. Until then the occupier of the cover counts its benefits. …
 * Area cover is occupied and they must all be defeated before they lose its benefits." The GM marks a zone as area
 * cover of a kind (its zone behaviour's features, as a RegionBehavior stores them); a missile from outside it at a
 * token standing in it opens with that cover's dice off, nothing typed: hard light −1d, hard heavy −2d and no
 * rerolls, soft light / medium / heavy −1d / −2d / −3d.
 */
import { describe, expect, it } from "vitest";
import { ZONE_FEATURES } from "../../../module/canvas/zone-data";
import lang from "../../../lang/en.json";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import { attackCtx, board, row, stats, token } from "../board/fixtures";

const foe = { disposition: -1 };

/** Two zones side by side: an archer in z0 (square 1,1), a foe holding z1 (square 11,1) and another foe in z0. */
function shoot(features: string[], from = "archer", at = "holder", ranged = true) {
  const index = board(row(2, { z1: features }), [token("archer", 1, 1), token("holder", 11, 1, foe), token("near", 3, 1, foe)]);
  return tacticaBoard.attackPrefill({ ...attackCtx(index, from, at, { ranged }), statsOf: () => stats() });
}

describe("tactica area cover inside a zone (V4)", () => {
  it("the zone behaviour offers each area cover kind as a feature the GM sets", () => {
    for (const f of ["area-cover-hard-light", "area-cover-hard-heavy", "area-cover-soft-light", "area-cover-soft-medium", "area-cover-soft-heavy"]) {
      expect(ZONE_FEATURES).toContain(f);
      // The zone behaviour's choices label each feature FRAY.Board.Feature.<id> (zone-behavior.ts).
      expect((lang.FRAY.Board.Feature as Record<string, string>)[f]).toBeTruthy();
      expect(tacticaBoard.zoneFeatures).toContain(f);
    }
  });

  it("a missile at an occupant of the area cover loses its dice, from outside the zone", () => {
    expect(shoot(["area-cover-hard-light"]).fields["dice"]).toBe(-1);
    expect(shoot(["area-cover-hard-light"]).notes).toContainEqual({ key: "FRAY.Board.Prefill.AreaCover", data: { dice: -1 } });
    expect(shoot(["area-cover-hard-heavy"]).fields["dice"]).toBe(-2);
    expect(shoot(["area-cover-hard-heavy"]).notes).toContainEqual({ key: "FRAY.Board.Prefill.AreaCoverNoRerolls", data: { dice: -2 } });
    expect(shoot(["area-cover-soft-light"]).fields["dice"]).toBe(-1);
    expect(shoot(["area-cover-soft-medium"]).fields["dice"]).toBe(-2);
    expect(shoot(["area-cover-soft-heavy"]).fields["dice"]).toBe(-3);
  });

  it("no area cover: none off; a target outside the cover zone, or a melee, gets none", () => {
    expect(shoot([]).fields["dice"]).toBeUndefined();
    expect(shoot(["area-cover-soft-heavy"], "archer", "near").fields["dice"]).toBeUndefined();
    expect(shoot(["area-cover-soft-heavy"], "archer", "holder", false).fields["dice"]).toBeUndefined();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZoneIndex } from "../../../module/canvas/zone-index";
import { GRID, rect, row, token, zone } from "./fixtures";

/** Random boards changed one step at a time must agree with a board loaded from scratch in the end state. */
describe("the incremental zone index agrees with a full reload", () => {
  it("after any sequence of token moves and region changes", () => {
    const regionArb = fc.record({ id: fc.constantFrom("z0", "z1", "z2", "z3"), x: fc.integer({ min: 0, max: 30 }), w: fc.integer({ min: 1, max: 15 }) });
    const step = fc.oneof(
      fc.record({ kind: fc.constant("move" as const), t: fc.integer({ min: 0, max: 5 }), col: fc.integer({ min: 0, max: 40 }), row: fc.integer({ min: 0, max: 12 }) }),
      fc.record({ kind: fc.constant("region" as const), r: regionArb }),
      fc.record({ kind: fc.constant("remove" as const), id: fc.constantFrom("z0", "z1", "z2", "z3") }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let regions = row(4);
        let tokens = Array.from({ length: 6 }, (_, i) => token(`t${i}`, i * 6, i));
        const live = new ZoneIndex(GRID);
        live.load(regions, tokens);
        for (const s of steps) {
          if (s.kind === "move") {
            const moved = token(`t${s.t}`, s.col, s.row);
            tokens = tokens.map((t) => (t.id === moved.id ? moved : t));
            live.upsertToken(moved);
          } else if (s.kind === "region") {
            const changed = zone(s.r.id, [rect(s.r.x * 100, 0, s.r.w * 100, 1000)]);
            regions = [...regions.filter((r) => r.id !== changed.id), changed];
            live.upsertRegion(changed);
          } else {
            regions = regions.filter((r) => r.id !== s.id);
            live.removeRegion(s.id);
          }
        }
        const fresh = new ZoneIndex(GRID);
        fresh.load(regions, tokens);
        for (const t of tokens) expect(live.zoneOf(t.id)).toBe(fresh.zoneOf(t.id));
        const edges = (ix: ZoneIndex) => ix.graph.boundaries.map((b) => [...b.between].sort().join("|")).sort();
        expect(edges(live)).toEqual(edges(fresh));
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * Where tokens stand for a factions blast ("all characters in it and on its borders"): in the zone holding the
 * token's centre, and on the border with a neighbouring zone when the token's footprint reaches into it (the
 * neighbour it reaches furthest into). Tokens placed by hand, or in zones without a shape, stand in no border.
 */
import { clipToRect, polygonArea } from "../engine/areas/geometry";
import type { ZonePosition } from "../engine/areas/blast";
import type { ZoneGraph } from "../engine/zones/graph";
import type { ZoneRegion } from "./zone-graph-builder";
import type { BoardToken } from "./zone-index";

function overlapArea(region: ZoneRegion, t: BoardToken): number {
  const { x, y, width, height } = t.footprint;
  const [bx0, by0, bx1, by1] = region.geometry.bounds;
  if (x + width <= bx0 || x >= bx1 || y + height <= by0 || y >= by1) return 0;
  let area = 0;
  for (const p of region.geometry.solids) area += polygonArea(clipToRect(p, x, y, x + width, y + height));
  return area;
}

export function blastPositions(graph: ZoneGraph, regions: readonly ZoneRegion[], tokens: readonly BoardToken[]): ZonePosition[] {
  const byId = new Map(regions.map((r) => [r.id, r]));
  const out: ZonePosition[] = [];
  for (const t of tokens) {
    if (t.zone === null || !graph.has(t.zone)) continue;
    const pos: ZonePosition = { id: t.id, zone: t.zone };
    if (t.handZone === null) {
      let best = 0;
      for (const n of graph.neighbours(t.zone)) {
        const r = byId.get(n);
        const a = r ? overlapArea(r, t) : 0;
        // A sliver from rounding is no foothold: at least 1 % of the footprint.
        if (a > best && a > 0.01 * t.footprint.width * t.footprint.height) {
          best = a;
          pos.border = n;
        }
      }
    }
    out.push(pos);
  }
  return out;
}

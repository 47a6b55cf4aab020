/**
 * How many zones a move crosses, counted along its path (every zone it passes through, in order), not between
 * its end points: a move around a corner through a third zone, or out of a zone and back, pays for each crossing.
 * The start every zone-counting ruleset's move charge shares.
 */
import type { ZoneGraph } from "../engine/zones/graph";
import { freeMove, type MoveBoardContext, type MoveCharge, type StepCost, type StepCostContext } from "./board-rules";

type Point = { x: number; y: number };

/**
 * The map zones a path passes through, in order, each once per visit: sampled every `step` pixels along each
 * segment. Points outside every zone are skipped (the path's next zone follows the last one seen).
 */
export function zonesAlong(path: readonly Point[], zoneAt: (x: number, y: number) => string | null, step: number): string[] {
  const out: string[] = [];
  const visit = (x: number, y: number) => {
    const z = zoneAt(x, y);
    if (z !== null && out.at(-1) !== z) out.push(z);
  };
  if (path.length > 0) visit(path[0]!.x, path[0]!.y);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step));
    for (let k = 1; k <= n; k++) visit(a.x + ((b.x - a.x) * k) / n, a.y + ((b.y - a.y) * k) / n);
  }
  return out;
}

/** Zone borders crossed visiting `zones` in order (a gap between two zones costs the graph distance), or null. */
function crossings(graph: ZoneGraph, zones: readonly string[]): number | null {
  let total = 0;
  for (let i = 1; i < zones.length; i++) {
    if (!graph.connected(zones[i - 1]!, zones[i]!)) return null;
    total += graph.distance(zones[i - 1]!, zones[i]!);
  }
  return total;
}

/**
 * The zones a move visits in order, its start first (consecutive repeats dropped). A zone assigned by hand at
 * either end (a map without regions) gives the end points only, as the map cannot show the path.
 */
function visited(ctx: MoveBoardContext): string[] {
  const { from, to } = ctx;
  if (from.zone === null || to.zone === null) return [];
  const byHand = from.handZone !== null || to.handZone !== null || !ctx.zoneAt;
  const seen = byHand ? [] : zonesAlong(ctx.path, ctx.zoneAt!, ctx.grid.size / 2);
  return [from.zone, ...seen, to.zone].filter((z, i, all) => i === 0 || z !== all[i - 1]);
}

/** The zones a move enters along its path, in order (the start left out): each one it passes through. */
export function zonesEntered(ctx: MoveBoardContext): string[] {
  return visited(ctx).slice(1);
}

/** The zones a move crosses (0 within one zone), or null when no path of zones joins its steps. */
export function pathZones(ctx: MoveBoardContext): number | null {
  const zones = visited(ctx);
  return zones.length === 0 ? 0 : crossings(ctx.graph, zones);
}

/**
 * The zones crossed from `ctx.from` to `ctx.to` along the path, or the whole charge when there is nothing to count:
 * free off the zones or when the path stays in one zone, refused when no path joins them.
 */
export function zonesCrossed(ctx: MoveBoardContext): number | MoveCharge {
  const zones = pathZones(ctx);
  if (zones === null) return { ...freeMove(), allowed: false, reasons: [{ key: "FRAY.Board.Move.NoPath" }] };
  return zones === 0 ? freeMove() : zones;
}

/**
 * The zone rulesets' step cost for core's ruler: a step from one zone into another costs the zones between them
 * (1 for neighbours), a step within a zone or off the zones nothing, a step between zones no path joins Infinity.
 * Summed along a path this is `pathZones` of that path where the zones tile the map; a gap outside every zone is
 * free here (the charge on the drop counts the zones on either side of it). A zone assigned by hand prices nothing.
 */
export function zoneStepCost(ctx: StepCostContext): StepCost {
  return (a, b) => {
    if (ctx.byHand) return 0;
    const from = ctx.zoneAt(a.x, a.y);
    const to = ctx.zoneAt(b.x, b.y);
    if (from === null || to === null || from === to) return 0;
    return ctx.graph.connected(from, to) ? ctx.graph.distance(from, to) : Infinity;
  };
}

/** A summed zone cost as the ruler shows it: whole zones (or actions), null when no path joins them. */
export function wholeCost(cost: number): number | null {
  return Number.isFinite(cost) ? Math.round(cost) : null;
}

/** The start every zone-counting ruleset's move charge shares: how many zones a token crosses between two zones. */
import { freeMove, type MoveBoardContext, type MoveCharge } from "./board-rules";

/**
 * The zones crossed from `ctx.from` to `ctx.to`, or the whole charge when there is nothing to count: free off the
 * zones or within one zone, refused when no path joins them.
 */
export function zonesCrossed(ctx: MoveBoardContext): number | MoveCharge {
  const { graph, from, to } = ctx;
  if (from.zone === null || to.zone === null || from.zone === to.zone) return freeMove();
  if (!graph.connected(from.zone, to.zone)) return { ...freeMove(), allowed: false, reasons: [{ key: "FRAY.Board.Move.NoPath" }] };
  return graph.distance(from.zone, to.zone);
}

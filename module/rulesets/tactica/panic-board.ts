/**
 * Panicked flight on the board: "A Panicked creature will take compulsory actions to move as far as possible from the
 * greatest perceived danger, without concern for consequences (such as opportunity attacks or allies)." Reading: the
 * danger is the nearest enemy's zone; the engine's panicFlight says how far from it the token can get with this move
 * (its zones), and a move that ends less far is refused. It leaves a melee by Move, never Withdraw, so the enemies in
 * it get their opportunity attacks. Cornered, it may still shift within its zone.
 */
import type { BoardNote, MoveBoardContext } from "../../canvas/board-rules";
import type { BoardToken } from "../../canvas/zone-index";
import { prepareActorDerived } from "../../data/actor/derived";
import { panicFlight } from "../../engine/rulesets/tactica/panic-flight";
import { compulsoryFlight } from "../../engine/rulesets/tactica/states";
import { tacticaCreatureOf } from "./damage";

// Another side than the mover's; neutral tokens are no danger to anyone but the neutral.
const isEnemy = (me: BoardToken, t: BoardToken): boolean => t.side !== me.side && t.side !== "0";

/** The zone of the enemy nearest to `zone` (null: no enemy reachable on the board). */
function dangerZone(ctx: MoveBoardContext, zone: string): string | null {
  const d = ctx.graph.distancesFrom(zone);
  let best: { zone: string; n: number } | null = null;
  for (const t of ctx.tokens) {
    if (t.id === ctx.from.id || !isEnemy(ctx.from, t) || t.zone === null) continue;
    const n = d.get(t.zone);
    if (n !== undefined && (best === null || n < best.n)) best = { zone: t.zone, n };
  }
  return best?.zone ?? null;
}

/** The token flees in compulsory flight (Panicked, not out of action). */
export function fleeing(ctx: MoveBoardContext): boolean {
  if (!ctx.statuses?.includes("tactica.panicked")) return false;
  return compulsoryFlight(tacticaCreatureOf(ctx.stats, prepareActorDerived(ctx.stats, ctx.items ?? []), ctx.statuses));
}

/** Why a Panicked token's move of `zones` is refused, or null (not fleeing, no danger, or as far as it can get). */
export function panickedMoveRefusal(ctx: MoveBoardContext, zones: number): BoardNote | null {
  if (ctx.from.zone === null || ctx.to.zone === null || !fleeing(ctx)) return null;
  const danger = dangerZone(ctx, ctx.from.zone);
  if (danger === null) return null;
  const c = tacticaCreatureOf(ctx.stats, prepareActorDerived(ctx.stats, ctx.items ?? []), ctx.statuses ?? []);
  const flight = panicFlight(ctx.graph, c, ctx.from.zone, danger, Math.max(1, zones));
  const reached = ctx.graph.distancesFrom(danger).get(ctx.to.zone) ?? Infinity;
  return reached < flight.distanceAfter ? { key: "FRAY.Board.Move.PanickedFlee", data: { zones: flight.distanceBefore } } : null;
}

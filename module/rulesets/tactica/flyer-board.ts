/**
 * A flyer's move on the board: "Speed: the maximum number of zones the flying can move in one action … Dive: the
 * maximum speed a flyer is capable of and still remain in control … Moving faster than this is considered to be
 * falling." A creature with a flying rating on its sheet (~speed/turn rate/dive) may cross up to its speed in zones in
 * one move, up to its dive diving; further is refused (it would fall). Everyone else crosses one zone a move.
 */
import type { BoardNote } from "../../canvas/board-rules";
import { checkFlight, parseFlyer, type FlyerStats } from "../../engine/rulesets/tactica/flying";
import type { ActorSystem } from "../../data/actor/schema";

function flyerOf(stats: ActorSystem): FlyerStats | null {
  const rating = stats.tactica.flyer.trim();
  if (rating === "") return null;
  try {
    return parseFlyer(rating);
  } catch {
    return null;
  }
}

/** A flyer's move of `zones`: null when it is no flyer (the one-zone rule applies), else allowed or not, with its note. */
export function flyerMove(stats: ActorSystem, zones: number): { allowed: boolean; note: BoardNote | null } | null {
  const f = flyerOf(stats);
  if (!f) return null;
  const check = checkFlight(f, zones, 0);
  if (check.falling) return { allowed: false, note: { key: "FRAY.Board.Move.FlyerFalling", data: { zones, dive: Math.max(f.speed, f.dive) } } };
  return { allowed: true, note: check.diving ? { key: "FRAY.Board.Move.FlyerDiving", data: { zones, speed: f.speed } } : null };
}

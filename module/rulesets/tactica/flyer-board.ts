/**
 * A flyer's move on the board: "Speed: the maximum number of zones the flying can move in one action … Dive: the
 * maximum speed a flyer is capable of and still remain in control … Moving faster than this is considered to be
 * falling." A creature with a flying rating on its sheet (~speed/turn rate/dive) may cross up to its speed in zones in
 * one move, up to its dive diving; further is refused (it would fall). Everyone else crosses one zone a move.
 */
import type { BoardNote, MoveBoardContext } from "../../canvas/board-rules";
import type { GridShape } from "../../canvas/token-data";
import { checkFlight, facingSteps, parseFlyer, type FlyerStats } from "../../engine/rulesets/tactica/flying";
import type { ActorSystem } from "../../data/actor/schema";
import { nextFlightParts, type FlightPart, type LatestFlight, type SpanFlight } from "./flight-split";

function flyerOf(stats: ActorSystem): FlyerStats | null {
  const rating = stats.tactica.flyer.trim();
  if (rating === "") return null;
  try {
    return parseFlyer(rating);
  } catch {
    return null;
  }
}

/**
 * "A turn is a change of facing within the zone grid. In a square grid there are 8 facings ... If you use an offset
 * grid (hex pattern) then there are only 6 facings": the nearest facing (clockwise from north) to a bearing in
 * degrees, and the engine's grid kind. A pointy-topped hex row grid faces its neighbours at 30° + 60° steps, a
 * flat-topped column grid at 60° steps; a gridless scene counts as squares.
 */
export function facingOf(degrees: number, shape: GridShape = "square"): { facing: number; grid: "square" | "hex" } {
  if (shape !== "hex-rows" && shape !== "hex-columns") return { facing: ((Math.round(degrees / 45) % 8) + 8) % 8, grid: "square" };
  const offset = shape === "hex-rows" ? 30 : 0;
  return { facing: ((Math.round((degrees - offset) / 60) % 6) + 6) % 6, grid: "hex" };
}

/**
 * The facing changes of a flight: "A turn is a change of facing within the zone grid. In a square grid there are 8
 * facings". It starts facing where its token is turned and flies along its path, so each change of heading counts
 * (its facing to the first leg, then leg to leg), in the grid's facing steps (45° on squares, 60° on hexes).
 */
export function flightTurns(ctx: Pick<MoveBoardContext, "from" | "path"> & { grid?: Pick<MoveBoardContext["grid"], "shape"> }): number {
  const shape = ctx.grid?.shape;
  let facing = facingOf(ctx.from.rotation, shape).facing;
  let turns = 0;
  for (let i = 1; i < ctx.path.length; i++) {
    const a = ctx.path[i - 1]!;
    const b = ctx.path[i]!;
    if (a.x === b.x && a.y === b.y) continue;
    // Bearing clockwise from north, screen y pointing down.
    const { facing: heading, grid } = facingOf((Math.atan2(b.x - a.x, -(b.y - a.y)) * 180) / Math.PI, shape);
    turns += facingSteps(facing, heading, grid);
    facing = heading;
  }
  return turns;
}

/**
 * A flyer's move of `zones` turning `turns` times, after `earlier` zones and turns in the same action ("Speed: the
 * maximum number of zones the flying can move in one action"; "Turn Rate: the number of turns a flyer may make during
 * an action"): null when it is no flyer (the one-zone rule applies), else allowed or not, with its note, and the
 * earlier part of the flight it joins (`joins`). Refused counting `earlier`, it may join the next action's flight
 * instead (flight-split.ts) as `latest` (the step slot's note of its latest action) allows.
 */
export function flyerMove(stats: ActorSystem, zones: number, turns = 0, earlier: SpanFlight = { zones: 0, turns: 0 }, latest: LatestFlight | null = null): { allowed: boolean; note: BoardNote | null; joins: FlightPart } | null {
  const f = flyerOf(stats);
  if (!f) return null;
  const whole = { zones: earlier.zones, turns: earlier.turns };
  const counted = flightCheck(f, zones, turns, whole);
  if (counted.allowed) return { ...counted, joins: whole };
  // A first part is a legal flight when it would have been allowed as a move of its own.
  const parts = nextFlightParts(earlier, latest, (part) => flightCheck(f, 0, 0, part).allowed);
  for (const part of parts) {
    const next = flightCheck(f, zones, turns, part);
    if (next.allowed) return { ...next, joins: part };
  }
  // Refused either way: the reason names the next action's flight at its latest cut, when the span may be cut.
  const first = parts[0];
  return first ? { ...flightCheck(f, zones, turns, first), joins: first } : { ...counted, joins: whole };
}

function flightCheck(f: FlyerStats, zones: number, turns: number, earlier: { zones: number; turns: number }): { allowed: boolean; note: BoardNote | null } {
  const allZones = earlier.zones + zones;
  const allTurns = earlier.turns + turns;
  const check = checkFlight(f, allZones, allTurns);
  const before = earlier.zones > 0 || earlier.turns > 0;
  if (allTurns > f.turnRate) {
    return { allowed: false, note: before ? { key: "FRAY.Board.Move.FlyerTurnsThisAction", data: { turns: allTurns, earlier: earlier.turns, rate: f.turnRate } } : { key: "FRAY.Board.Move.FlyerTurns", data: { turns, rate: f.turnRate } } };
  }
  const dive = Math.max(f.speed, f.dive);
  if (check.falling) return { allowed: false, note: before ? { key: "FRAY.Board.Move.FlyerFallingThisAction", data: { zones: allZones, earlier: earlier.zones, dive } } : { key: "FRAY.Board.Move.FlyerFalling", data: { zones, dive } } };
  return { allowed: true, note: check.diving ? { key: "FRAY.Board.Move.FlyerDiving", data: { zones: allZones, speed: f.speed } } : null };
}

/**
 * A flyer turning in place: "Turn Rate: the number of turns a flyer may make during an action. ... A turn is a change
 * of facing within the zone grid. In a square grid there are 8 facings". Each 45° facing step of the token's rotation
 * is a turn; the turns made in place in one action since its last move add up (canvas/turn-in-place.ts), and one past
 * its turn rate is refused. A creature
 * with no flying rating turns freely. A hex scene's 6 facings count 60° steps (flyer-board.ts reads a move's turns
 * the same way).
 */
import type { BoardNote } from "../../canvas/board-rules";
import type { ActorSystem } from "../../data/actor/schema";
import type { GridShape } from "../../canvas/token-data";
import { facingSteps, parseFlyer } from "../../engine/rulesets/tactica/flying";
import { facingOf } from "./flyer-board";

export function flyerTurnInPlace(ctx: { stats: ActorSystem; from: number; to: number; turnsSoFar: number; shape?: GridShape }): { turns: number; allowed: boolean; note: BoardNote | null } | null {
  const rating = ctx.stats.tactica.flyer.trim();
  if (rating === "") return null;
  let rate: number;
  try {
    rate = parseFlyer(rating).turnRate;
  } catch {
    return null;
  }
  const from = facingOf(ctx.from, ctx.shape);
  const turns = ctx.turnsSoFar + facingSteps(from.facing, facingOf(ctx.to, ctx.shape).facing, from.grid);
  if (turns <= rate) return { turns, allowed: true, note: null };
  return { turns, allowed: false, note: { key: "FRAY.Board.Move.FlyerTurnsInPlace", data: { turns, rate } } };
}

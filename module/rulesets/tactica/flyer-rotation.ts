/**
 * A flyer turning in place: "Turn Rate: the number of turns a flyer may make during an action. ... A turn is a change
 * of facing within the zone grid. In a square grid there are 8 facings". Each 45° facing step of the token's rotation
 * is a turn; the turns made in place since its last move add up, and one past its turn rate is refused. A creature
 * with no flying rating turns freely. Squares' 8 facings (flyer-board.ts reads a move's turns the same way).
 */
import type { BoardNote } from "../../canvas/board-rules";
import type { ActorSystem } from "../../data/actor/schema";
import { facingSteps, parseFlyer } from "../../engine/rulesets/tactica/flying";

const facingOf = (degrees: number): number => ((Math.round(degrees / 45) % 8) + 8) % 8;

export function flyerTurnInPlace(ctx: { stats: ActorSystem; from: number; to: number; turnsSoFar: number }): { turns: number; allowed: boolean; note: BoardNote | null } | null {
  const rating = ctx.stats.tactica.flyer.trim();
  if (rating === "") return null;
  let rate: number;
  try {
    rate = parseFlyer(rating).turnRate;
  } catch {
    return null;
  }
  const turns = ctx.turnsSoFar + facingSteps(facingOf(ctx.from), facingOf(ctx.to));
  if (turns <= rate) return { turns, allowed: true, note: null };
  return { turns, allowed: false, note: { key: "FRAY.Board.Move.FlyerTurnsInPlace", data: { turns, rate } } };
}

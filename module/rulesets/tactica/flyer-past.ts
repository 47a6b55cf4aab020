/**
 * "Flyers can generally only be attacked at the moment they attack, or with ranged attacks. ... You can also rely on
 * opportunity attacks as a flyer goes past you": a flyer's move through a zone it enters and leaves again (each zone
 * along its path but the last) passes the enemies standing there, and each may make an opportunity attack. Those
 * where it starts are the melee it leaves (leaveContact), those where it lands it has not gone past.
 */
import type { BoardNote, MoveBoardContext } from "../../canvas/board-rules";
import { zonesEntered } from "../../canvas/zone-move";

/** The enemies a flyer's move goes past (another side than the mover's; neutral tokens are no one's enemy). */
export function flyerPassedBy(ctx: MoveBoardContext): string[] {
  const passed = new Set(zonesEntered(ctx).slice(0, -1));
  if (passed.size === 0) return [];
  const me = ctx.from;
  return ctx.tokens.filter((t) => t.id !== me.id && t.zone !== null && passed.has(t.zone) && t.side !== me.side && t.side !== "0").map((t) => t.id);
}

export const flyerPastNote = (count: number): BoardNote => ({ key: "FRAY.Board.Move.FlyerPast", data: { count } });

/**
 * Linear cover on the board (audit V5): "Linear cover is a line behind which someone hides and can be overcome by
 * getting to the other side (a battle move roll) unchallenged." "Linear cover that is being defended could allow the
 * defenders to automatically intercept any attacker trying to get past it, but once you run out of defenders any
 * further attackers would penetrate the defence. The defence should probably have a choke value placed on it."
 * A zone board holds no line inside a zone: the GM draws the line as the border between two zones and marks it
 * *Linear cover* in the border settings, with its choke value (0: none set). A move across it is checked with the
 * engine's `linearCoverPassage`: the defenders are the mover's enemies standing on the far side who are free (Alone:
 * not yet busy in a melee), at most the choke of them; while one is free the mover is intercepted (the move is
 * refused: it must engage them at the line); when none is, it gets past, and the crossing asks its battle move roll
 * (a prompt: the text prints no mechanic for that roll).
 */
import type { BoardNote, MoveBoardContext } from "../../canvas/board-rules";
import { occupancyFrom } from "../../canvas/board-occupancy";
import { linearCoverPassage } from "../../engine/rulesets/tactica/cover";

/** The choke value a border's features carry ("choke-N"; 0: none set). */
function chokeOf(features: readonly string[]): number {
  for (const f of features) {
    const m = /^choke-(\d+)$/.exec(f);
    if (m) return Number(m[1]);
  }
  return 0;
}

/** A move across a linear cover border: refused while a free defender intercepts, else its battle move roll's prompt. */
export function linearCoverCrossing(ctx: MoveBoardContext): { refusal: BoardNote | null; prompt: BoardNote | null } {
  const none = { refusal: null, prompt: null };
  const { from, to, graph } = ctx;
  if (from.zone === null || to.zone === null || from.zone === to.zone) return none;
  const border = graph.boundary(from.zone, to.zone);
  if (!border || !border.features.includes("linear-cover")) return none;
  const occ = occupancyFrom(graph, ctx.tokens);
  const free = ctx.tokens.filter((t) => t.zone === to.zone && t.id !== from.id && t.side !== from.side && occ.has(t.id) && occ.status(t.id) === "Alone").length;
  const choke = chokeOf(border.features);
  // No choke set: every free defender holds the line ("sheer numbers will overwhelm it" is the attackers' count).
  const passage = linearCoverPassage(1, free, choke > 0 ? choke : free);
  if (passage.intercepted > 0) return { refusal: { key: "FRAY.Board.Move.LinearCoverHeld", data: { defenders: free, holding: Math.min(free, choke > 0 ? choke : free) } }, prompt: null };
  return { refusal: null, prompt: { key: "FRAY.Board.Move.LinearCoverCross" } };
}

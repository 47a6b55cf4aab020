// Who acts next in the countdown (most dice, players first), apart from how dice are rolled and spent.
import { latest } from "../../turns/peek";
import { turnLeft, type Ctx, type State, type TacticaFighter } from "./turn-fighters";

/** The fighters holding the most dice among those considered so far, in roster order (players among them apart). */
interface Top {
  most: number;
  ids: string[];
  players: string[];
}

function consider(top: Top, id: string, f: TacticaFighter): void {
  const n = f.dice.length;
  if (n < top.most) return;
  if (n > top.most) {
    top.most = n;
    top.ids = [];
    top.players = [];
  }
  top.ids.push(id);
  if (f.side === "player") top.players.push(id);
}

/**
 * Who may take the next action: the top of the countdown. Among those with a turn left (in the countdown, those not
 * holding; when everyone left is holding, it comes back to them), whoever holds the most dice, players first.
 */
export function countdown(state: State): string[] {
  // This runs after every command: one pass over the roster and the fighters as plain data behind the draft (peek.ts).
  const d = latest(state.data);
  const fighters = latest(d.fighters);
  const inCountdown = d.refreshBy === null;
  const all: Top = { most: 0, ids: [], players: [] };
  const waiting: Top = { most: 0, ids: [], players: [] };
  for (const c of latest(state.combatants)) {
    const id = c.id;
    const f = fighters[id];
    if (!turnLeft(f, d.refreshBy)) continue;
    consider(all, id, f!);
    if (inCountdown && !f!.holding) consider(waiting, id, f!);
  }
  const top = waiting.ids.length > 0 ? waiting : all;
  return top.players.length > 0 ? top.players : top.ids;
}

export function announce(ctx: Ctx): void {
  // The countdown is a pass over the roster after every command; a simulation drops the event, so skip the pass.
  if (ctx.eventsDropped) return;
  ctx.emit("countdown", { next: countdown(ctx.state), refresh: ctx.data.refreshBy !== null });
}

/** Whether `id` is surprised this round (a surprised target has passive armour only and may not soak). */
export function isSurprised(state: State, id: string): boolean {
  return (state.data.surprised ?? []).includes(id);
}

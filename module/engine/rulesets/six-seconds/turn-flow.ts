// The order of turns and the round's end (a turn begins, a rider's mount goes with it, the next one or a new round).
import { latest } from "../../turns/peek";
import { MOUNT_CONTROL_SECONDS } from "./mounted";
import { resetSharedBodies } from "./turn-possession";
import { fighter, type Ctx } from "./turn-fighters";
import { closeSeconds, openSeconds } from "./turn-seconds";

/** Start a turn (normal or kept), then let an action carried over from the last turn use its seconds first. */
export function beginTurn(ctx: Ctx, id: string, kind: "normal" | "delayed"): void {
  const f = fighter(ctx, id);
  if (kind === "normal" && f.delaying) {
    f.delaying = false;
    ctx.emit("delayedTurnLost", { combatant: id });
  }
  if (kind === "delayed" && ctx.state.active !== null) ctx.interrupt(id, { delayedTurn: true });
  else ctx.startTurn(id, kind === "delayed" ? { delayedTurn: true } : {});
  if (kind === "normal") f.hadTurn = true;
  else f.delaying = false;
  openSeconds(ctx, id);
  if (f.mount) {
    const m = fighter(ctx, f.mount);
    m.hadTurn = true;
    m.withRider = true;
    ctx.emit("mountTurn", { combatant: f.mount, rider: id, controlSeconds: f.controlSeconds ?? MOUNT_CONTROL_SECONDS });
    openSeconds(ctx, f.mount);
  }
}

/** A rider's turn ends (or is kept for later): the mount's turn, run together with it, ends too. */
export function closeMountTurn(ctx: Ctx, rider: string, pass: boolean): void {
  const mountId = fighter(ctx, rider).mount;
  if (!mountId) return;
  const m = fighter(ctx, mountId);
  if (!m.withRider) return;
  m.withRider = false;
  if (pass) closeSeconds(ctx, mountId);
  else m.hadTurn = fighter(ctx, rider).hadTurn;
}

/** After a turn ends with nobody resumed: the next in order, or the round ends and the next begins. */
export function advance(ctx: Ctx): void {
  if (ctx.state.active !== null) return;
  // Read the plain records behind the draft (peek.ts): drafting every fighter passed over cost most of a command.
  const fighters = latest(ctx.data.fighters);
  let next = latest(ctx.data.order).find((id) => !fighters[id]!.hadTurn);
  if (next === undefined) {
    ctx.endRound();
    for (const f of Object.values(ctx.data.fighters)) f.hadTurn = false;
    resetSharedBodies(ctx.data);
    ctx.startRound();
    next = ctx.data.order[0]!;
  }
  beginTurn(ctx, next, "normal");
}

// A turn's budget of seconds (spending, stun, carried-over actions, delays) apart from who acts when.
import { MAX_TIMERS } from "./turn-limits";
import { MOUNT_CONTROL_SECONDS } from "./mounted";
import { chargeSharedBody, sharedBodySecondsLeft } from "./turn-possession";
import { fighter, type Ctx, type SixSecondsFighter } from "./turn-fighters";

/** Seconds of `f`'s turn it may spend on its own actions: the turn less what controlling a mount takes. */
export function allowance(f: SixSecondsFighter): number {
  return Math.max(0, f.secondsPerTurn - (f.mount ? (f.controlSeconds ?? MOUNT_CONTROL_SECONDS) : 0));
}

/** Seconds left for actions now: the turn's allowance, and for a possessed body what it has left this round. */
export function secondsLeft(ctx: Ctx, id: string): number {
  const f = fighter(ctx, id);
  return Math.min(Math.max(0, allowance(f) - f.spent), sharedBodySecondsLeft(ctx.data, id));
}

/** Spend `n` seconds of `id`'s turn; any delay that runs out in them goes off, after the second it ends on. */
export function spend(ctx: Ctx, id: string, n: number): void {
  const f = fighter(ctx, id);
  const due = f.timers.filter((t) => t.secondsLeft <= n).sort((a, b) => a.secondsLeft - b.secondsLeft);
  for (const t of due) ctx.emit("delayElapsed", { combatant: id, name: t.name, timer: t.id, afterSecond: f.spent + t.secondsLeft });
  f.timers = f.timers.filter((t) => t.secondsLeft > n);
  for (const t of f.timers) t.secondsLeft -= n;
  f.spent += n;
}

export function complete(ctx: Ctx, id: string, name: string, delaySeconds: number | null): void {
  const f = fighter(ctx, id);
  ctx.emit("actionCompleted", { combatant: id, name, afterSecond: f.spent });
  if (delaySeconds === null) return;
  if (delaySeconds === 0) {
    ctx.emit("delayElapsed", { combatant: id, name, timer: null, afterSecond: f.spent });
    return;
  }
  if (f.timers.length >= MAX_TIMERS) throw new RangeError(`act: ${id} already has ${MAX_TIMERS} delays running`);
  const timer = { id: ctx.data.nextTimer++, name, secondsLeft: delaySeconds };
  f.timers.push(timer);
  ctx.emit("delayStarted", { combatant: id, name, timer: timer.id, seconds: delaySeconds });
}

/**
 * Stun seconds pass first, as far as the turn has seconds of its own left (a rider's less the mount's control, which
 * goes on meanwhile); the rest wait for the next turn.
 */
export function sitOutStun(ctx: Ctx, id: string): void {
  const f = fighter(ctx, id);
  const n = Math.min(f.stunned, Math.max(0, allowance(f) - f.spent));
  if (n === 0) return;
  spend(ctx, id, n);
  f.stunned -= n;
  ctx.emit("stunnedSeconds", { combatant: id, seconds: n, stillStunned: f.stunned });
}

/**
 * Seconds given to another's action while it was not this fighter's turn (a crew reloading together: turn-crew.ts)
 * pass next, as far as the turn has seconds left; the rest wait for the turn after.
 */
function payOwed(ctx: Ctx, id: string): void {
  const f = fighter(ctx, id);
  const n = Math.min(f.owed ?? 0, secondsLeft(ctx, id));
  if (n === 0) return;
  spend(ctx, id, n);
  chargeSharedBody(ctx.data, id, n);
  f.owed = f.owed! - n;
  ctx.emit("owedSeconds", { combatant: id, seconds: n, stillOwed: f.owed });
}

/** One staggered round begins for `id`: its d6 of stunned seconds join any stun still to sit out. */
export function staggerRound(ctx: Ctx, id: string): void {
  const f = fighter(ctx, id);
  const seconds = f.staggered!.shift()!;
  f.stunned += seconds;
  ctx.emit("staggeredRound", { combatant: id, seconds, roundsLeft: f.staggered!.length });
}

/** `id` is taking a turn now: its own, or (a mount) its rider's. */
export function inTurnNow(ctx: Ctx, id: string): boolean {
  const f = fighter(ctx, id);
  return ctx.state.active === id || (!!f.rider && ctx.state.active === f.rider && f.withRider === true);
}

/** A fresh turn's seconds: stun passes first, then seconds owed to a crew's action, then an action carried over from the last turn uses what it needs. */
export function openSeconds(ctx: Ctx, id: string): void {
  const f = fighter(ctx, id);
  f.spent = 0;
  // "In a single turn": a new turn counts its own moves (zeroed, not deleted: stored data is merged).
  if (f.moved) f.moved = { squares: 0, metresPerSecond: 0, straightMetres: 0 };
  if (f.staggered?.length) staggerRound(ctx, id);
  sitOutStun(ctx, id);
  payOwed(ctx, id);
  const carried = f.ongoing;
  const left = secondsLeft(ctx, id);
  if (carried && left > 0) {
    const n = Math.min(carried.secondsLeft, left);
    spend(ctx, id, n);
    chargeSharedBody(ctx.data, id, n);
    carried.secondsLeft -= n;
    ctx.emit("actionContinued", { combatant: id, name: carried.name, seconds: n, secondsLeft: carried.secondsLeft });
    if (carried.secondsLeft === 0) {
      f.ongoing = null;
      complete(ctx, id, carried.name, carried.delaySeconds);
    }
  }
}

/** The rest of `id`'s turn passes (delays keep counting); the budget is per turn, so nothing stays spent. */
export function closeSeconds(ctx: Ctx, id: string): number {
  const f = fighter(ctx, id);
  const unused = Math.max(0, f.secondsPerTurn - f.spent);
  if (unused > 0) spend(ctx, id, unused);
  f.spent = 0;
  return unused;
}

// Who acts on whose count (a rider and its mount, minds sharing a possessed body), apart from the commands.
import { readInt } from "../../turns/args";
import { ROUND_SECONDS } from "./turn-actions";
import { MOUNT_CONTROL_SECONDS } from "./mounted";
import { fighter, type Ctx } from "./turn-fighters";
import { openSeconds } from "./turn-seconds";
import { closeMountTurn } from "./turn-flow";

/** `rider` mounts `mountValue` (before the encounter: from its addCombatant spec; during it: on the rider's turn). */
export function linkMount(ctx: Ctx, rider: string, mountValue: unknown, controlValue: unknown): void {
  const mountId = ctx.combatant(mountValue, "mount").id;
  const cmd = { type: "mount" };
  const control = controlValue === undefined ? MOUNT_CONTROL_SECONDS : readInt(cmd, "controlSeconds", controlValue, 0, ROUND_SECONDS);
  if (rider === mountId) throw new RangeError(`mount: ${rider} cannot ride itself`);
  const r = fighter(ctx, rider);
  const m = fighter(ctx, mountId);
  if (r.mount) throw new RangeError(`mount: ${rider} already rides ${r.mount}`);
  if (r.rider) throw new RangeError(`mount: ${rider} is itself ridden by ${r.rider}`);
  if (m.rider) throw new RangeError(`mount: ${mountId} is already ridden by ${m.rider}`);
  if (m.mount) throw new RangeError(`mount: ${mountId} is itself riding ${m.mount}`);
  const running = ctx.state.phase === "running";
  if (running && r.spent + control > r.secondsPerTurn) {
    throw new RangeError(`mount: ${rider} has already spent ${r.spent} s; controlling ${mountId} needs ${control} of this turn's ${r.secondsPerTurn} s`);
  }
  if (ctx.state.active === mountId || ctx.state.interrupted.includes(mountId)) throw new RangeError(`mount: ${mountId} is in the middle of its own turn`);
  r.mount = mountId;
  r.controlSeconds = control;
  m.rider = rider;
  m.delaying = false;
  m.initiative = null;
  ctx.data.order = ctx.data.order.filter((x) => x !== mountId);
  // Mounted in the rider's turn: a mount that has not acted yet this round acts now, with the rider.
  m.withRider = running && ctx.state.active === rider && !m.hadTurn;
  if (running) m.hadTurn = m.hadTurn || r.hadTurn;
  if (m.withRider) {
    m.hadTurn = true;
    openSeconds(ctx, mountId);
  }
  ctx.emit("mounted", { combatant: rider, mount: mountId, controlSeconds: control, mountActsNow: m.withRider });
}

/** The mount takes its own place again: right after the rider, on the rider's initiative count. */
export function unmount(ctx: Ctx, rider: string, reason: string): void {
  const r = fighter(ctx, rider);
  const mountId = r.mount!;
  const m = fighter(ctx, mountId);
  closeMountTurn(ctx, rider, true);
  r.mount = null;
  m.rider = null;
  m.initiative = r.initiative === null ? null : { ...r.initiative, id: mountId, tieBreaks: [...r.initiative.tieBreaks] };
  if (ctx.state.phase === "running") {
    const at = ctx.data.order.indexOf(rider);
    ctx.data.order.splice(at < 0 ? ctx.data.order.length : at + 1, 0, mountId);
    // Its turn this round went with the rider's (or is still to come with it).
    m.hadTurn = r.hadTurn;
  }
  ctx.emit("dismounted", { combatant: rider, mount: mountId, reason });
}

/** A possessor leaves; the body is no longer shared once no possessor is left in it. */
export function leaveBody(ctx: Ctx, id: string): void {
  const host = fighter(ctx, id).body!;
  fighter(ctx, id).body = null;
  ctx.emit("released", { combatant: id, body: host });
  const still = Object.entries(ctx.data.fighters).some(([other, f]) => other !== host && f.body === host);
  if (!still) releaseBody(ctx, host);
}

/** The body of `host` is no longer shared (every possessor gone, or the host removed). */
export function releaseBody(ctx: Ctx, host: string): void {
  for (const [id, f] of Object.entries(ctx.data.fighters)) {
    if (f.body === host && id !== host) {
      f.body = null;
      ctx.emit("released", { combatant: id, body: host });
    }
  }
  if (ctx.data.fighters[host]) ctx.data.fighters[host]!.body = null;
  delete ctx.data.bodies![host];
  ctx.emit("bodyFreed", { combatant: host });
}

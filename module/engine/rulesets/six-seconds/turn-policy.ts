/**
 * six-seconds turn policy. Rounds of 6 seconds; on your turn you spend seconds on actions of 0–4+ seconds in any
 * mix that fits; an action longer than what is left may run on into your next turn (consecutive seconds); delays
 * count down in seconds of your own turns; a character may delay his turn and later interrupt someone else's turn
 * (between actions); initiative d6 + Reflex + Dexterity with ties re-rolled among the tied; late arrivals slot in.
 *
 * Commands: start · addCombatant {combatant: {id, name?, reflex, dexterity, secondsPerTurn?}} · removeCombatant
 *   act {combatant, key} | act {combatant, action: {name, seconds, delaySeconds?}}   spend seconds
 *   endTurn {combatant}                the rest of the turn's seconds pass (delays keep counting)
 *   delay {combatant}                  skip acting now, keep the turn for later (before your next turn)
 *   interrupt {combatant}              a delaying combatant takes the kept turn now, pausing the active turn
 *   setSeconds {combatant, seconds}    seconds a turn allows from now on (Disabled: 3)
 *   stun {combatant, seconds, reason?} seconds that pass without action (Stunned; Staggered's d6 each round)
 *   stagger {combatant, rounds?}      Staggered: for 1d6 rounds (or `rounds`), a d6 of stunned seconds each round (dice)
 *   mount {combatant: rider, mount, controlSeconds?}  the mount leaves the order and acts on the rider's count, in
 *                                      the rider's turn; controlling it costs the rider 2 s a round (techniques: less)
 *   dismount {combatant: rider}        the mount takes its own place again, right after the rider
 *   possess {combatant, body}          after a successful possession: the possessor acts through the host's body,
 *                                      which takes no more than 6 s of action a round from all its minds together
 *   release {combatant}                the possessor leaves the body (a 0SA; a veto is resolved in possession.ts)
 */
import type { PolicyContext, TurnPolicy } from "../../turns/policy";
import type { Budget, SchedulerState, TurnCommand, TurnSlot } from "../../turns/types";
import { readBoolean, readInt, readString } from "../../turns/args";
import { sixSecondsDataProblem } from "./turn-data-check";
import type { SixSecondsTurnEvent } from "./turn-events";
export type { SixSecondsTurnEvent } from "./turn-events";
import { MAX_ACTION_SECONDS, MAX_DELAY_SECONDS, MAX_INITIATIVE_BONUS, MAX_STAGGER_ROUNDS, MAX_STUN_SECONDS, MAX_STUNNED, MAX_TIMERS } from "./turn-limits";
import { exampleAction, ROUND_SECONDS } from "./turn-actions";
import { insertLateArrival, rollInitiative, type InitiativeEntrant, type InitiativeRoll } from "./turn-initiative";
import { MOUNT_CONTROL_SECONDS } from "./mounted";
import { rollStaggeredDuration, rollStaggeredRound } from "./conditions";
import { sharedBodyOf, sharedBodySecondsLeft, chargeSharedBody, resetSharedBodies, type SharedBody } from "./turn-possession";

/** An action still running: the seconds it needs from the owner's next turn(s). */
export interface OngoingAction {
  name: string;
  secondsLeft: number;
  delaySeconds: number | null;
}

/** A delayed effect counting down in seconds of its owner's turns. */
export interface DelayTimer {
  id: number;
  name: string;
  secondsLeft: number;
}

export interface SixSecondsFighter {
  reflex: number;
  dexterity: number;
  secondsPerTurn: number;
  initiative: InitiativeRoll | null;
  /** Seconds used in the current turn (0 between turns). */
  spent: number;
  /** This round's place in the order has been reached. */
  hadTurn: boolean;
  /** Skipped acting and may still take the turn before the next one. */
  delaying: boolean;
  ongoing: OngoingAction | null;
  timers: DelayTimer[];
  /** Seconds of stun still to sit out (Stunned, Staggered's d6): they pass without action at the start of turns. */
  stunned: number;
  /** Staggered: the stunned seconds of each coming round, rolled when the condition began (first = this/next turn). */
  staggered?: number[];
  /** The mount this rider controls (mounted combat). */
  mount?: string | null;
  /** Seconds of this rider's turn that controlling the mount takes (2 without special techniques). */
  controlSeconds?: number;
  /** The rider of this mount: it has no place of its own in the order and acts in the rider's turns. */
  rider?: string | null;
  /** This mount's turn is running together with its rider's. */
  withRider?: boolean;
  /** The host whose body this mind acts through (the host itself too, once someone possesses it). */
  body?: string | null;
}

export interface SixSecondsTurnData {
  order: string[];
  fighters: Record<string, SixSecondsFighter>;
  nextTimer: number;
  /** Whether an action may start with fewer seconds left than it takes and finish next turn (the text: yes). */
  allowSpanning: boolean;
  /** Possessed bodies by host id: the seconds of action each has taken this round. */
  bodies?: Record<string, SharedBody>;
}

export interface SixSecondsTurnOptions {
  allowSpanning?: boolean;
}

type Ctx = PolicyContext<SixSecondsTurnData>;

function fighter(ctx: Ctx, id: string): SixSecondsFighter {
  return ctx.data.fighters[id]!;
}

function requireActive(ctx: Ctx, command: TurnCommand): string {
  const id = ctx.combatant(command.combatant).id;
  if (ctx.state.active !== id) throw new RangeError(`${command.type}: it is not ${id}'s turn (active: ${ctx.state.active ?? "nobody"})`);
  return id;
}

/** The active combatant, or a mount acting in its active rider's turn ("under your control"). */
function requireActing(ctx: Ctx, command: TurnCommand): string {
  const id = ctx.combatant(command.combatant).id;
  const f = fighter(ctx, id);
  if (f.rider && ctx.state.active === f.rider) {
    if (!f.withRider) throw new RangeError(`${command.type}: ${id} has already had its turn this round`);
    return id;
  }
  if (f.rider) throw new RangeError(`${command.type}: ${id} is ridden by ${f.rider} and acts only in ${f.rider}'s turn`);
  return requireActive(ctx, command);
}

/** Seconds of `f`'s turn it may spend on its own actions: the turn less what controlling a mount takes. */
function allowance(f: SixSecondsFighter): number {
  return Math.max(0, f.secondsPerTurn - (f.mount ? (f.controlSeconds ?? MOUNT_CONTROL_SECONDS) : 0));
}

/** Seconds left for actions now: the turn's allowance, and for a possessed body what it has left this round. */
function secondsLeft(ctx: Ctx, id: string): number {
  const f = fighter(ctx, id);
  return Math.min(Math.max(0, allowance(f) - f.spent), sharedBodySecondsLeft(ctx.data, id));
}

/** Spend `n` seconds of `id`'s turn; any delay that runs out in them goes off, after the second it ends on. */
function spend(ctx: Ctx, id: string, n: number): void {
  const f = fighter(ctx, id);
  const due = f.timers.filter((t) => t.secondsLeft <= n).sort((a, b) => a.secondsLeft - b.secondsLeft);
  for (const t of due) ctx.emit("delayElapsed", { combatant: id, name: t.name, timer: t.id, afterSecond: f.spent + t.secondsLeft });
  f.timers = f.timers.filter((t) => t.secondsLeft > n);
  for (const t of f.timers) t.secondsLeft -= n;
  f.spent += n;
}

function complete(ctx: Ctx, id: string, name: string, delaySeconds: number | null): void {
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
function sitOutStun(ctx: Ctx, id: string): void {
  const f = fighter(ctx, id);
  const n = Math.min(f.stunned, Math.max(0, allowance(f) - f.spent));
  if (n === 0) return;
  spend(ctx, id, n);
  f.stunned -= n;
  ctx.emit("stunnedSeconds", { combatant: id, seconds: n, stillStunned: f.stunned });
}

/** One staggered round begins for `id`: its d6 of stunned seconds join any stun still to sit out. */
function staggerRound(ctx: Ctx, id: string): void {
  const f = fighter(ctx, id);
  const seconds = f.staggered!.shift()!;
  f.stunned += seconds;
  ctx.emit("staggeredRound", { combatant: id, seconds, roundsLeft: f.staggered!.length });
}

/** `id` is taking a turn now: its own, or (a mount) its rider's. */
function inTurnNow(ctx: Ctx, id: string): boolean {
  const f = fighter(ctx, id);
  return ctx.state.active === id || (!!f.rider && ctx.state.active === f.rider && f.withRider === true);
}

/** Start a turn (normal or kept), then let an action carried over from the last turn use its seconds first. */
function beginTurn(ctx: Ctx, id: string, kind: "normal" | "delayed"): void {
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

/** A fresh turn's seconds: stun passes first, then an action carried over from the last turn uses what it needs. */
function openSeconds(ctx: Ctx, id: string): void {
  const f = fighter(ctx, id);
  f.spent = 0;
  if (f.staggered?.length) staggerRound(ctx, id);
  sitOutStun(ctx, id);
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
function closeSeconds(ctx: Ctx, id: string): number {
  const f = fighter(ctx, id);
  const unused = Math.max(0, f.secondsPerTurn - f.spent);
  if (unused > 0) spend(ctx, id, unused);
  f.spent = 0;
  return unused;
}

/** A rider's turn ends (or is kept for later): the mount's turn, run together with it, ends too. */
function closeMountTurn(ctx: Ctx, rider: string, pass: boolean): void {
  const mountId = fighter(ctx, rider).mount;
  if (!mountId) return;
  const m = fighter(ctx, mountId);
  if (!m.withRider) return;
  m.withRider = false;
  if (pass) closeSeconds(ctx, mountId);
  else m.hadTurn = fighter(ctx, rider).hadTurn;
}

/** After a turn ends with nobody resumed: the next in order, or the round ends and the next begins. */
function advance(ctx: Ctx): void {
  if (ctx.state.active !== null) return;
  let next = ctx.data.order.find((id) => !fighter(ctx, id).hadTurn);
  if (next === undefined) {
    ctx.endRound();
    for (const f of Object.values(ctx.data.fighters)) f.hadTurn = false;
    resetSharedBodies(ctx.data);
    ctx.startRound();
    next = ctx.data.order[0]!;
  }
  beginTurn(ctx, next, "normal");
}

function parseAction(command: TurnCommand): { name: string; seconds: number; delaySeconds: number | null } {
  if (command.key !== undefined) {
    const a = exampleAction(readString(command, "key", command.key));
    return { name: a.key, seconds: a.seconds, delaySeconds: null };
  }
  const action = command.action as Record<string, unknown> | undefined;
  if (typeof action !== "object" || action === null) throw new TypeError("act: give `key` (an example action) or `action` {name, seconds, delaySeconds?}");
  const name = readString(command, "action.name", action.name);
  const seconds = readInt(command, "action.seconds", action.seconds, 0, MAX_ACTION_SECONDS);
  const delaySeconds = action.delaySeconds === undefined ? null : readInt(command, "action.delaySeconds", action.delaySeconds, 0, MAX_DELAY_SECONDS);
  return { name, seconds, delaySeconds };
}

function readFighterSpec(spec: Record<string, unknown>): InitiativeEntrant & { secondsPerTurn: number } {
  const cmd = { type: "addCombatant" };
  const id = spec.id as string;
  return {
    id,
    reflex: readInt(cmd, `${id}.reflex`, spec.reflex, -MAX_INITIATIVE_BONUS, MAX_INITIATIVE_BONUS),
    dexterity: readInt(cmd, `${id}.dexterity`, spec.dexterity, -MAX_INITIATIVE_BONUS, MAX_INITIATIVE_BONUS),
    secondsPerTurn: spec.secondsPerTurn === undefined ? ROUND_SECONDS : readInt(cmd, `${id}.secondsPerTurn`, spec.secondsPerTurn, 0, ROUND_SECONDS),
  };
}

function entrant(ctx: Ctx, id: string): InitiativeEntrant {
  const f = fighter(ctx, id);
  return { id, reflex: f.reflex, dexterity: f.dexterity };
}

export const sixSecondsTurnPolicy: TurnPolicy<SixSecondsTurnData, SixSecondsTurnEvent> = {
  id: "six-seconds",

  init(options) {
    const o = (options ?? {}) as SixSecondsTurnOptions;
    const allowSpanning = o.allowSpanning === undefined ? true : readBoolean({ type: "options" }, "allowSpanning", o.allowSpanning);
    return { order: [], fighters: {}, nextTimer: 1, allowSpanning };
  },

  addCombatant(ctx, spec) {
    const s = readFighterSpec(spec);
    ctx.data.fighters[s.id] = {
      reflex: s.reflex, dexterity: s.dexterity, secondsPerTurn: s.secondsPerTurn,
      initiative: null, spent: 0, hadTurn: false, delaying: false, ongoing: null, timers: [], stunned: 0,
    };
    // Arriving mounted ({mount, controlSeconds?}): the mount, already in the encounter, leaves the order.
    if (spec.mount !== undefined) linkMount(ctx, s.id, spec.mount, spec.controlSeconds);
    if (ctx.state.phase !== "running") return;
    // Late arrival: roll and slot in by the roll; if that slot has already passed this round, wait for the next.
    const order = ctx.data.order.map((id) => ({ id, total: fighter(ctx, id).initiative!.total }));
    const others = new Map(ctx.data.order.map((id) => [id, entrant(ctx, id)]));
    const late = insertLateArrival(order, s, others, ctx.dice());
    const f = fighter(ctx, s.id);
    f.initiative = late.roll;
    const after = ctx.data.order[late.index];
    f.hadTurn = after !== undefined && fighter(ctx, after).hadTurn;
    ctx.data.order.splice(late.index, 0, s.id);
    ctx.emit("initiativeRolled", { combatant: s.id, roll: late.roll.roll, bonus: late.roll.bonus, total: late.roll.total, position: late.index, tieRolls: late.tieRolls, actsThisRound: !f.hadTurn });
  },

  removeCombatant(ctx, id) {
    const gone = fighter(ctx, id);
    if (gone.mount) unmount(ctx, id, "rider removed");
    if (gone.rider) {
      fighter(ctx, gone.rider).mount = null;
      ctx.emit("dismounted", { combatant: gone.rider, mount: id, reason: "mount removed" });
    }
    if (ctx.data.bodies?.[id]) releaseBody(ctx, id);
    else if (gone.body) leaveBody(ctx, id);
    const wasActive = ctx.state.active === id;
    if (wasActive) ctx.endTurn({ removed: true });
    ctx.data.order = ctx.data.order.filter((x) => x !== id);
    delete ctx.data.fighters[id];
    if (wasActive && ctx.state.phase === "running" && ctx.data.order.length > 0) advance(ctx);
  },

  start(ctx) {
    // A ridden mount rolls no initiative of its own: it acts on its rider's count.
    const rolls = rollInitiative(ctx.state.combatants.filter((c) => !fighter(ctx, c.id).rider).map((c) => entrant(ctx, c.id)), ctx.dice());
    for (const r of rolls) fighter(ctx, r.id).initiative = r;
    ctx.data.order = rolls.map((r) => r.id);
    ctx.emit("initiativeRolled", { order: ctx.data.order, rolls: rolls.map((r) => ({ ...r })) });
    ctx.startRound();
    beginTurn(ctx, ctx.data.order[0]!, "normal");
  },

  commands: {
    act(ctx, command) {
      const id = requireActing(ctx, command);
      const f = fighter(ctx, id);
      const a = parseAction(command);
      // A 0-second action is "something you could do without distracting you from another action".
      if (f.ongoing && a.seconds > 0) throw new RangeError(`act: ${id} is still in the middle of ${f.ongoing.name} (${f.ongoing.secondsLeft} s to go)`);
      const turnLeft = Math.max(0, allowance(f) - f.spent);
      const bodyLeft = sharedBodySecondsLeft(ctx.data, id);
      const left = Math.min(turnLeft, bodyLeft);
      const body = sharedBodyOf(ctx.data, id);
      const bodyNote = body === null ? {} : { body, bodySecondsLeft: bodyLeft - Math.min(a.seconds, left) };
      if (a.seconds <= left) {
        spend(ctx, id, a.seconds);
        chargeSharedBody(ctx.data, id, a.seconds);
        ctx.emit("action", { combatant: id, name: a.name, seconds: a.seconds, secondsLeft: allowance(f) - f.spent, ...bodyNote });
        complete(ctx, id, a.name, a.delaySeconds);
        return;
      }
      if (bodyLeft < turnLeft) {
        // The shared body is what runs out: its next seconds may go to another mind, so nothing carries over.
        throw new RangeError(`act: ${a.name} takes ${a.seconds} s but the body ${id} acts through (${body}) has ${bodyLeft} s of action left this round`);
      }
      if (!ctx.data.allowSpanning || left === 0) {
        throw new RangeError(`act: ${a.name} takes ${a.seconds} s but ${id} has ${left} s left this turn`);
      }
      // Consecutive seconds: use what is left now, finish at the start of the next turn.
      spend(ctx, id, left);
      chargeSharedBody(ctx.data, id, left);
      f.ongoing = { name: a.name, secondsLeft: a.seconds - left, delaySeconds: a.delaySeconds };
      ctx.emit("action", { combatant: id, name: a.name, seconds: left, secondsLeft: 0, continues: a.seconds - left, ...bodyNote });
    },

    endTurn(ctx, command) {
      const id = requireActive(ctx, command);
      closeMountTurn(ctx, id, true);
      const unused = closeSeconds(ctx, id); // time passes even when not used: delays keep counting
      ctx.endTurn({ unusedSeconds: unused });
      advance(ctx);
    },

    delay(ctx, command) {
      const id = requireActive(ctx, command);
      const f = fighter(ctx, id);
      const m = f.mount ? fighter(ctx, f.mount) : null;
      if (f.spent > 0 || f.ongoing || (m?.withRider && m.spent > 0)) {
        throw new RangeError(`delay: ${id} has already acted this turn; only a turn not yet used can be delayed`);
      }
      closeMountTurn(ctx, id, false);
      f.delaying = true;
      ctx.endTurn({ delayed: true });
      ctx.emit("turnDelayed", { combatant: id });
      advance(ctx);
    },

    interrupt(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      if (!fighter(ctx, id).delaying) throw new RangeError(`interrupt: ${id} is not delaying a turn`);
      // Actions are atomic commands, so an interrupt always falls between two actions, never inside one.
      beginTurn(ctx, id, "delayed");
    },

    stun(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const seconds = readInt(command, "seconds", command.seconds, 1, MAX_STUN_SECONDS);
      const f = fighter(ctx, id);
      if (f.stunned + seconds > MAX_STUNNED) throw new RangeError(`stun: ${id} would be stunned for more than ${MAX_STUNNED} s`);
      f.stunned += seconds;
      ctx.emit("stunned", { combatant: id, seconds, reason: typeof command.reason === "string" ? command.reason : null });
      if (inTurnNow(ctx, id)) sitOutStun(ctx, id);
    },

    stagger(ctx, command) {
      // "Rolls 1d6 every round … stunned for that many seconds; usually lasts 1d6 rounds." All dice are rolled now,
      // so later turns need none; a new stagger replaces what is left of an old one.
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      const dice = ctx.dice();
      const duration = command.rounds === undefined ? rollStaggeredDuration(dice) : null;
      const rounds = duration ? duration.rounds : readInt(command, "rounds", command.rounds, 1, MAX_STAGGER_ROUNDS);
      f.staggered = Array.from({ length: rounds }, () => rollStaggeredRound(dice).stunnedSeconds);
      ctx.emit("staggered", { combatant: id, rounds, durationRoll: duration?.roll ?? null, seconds: [...f.staggered] });
      if (inTurnNow(ctx, id)) {
        staggerRound(ctx, id);
        sitOutStun(ctx, id);
      }
    },

    setSeconds(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const seconds = readInt(command, "seconds", command.seconds, 0, ROUND_SECONDS);
      const f = fighter(ctx, id);
      const inTurn = ctx.state.active === id || ctx.state.interrupted.includes(id);
      const control = f.mount ? (f.controlSeconds ?? MOUNT_CONTROL_SECONDS) : 0;
      const turnUnderWay = inTurn || inTurnNow(ctx, id);
      if (turnUnderWay && seconds - control < f.spent) {
        throw new RangeError(`setSeconds: ${id} has already spent ${f.spent} s this turn${control ? ` (and ${control} s go to the mount)` : ""}; end the turn, then set ${seconds} s`);
      }
      f.secondsPerTurn = seconds;
      ctx.emit("secondsChanged", { combatant: id, seconds: fighter(ctx, id).secondsPerTurn });
    },

    mount(ctx, command) {
      const rider = ctx.combatant(command.combatant).id;
      if (ctx.state.active !== rider) throw new RangeError(`mount: ${rider} mounts on its own turn (active: ${ctx.state.active ?? "nobody"})`);
      linkMount(ctx, rider, command.mount, command.controlSeconds);
    },

    dismount(ctx, command) {
      const rider = ctx.combatant(command.combatant).id;
      if (!fighter(ctx, rider).mount) throw new RangeError(`dismount: ${rider} is not riding`);
      if (ctx.state.phase === "running" && ctx.state.active !== rider) {
        throw new RangeError(`dismount: ${rider} dismounts on its own turn (active: ${ctx.state.active ?? "nobody"})`);
      }
      unmount(ctx, rider, "dismounted");
    },

    possess(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const host = ctx.combatant(command.body, "body").id;
      if (id === host) throw new RangeError(`possess: ${id} cannot possess itself`);
      const f = fighter(ctx, id);
      const h = fighter(ctx, host);
      if (f.body) throw new RangeError(`possess: ${id} already acts through the body of ${f.body}`);
      if (ctx.data.bodies?.[id]) throw new RangeError(`possess: ${id} is possessed and cannot leave its body`);
      if (h.body && h.body !== host) throw new RangeError(`possess: ${host} is a possessor; possess the body of ${h.body} instead`);
      ctx.data.bodies ??= {};
      if (!ctx.data.bodies[host]) {
        // The host's seconds already taken in a turn under way count against the body from now on.
        const hostActing = ctx.state.active === host || ctx.state.interrupted.includes(host);
        ctx.data.bodies[host] = { used: hostActing ? Math.min(h.spent, ROUND_SECONDS) : 0 };
        h.body = host;
      }
      f.body = host;
      ctx.emit("possessed", { combatant: id, body: host, bodySecondsLeft: ROUND_SECONDS - ctx.data.bodies[host]!.used });
    },

    release(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      if (!f.body || f.body === id) throw new RangeError(`release: ${id} is not possessing anyone`);
      leaveBody(ctx, id);
    },
  },

  hasTurnLeft(state, id) {
    const f = state.data.fighters[id];
    return f !== undefined && (!f.hadTurn || f.delaying);
  },

  roundOver(state) {
    return state.round > 0 && state.active === null && state.data.order.every((id) => state.data.fighters[id]!.hadTurn);
  },

  budget(state, id): Budget | null {
    const f = state.data.fighters[id];
    if (!f) return null;
    // A rider's turn allows its seconds less the mount's control; a shared body allows no more than it has left.
    const allowed = Math.min(allowance(f), f.spent + sharedBodySecondsLeft(state.data, id));
    return { unit: "seconds", allowed, spent: f.spent };
  },

  dataProblem: sixSecondsDataProblem,

  lineup(state): TurnSlot[] {
    const { order, fighters } = state.data;
    const next = state.active === null ? undefined : order.find((id) => !fighters[id]!.hadTurn);
    const slot = (id: string, status: TurnSlot["status"], inTurn: boolean, first: string): TurnSlot => {
      const f = fighters[id]!;
      const own = allowance(f);
      const left = inTurn ? `${own - f.spent}/${own} s left` : `${own} s`;
      const body = sharedBodyOf(state.data, id);
      const extra = [
        f.mount ? `riding ${f.mount} (${f.controlSeconds ?? MOUNT_CONTROL_SECONDS} s control)` : "",
        body !== null ? `body of ${body}: ${sharedBodySecondsLeft(state.data, id)} s left this round` : "",
        f.stunned > 0 ? `stunned ${f.stunned} s` : "", f.ongoing ? `${f.ongoing.name}: ${f.ongoing.secondsLeft} s to go` : "",
        ...f.timers.map((t) => `${t.name} in ${t.secondsLeft} s`),
      ].filter(Boolean);
      return { id, status, note: [first, left, ...extra].join(" · ") };
    };
    return order.flatMap((id) => {
      const f = fighters[id]!;
      const inTurn = id === state.active || state.interrupted.includes(id);
      const status = id === state.active ? "active" : state.interrupted.includes(id) ? "interrupted" : f.delaying ? "delaying"
        : f.hadTurn ? "done" : id === next ? "next" : "waiting";
      const slots = [slot(id, status, inTurn, `initiative ${f.initiative?.total ?? "–"}`)];
      // A ridden mount sits on its rider's count, with the rider's status.
      if (f.mount && fighters[f.mount]) slots.push(slot(f.mount, status, inTurn && fighters[f.mount]!.withRider === true, `ridden by ${id}`));
      return slots;
    });
  },
};

/** `rider` mounts `mountValue` (before the encounter: from its addCombatant spec; during it: on the rider's turn). */
function linkMount(ctx: Ctx, rider: string, mountValue: unknown, controlValue: unknown): void {
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
function unmount(ctx: Ctx, rider: string, reason: string): void {
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
function leaveBody(ctx: Ctx, id: string): void {
  const host = fighter(ctx, id).body!;
  fighter(ctx, id).body = null;
  ctx.emit("released", { combatant: id, body: host });
  const still = Object.entries(ctx.data.fighters).some(([other, f]) => other !== host && f.body === host);
  if (!still) releaseBody(ctx, host);
}

/** The body of `host` is no longer shared (every possessor gone, or the host removed). */
function releaseBody(ctx: Ctx, host: string): void {
  for (const [id, f] of Object.entries(ctx.data.fighters)) {
    if (f.body === host && id !== host) {
      f.body = null;
      ctx.emit("released", { combatant: id, body: host });
    }
  }
  if (ctx.data.fighters[host]) ctx.data.fighters[host]!.body = null;
  delete ctx.data.bodies![host];
}

export type SixSecondsScheduler = SchedulerState<SixSecondsTurnData>;

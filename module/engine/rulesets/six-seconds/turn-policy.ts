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
 */
import type { PolicyContext, TurnPolicy } from "../../turns/policy";
import type { Budget, SchedulerState, TurnCommand, TurnSlot } from "../../turns/types";
import { readBoolean, readInt, readString } from "../../turns/args";
import { exampleAction, ROUND_SECONDS } from "./turn-actions";
import { insertLateArrival, rollInitiative, type InitiativeEntrant, type InitiativeRoll } from "./turn-initiative";

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
}

export interface SixSecondsTurnData {
  order: string[];
  fighters: Record<string, SixSecondsFighter>;
  nextTimer: number;
  /** Whether an action may start with fewer seconds left than it takes and finish next turn (the text: yes). */
  allowSpanning: boolean;
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
  const timer = { id: ctx.data.nextTimer++, name, secondsLeft: delaySeconds };
  f.timers.push(timer);
  ctx.emit("delayStarted", { combatant: id, name, timer: timer.id, seconds: delaySeconds });
}

/** Stun seconds pass first, as far as the turn has seconds left; the rest wait for the next turn. */
function sitOutStun(ctx: Ctx, id: string): void {
  const f = fighter(ctx, id);
  const n = Math.min(f.stunned, Math.max(0, f.secondsPerTurn - f.spent));
  if (n === 0) return;
  spend(ctx, id, n);
  f.stunned -= n;
  ctx.emit("stunnedSeconds", { combatant: id, seconds: n, stillStunned: f.stunned });
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
  f.spent = 0;
  sitOutStun(ctx, id);
  const carried = f.ongoing;
  if (carried && f.spent < f.secondsPerTurn) {
    const n = Math.min(carried.secondsLeft, f.secondsPerTurn - f.spent);
    spend(ctx, id, n);
    carried.secondsLeft -= n;
    ctx.emit("actionContinued", { combatant: id, name: carried.name, seconds: n, secondsLeft: carried.secondsLeft });
    if (carried.secondsLeft === 0) {
      f.ongoing = null;
      complete(ctx, id, carried.name, carried.delaySeconds);
    }
  }
}

/** After a turn ends with nobody resumed: the next in order, or the round ends and the next begins. */
function advance(ctx: Ctx): void {
  if (ctx.state.active !== null) return;
  let next = ctx.data.order.find((id) => !fighter(ctx, id).hadTurn);
  if (next === undefined) {
    ctx.endRound();
    for (const id of ctx.data.order) fighter(ctx, id).hadTurn = false;
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
  const seconds = readInt(command, "action.seconds", action.seconds, 0);
  const delaySeconds = action.delaySeconds === undefined ? null : readInt(command, "action.delaySeconds", action.delaySeconds, 0);
  return { name, seconds, delaySeconds };
}

function readFighterSpec(spec: Record<string, unknown>): InitiativeEntrant & { secondsPerTurn: number } {
  const cmd = { type: "addCombatant" };
  const id = spec.id as string;
  return {
    id,
    reflex: readInt(cmd, `${id}.reflex`, spec.reflex),
    dexterity: readInt(cmd, `${id}.dexterity`, spec.dexterity),
    secondsPerTurn: spec.secondsPerTurn === undefined ? ROUND_SECONDS : readInt(cmd, `${id}.secondsPerTurn`, spec.secondsPerTurn, 0, ROUND_SECONDS),
  };
}

function entrant(ctx: Ctx, id: string): InitiativeEntrant {
  const f = fighter(ctx, id);
  return { id, reflex: f.reflex, dexterity: f.dexterity };
}

export const sixSecondsTurnPolicy: TurnPolicy<SixSecondsTurnData> = {
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
    const wasActive = ctx.state.active === id;
    if (wasActive) ctx.endTurn({ removed: true });
    ctx.data.order = ctx.data.order.filter((x) => x !== id);
    delete ctx.data.fighters[id];
    if (wasActive && ctx.state.phase === "running" && ctx.data.order.length > 0) advance(ctx);
  },

  start(ctx) {
    const rolls = rollInitiative(ctx.state.combatants.map((c) => entrant(ctx, c.id)), ctx.dice());
    for (const r of rolls) fighter(ctx, r.id).initiative = r;
    ctx.data.order = rolls.map((r) => r.id);
    ctx.emit("initiativeRolled", { order: ctx.data.order, rolls: rolls.map((r) => ({ ...r })) });
    ctx.startRound();
    beginTurn(ctx, ctx.data.order[0]!, "normal");
  },

  commands: {
    act(ctx, command) {
      const id = requireActive(ctx, command);
      const f = fighter(ctx, id);
      const a = parseAction(command);
      // A 0-second action is "something you could do without distracting you from another action".
      if (f.ongoing && a.seconds > 0) throw new RangeError(`act: ${id} is still in the middle of ${f.ongoing.name} (${f.ongoing.secondsLeft} s to go)`);
      const left = Math.max(0, f.secondsPerTurn - f.spent);
      if (a.seconds <= left) {
        spend(ctx, id, a.seconds);
        ctx.emit("action", { combatant: id, name: a.name, seconds: a.seconds, secondsLeft: f.secondsPerTurn - f.spent });
        complete(ctx, id, a.name, a.delaySeconds);
        return;
      }
      if (!ctx.data.allowSpanning || left === 0) {
        throw new RangeError(`act: ${a.name} takes ${a.seconds} s but ${id} has ${left} s left this turn`);
      }
      // Consecutive seconds: use what is left now, finish at the start of the next turn.
      spend(ctx, id, left);
      f.ongoing = { name: a.name, secondsLeft: a.seconds - left, delaySeconds: a.delaySeconds };
      ctx.emit("action", { combatant: id, name: a.name, seconds: left, secondsLeft: 0, continues: a.seconds - left });
    },

    endTurn(ctx, command) {
      const id = requireActive(ctx, command);
      const f = fighter(ctx, id);
      const unused = Math.max(0, f.secondsPerTurn - f.spent);
      if (unused > 0) spend(ctx, id, unused); // time passes even when not used: delays keep counting
      ctx.endTurn({ unusedSeconds: unused });
      f.spent = 0; // the budget is per turn: nothing is spent between turns
      advance(ctx);
    },

    delay(ctx, command) {
      const id = requireActive(ctx, command);
      const f = fighter(ctx, id);
      if (f.spent > 0 || f.ongoing) throw new RangeError(`delay: ${id} has already acted this turn; only a turn not yet used can be delayed`);
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
      const seconds = readInt(command, "seconds", command.seconds, 1);
      const f = fighter(ctx, id);
      f.stunned += seconds;
      ctx.emit("stunned", { combatant: id, seconds, reason: typeof command.reason === "string" ? command.reason : null });
      if (ctx.state.active === id) sitOutStun(ctx, id);
    },

    setSeconds(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const seconds = readInt(command, "seconds", command.seconds, 0, ROUND_SECONDS);
      const f = fighter(ctx, id);
      const inTurn = ctx.state.active === id || ctx.state.interrupted.includes(id);
      if (inTurn && seconds < f.spent) {
        throw new RangeError(`setSeconds: ${id} has already spent ${f.spent} s this turn; end the turn, then set ${seconds} s`);
      }
      f.secondsPerTurn = seconds;
      ctx.emit("secondsChanged", { combatant: id, seconds: fighter(ctx, id).secondsPerTurn });
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
    return f ? { unit: "seconds", allowed: f.secondsPerTurn, spent: f.spent } : null;
  },

  lineup(state): TurnSlot[] {
    const { order, fighters } = state.data;
    const next = state.active === null ? undefined : order.find((id) => !fighters[id]!.hadTurn);
    return order.map((id) => {
      const f = fighters[id]!;
      const status = id === state.active ? "active" : state.interrupted.includes(id) ? "interrupted" : f.delaying ? "delaying"
        : f.hadTurn ? "done" : id === next ? "next" : "waiting";
      const left = id === state.active || state.interrupted.includes(id) ? `${f.secondsPerTurn - f.spent}/${f.secondsPerTurn} s left` : `${f.secondsPerTurn} s`;
      const extra = [f.stunned > 0 ? `stunned ${f.stunned} s` : "", f.ongoing ? `${f.ongoing.name}: ${f.ongoing.secondsLeft} s to go` : "", ...f.timers.map((t) => `${t.name} in ${t.secondsLeft} s`)].filter(Boolean);
      return { id, status, note: [`initiative ${f.initiative?.total ?? "–"}`, left, ...extra].join(" · ") };
    });
  },
};

export type SixSecondsScheduler = SchedulerState<SixSecondsTurnData>;

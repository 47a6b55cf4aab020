// The six-seconds commands (act, end, delay, interrupt, stun, mount, possess …), apart from the policy's frame.
import type { CommandHandler, PolicyContext } from "../../turns/policy";
import type { TurnCommand } from "../../turns/types";
import { readInt, readString } from "../../turns/args";
import { MAX_ACTION_SECONDS, MAX_DELAY_SECONDS, MAX_MOVED_SQUARES, MAX_MOVE_SPEED, MAX_STAGGER_ROUNDS, MAX_STUN_SECONDS, MAX_STUNNED } from "./turn-limits";
import { exampleAction, ROUND_SECONDS } from "./turn-actions";
import { MOUNT_CONTROL_SECONDS } from "./mounted";
import { rollStaggeredDuration, rollStaggeredRound } from "./conditions";
import { sharedBodyOf, sharedBodySecondsLeft, chargeSharedBody } from "./turn-possession";
import { fighter, requireActing, requireActive, type MovedThisTurn, type SixSecondsFighter, type SixSecondsTurnData } from "./turn-fighters";
import { allowance, closeSeconds, complete, inTurnNow, sitOutStun, spend, staggerRound } from "./turn-seconds";
import { advance, beginTurn, closeMountTurn } from "./turn-flow";
import { leaveBody, linkMount, unmount } from "./turn-riders";
import { chargeCrew, readCrew } from "./turn-crew";

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

/** A move's distance an `act` may carry (the board's: own-scale squares and metres a second), or null. */
function parseMoved(command: TurnCommand): MovedThisTurn | null {
  const moved = command.moved as Record<string, unknown> | undefined;
  if (moved === undefined) return null;
  if (typeof moved !== "object" || moved === null) throw new TypeError("act: `moved` must be {squares, metresPerSecond}");
  return {
    squares: readInt(command, "moved.squares", moved.squares, 0, MAX_MOVED_SQUARES),
    metresPerSecond: readInt(command, "moved.metresPerSecond", moved.metresPerSecond, 0, MAX_MOVE_SPEED),
    straightMetres: moved.straightMetres === undefined ? 0 : readInt(command, "moved.straightMetres", moved.straightMetres, 0, MAX_MOVED_SQUARES),
  };
}

/**
 * Adds a booked move to what the fighter has moved this turn: the squares add up, the fastest speed is kept, and the
 * move's straight metres are its latest action's. Any other action of some seconds comes between: no straight move.
 */
function recordMove(f: SixSecondsFighter, moved: MovedThisTurn | null, seconds: number): void {
  if (!moved) {
    if (seconds > 0 && f.moved?.straightMetres) f.moved = { ...f.moved, straightMetres: 0 };
    return;
  }
  const before = f.moved ?? { squares: 0, metresPerSecond: 0 };
  f.moved = {
    squares: Math.min(MAX_MOVED_SQUARES, before.squares + moved.squares),
    metresPerSecond: Math.max(before.metresPerSecond, moved.metresPerSecond),
    straightMetres: moved.straightMetres ?? 0,
  };
}

/**
 * Squares a fighter was moved by force (a fall, a throw: "whether deliberately running, or falling, or being thrown,
 * etc."), whoever's turn it is: added to its record since its latest turn began, like its own moves, so they count
 * with them until its next turn opens. No seconds are spent and no speed is known. `key` names the fall or throw
 * once: the same key twice is refused (a repeated record would count its squares twice).
 */
function forcedMove(ctx: PolicyContext<SixSecondsTurnData>, command: TurnCommand): void {
  const id = ctx.combatant(command.combatant).id;
  if (ctx.state.phase !== "running") throw new RangeError("forcedMove: the fight is not running");
  const f = fighter(ctx, id);
  const squares = readInt(command, "squares", command.squares, 1, MAX_MOVED_SQUARES);
  const key = command.key === undefined ? null : readString(command, "key", command.key);
  if (key !== null && f.forcedKey === key) throw new RangeError(`forcedMove: ${id}'s forced move ${key} is already recorded`);
  const before = f.moved ?? { squares: 0, metresPerSecond: 0 };
  f.moved = { squares: Math.min(MAX_MOVED_SQUARES, before.squares + squares), metresPerSecond: before.metresPerSecond, straightMetres: 0 };
  if (key !== null) f.forcedKey = key;
  ctx.emit("forcedMove", { combatant: id, squares, total: f.moved.squares });
}

export const sixSecondsCommands: Record<string, CommandHandler<SixSecondsTurnData>> = {
  forcedMove,

  act(ctx, command) {
    const id = requireActing(ctx, command);
    const f = fighter(ctx, id);
    const a = parseAction(command);
    const moved = parseMoved(command);
    const crew = readCrew(ctx, command, id);
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
      recordMove(f, moved, a.seconds);
      chargeCrew(ctx, id, crew, a.name, a.seconds);
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
    recordMove(f, moved, a.seconds);
    ctx.emit("action", { combatant: id, name: a.name, seconds: left, secondsLeft: 0, continues: a.seconds - left, ...bodyNote });
    chargeCrew(ctx, id, crew, a.name, a.seconds);
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
};

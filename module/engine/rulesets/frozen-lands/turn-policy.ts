/**
 * frozen-lands turn policy (Rounds & Actions, Reaction). Players roll a die each, enemies have default scores, the
 * GM's best of players + 1 dice decides who leads an alternating track (see turn-track.ts). 3 actions a round,
 * refreshed each round, each action once a turn unless a talent allows it again; one out-of-turn attempt a round
 * (Awareness check: success acts before the interrupted action and uses one of the 3, failure gives a Stress); one
 * delayed action, used before the round ends and resolved after the current turn; Reactions = Agility − 1 a round.
 *
 * Commands: start {playerOrder?} · addCombatant {combatant: {id, name?, side, initiative?, agility?|reactions?,
 *   actions?, repeatable? (a list, or names separated by spaces)}} · removeCombatant
 *   chooseOrder {order}                       the players settle tied rolls (the whole player order)
 *   act {combatant, action, repeatBecause?, times?, extra?}   spend one of the round's actions (times: several in
 *                                             a row; extra: one more action the rules add, a failed Disengage's);
 *                                             out of turn: take the action a passed out-of-turn attempt or a
 *                                             delayed action in use allows (paid already)
 *   endTurn {combatant}
 *   delay {combatant}                         on your turn: keep one action for later in the round
 *   useDelayed {combatant, action}            after your turn: the kept action happens after the current turn
 *   outOfTurn {combatant, action, success | check}   an out-of-turn attempt: the Awareness check's result, or
 *                                             check {awareness, stress?, soul?, conditions?} rolled here
 *   react {combatant}                         spend a Reaction (dodge or block)
 *   setAllowance {combatant, actions?, reactions?, repeatable?}   per-round numbers from the next round (Exhaustion,
 *                                             Dazed); the actions a talent lets it repeat, at once
 */
import type { PolicyContext, TurnPolicy } from "../../turns/policy";
import type { Budget, Json, TurnCommand, TurnSlot } from "../../turns/types";
import { readBoolean, readInt, readString } from "../../turns/args";
import { frozenLandsDataProblem } from "./turn-data-check";
import type { FrozenLandsTurnEvent } from "./turn-events";
export type { FrozenLandsTurnEvent } from "./turn-events";
import { MAX_INITIATIVE_SCORE, MAX_INITIATIVE_SIDES, MAX_PER_ROUND } from "./turn-limits";
import { rollOutOfTurnCheck, type OutOfTurnCheckInput } from "./out-of-turn";
import { readRepeatable } from "./turn-repeatable";
import { buildTrack, orderEnemies, orderPlayers, rollGmInitiative, tiedPlayers, type GmRoll, type PlayerRoll } from "./turn-track";

export const ACTIONS_PER_ROUND = 3;

/** An out-of-turn or delayed action not named in advance: the next action the fighter takes, whichever it is. */
export const ANY_ACTION = "any";

import { dropUntakenInterrupts, interruptsOvertaken, refreshFighter, type FrozenLandsFighter } from "./turn-fighter";
export type { FrozenLandsFighter, FrozenLandsSide } from "./turn-fighter";

export interface FrozenLandsTurnData {
  sides: number;
  gm: GmRoll | null;
  playerOrder: string[];
  /** Tied player groups awaiting the players' decision (chooseOrder) before the first round. */
  pendingTies: string[][] | null;
  track: string[];
  fighters: Record<string, FrozenLandsFighter>;
  /** Delayed actions declared during the current turn: [who, action], resolved when it ends. */
  declared: [string, string][];
}

export interface FrozenLandsTurnOptions {
  /** Faces of the initiative die (6 unless the table uses another). */
  sides?: number;
}

type Ctx = PolicyContext<FrozenLandsTurnData>;

const fighter = (ctx: Ctx, id: string) => ctx.data.fighters[id]!;

function requireActive(ctx: Ctx, command: TurnCommand): string {
  const id = ctx.combatant(command.combatant).id;
  if (ctx.state.active !== id) throw new RangeError(`${command.type}: it is not ${id}'s turn (active: ${ctx.state.active ?? "nobody"})`);
  return id;
}

function requirePlayer(ctx: Ctx, command: TurnCommand, id: string): void {
  if (fighter(ctx, id).side !== "player") throw new RangeError(`${command.type}: only players may do this, and ${id} is an enemy`);
}

function enemies(ctx: Ctx): string[] {
  return orderEnemies(
    ctx.state.combatants.filter((c) => fighter(ctx, c.id).side === "enemy").map((c) => ({ id: c.id, score: fighter(ctx, c.id).initiative! })),
  );
}

function rebuildTrack(ctx: Ctx): void {
  ctx.data.track = buildTrack(ctx.data.playerOrder, enemies(ctx), ctx.data.gm!.gmFirst);
}

/** Late arrivals change the track only here, so a round in progress keeps its order. */
function beginRound(ctx: Ctx): void {
  const before = ctx.data.track.join();
  rebuildTrack(ctx);
  if (ctx.data.track.join() !== before) ctx.emit("trackSet", { track: ctx.data.track, gmFirst: ctx.data.gm!.gmFirst });
  for (const f of Object.values(ctx.data.fighters)) refreshFighter(f);
  ctx.startRound();
  beginTurn(ctx, ctx.data.track[0]!);
}

function beginTurn(ctx: Ctx, id: string): void {
  ctx.startTurn(id);
  const f = fighter(ctx, id);
  f.hadTurn = true;
  f.usedThisTurn = [];
  delete f.standingMove;
}

/**
 * A turn has ended: a declared delayed action happens now, in a short turn of its own ("A delayed action happens
 * after the current character or enemy turn"), each in the order declared; then the next on the track, or the round
 * ends.
 */
function afterTurn(ctx: Ctx): void {
  const due = ctx.data.declared.shift();
  if (due !== undefined) {
    const [who, action] = due;
    ctx.startTurn(who);
    const f = fighter(ctx, who);
    f.delayed = "acting";
    f.interrupt = action;
    ctx.emit("delayedAction", { combatant: who, action });
    return;
  }
  const next = ctx.data.track.find((id) => !fighter(ctx, id).hadTurn);
  if (next !== undefined) return beginTurn(ctx, next);
  for (const [id, f] of Object.entries(ctx.data.fighters)) if (f.delayed === "kept") ctx.emit("delayedActionLost", { combatant: id });
  ctx.endRound();
  if (ctx.state.combatants.length > 0) beginRound(ctx);
}

/**
 * The action a passed out-of-turn attempt or a delayed action allows, paid already. A failed Disengage's extra action
 * is paid on top; a stand-up or a jump leaves the move that goes with it ("stand up and move with the same action").
 */
function takeInterrupt(ctx: Ctx, id: string, command: TurnCommand): void {
  const f = fighter(ctx, id);
  const action = readString(command, "action", command.action);
  const extra = command.extra === undefined ? null : readString(command, "extra", command.extra);
  if (extra !== null && f.actionsLeft < 1) throw new RangeError(`act: ${id} has no action left for the extra action (${extra})`);
  delete f.interrupt;
  ctx.emit("interruptTaken", { combatant: id, action, before: ctx.state.active });
  if (extra !== null) {
    f.actionsLeft -= 1;
    ctx.emit("action", { combatant: id, action: extra, actionsLeft: f.actionsLeft, repeatBecause: null });
  }
  if (action === "stand-up" || action === "jump") f.interrupt = "move";
}

export const frozenLandsTurnPolicy: TurnPolicy<FrozenLandsTurnData, FrozenLandsTurnEvent> = {
  id: "frozen-lands",

  init(options) {
    const o = (options ?? {}) as FrozenLandsTurnOptions;
    const sides = o.sides === undefined ? 6 : readInt({ type: "options" }, "sides", o.sides, 2, MAX_INITIATIVE_SIDES);
    return { sides, gm: null, playerOrder: [], pendingTies: null, track: [], fighters: {}, declared: [] };
  },

  addCombatant(ctx, spec) {
    const cmd = { type: "addCombatant" };
    const id = spec.id as string;
    const side = spec.side;
    if (side !== "player" && side !== "enemy") throw new TypeError(`addCombatant: side of ${id} must be "player" or "enemy", got ${String(side)}`);
    let initiative: number | null = null;
    if (side === "enemy") initiative = readInt(cmd, `${id}.initiative (default initiative score)`, spec.initiative, -MAX_INITIATIVE_SCORE, MAX_INITIATIVE_SCORE);
    let reactions: number;
    if (spec.reactions !== undefined) reactions = readInt(cmd, `${id}.reactions`, spec.reactions, 0, MAX_PER_ROUND);
    else reactions = Math.max(0, readInt(cmd, `${id}.agility`, spec.agility, 0, MAX_PER_ROUND + 1) - 1);
    const actions = spec.actions === undefined ? ACTIONS_PER_ROUND : readInt(cmd, `${id}.actions`, spec.actions, 0, MAX_PER_ROUND);
    const repeatable = readRepeatable(`addCombatant: repeatable of ${id}`, spec.repeatable);
    const f: FrozenLandsFighter = {
      side, initiative, actionsPerRound: actions, reactionsPerRound: reactions, roundActions: actions, actionsLeft: actions, reactionsLeft: reactions,
      repeatable, usedThisTurn: [], outOfTurnTried: false, delayed: null, hadTurn: false, stressGained: 0,
    };
    ctx.data.fighters[id] = f;
    if (ctx.state.phase !== "running" || ctx.data.gm === null) return;
    // A late arrival takes its place on the track from the next round (players roll now; ties go after).
    if (side === "player") {
      f.initiative = ctx.dice().roll(ctx.data.sides);
      const rolls = ctx.data.playerOrder.map((p) => ({ id: p, roll: fighter(ctx, p).initiative! }));
      ctx.data.playerOrder = orderPlayers([...rolls, { id, roll: f.initiative }]);
      ctx.emit("initiativeRolled", { combatant: id, roll: f.initiative });
    }
    f.hadTurn = true; // not on this round's track: the next round's track includes it
  },

  removeCombatant(ctx, id) {
    const wasActive = ctx.state.active === id;
    if (wasActive) ctx.endTurn({ removed: true });
    delete ctx.data.fighters[id];
    ctx.data.track = ctx.data.track.filter((x) => x !== id);
    ctx.data.playerOrder = ctx.data.playerOrder.filter((x) => x !== id);
    ctx.data.declared = ctx.data.declared.filter(([who]) => who !== id);
    if (ctx.data.pendingTies) ctx.data.pendingTies = ctx.data.pendingTies.map((g) => g.filter((x) => x !== id)).filter((g) => g.length > 1);
    // Play moves on; with nobody left on this round's track, the next round begins (late arrivals join it).
    if (wasActive) afterTurn(ctx);
  },

  start(ctx, command) {
    const dice = ctx.dice();
    const players: PlayerRoll[] = ctx.state.combatants
      .filter((c) => fighter(ctx, c.id).side === "player")
      .map((c) => ({ id: c.id, roll: dice.roll(ctx.data.sides) }));
    for (const p of players) fighter(ctx, p.id).initiative = p.roll;
    ctx.data.gm = rollGmInitiative(players, dice, ctx.data.sides);
    ctx.emit("initiativeRolled", { players: players.map((p) => ({ ...p })), gmDice: ctx.data.gm.dice, gmKept: ctx.data.gm.kept, gmFirst: ctx.data.gm.gmFirst });
    const ties = tiedPlayers(players);
    if (command.playerOrder !== undefined) {
      ctx.data.playerOrder = orderPlayers(players, command.playerOrder as string[]);
    } else if (ties.length > 0) {
      ctx.data.pendingTies = ties;
      ctx.emit("playerTiesToDecide", { groups: ties });
      return;
    } else ctx.data.playerOrder = orderPlayers(players);
    beginRound(ctx);
  },

  commands: {
    chooseOrder(ctx, command) {
      if (ctx.data.pendingTies === null) throw new RangeError("chooseOrder: there is no tie waiting for the players' decision");
      const players = ctx.state.combatants.filter((c) => fighter(ctx, c.id).side === "player").map((c) => ({ id: c.id, roll: fighter(ctx, c.id).initiative! }));
      if (!Array.isArray(command.order)) throw new TypeError("chooseOrder: order must list the players' ids");
      ctx.data.playerOrder = orderPlayers(players, command.order as string[]);
      ctx.data.pendingTies = null;
      beginRound(ctx);
    },

    act(ctx, command) {
      const other = ctx.combatant(command.combatant).id;
      const waiting = fighter(ctx, other);
      // Out of its turn: the action its passed out-of-turn attempt or its delayed action allows, paid already
      // (ANY_ACTION: whichever action the player takes, "execute your action").
      // In the short turn a delayed action happens in, too ("happens after the current character or enemy turn").
      const allowed = waiting.interrupt !== undefined && (command.action === waiting.interrupt || waiting.interrupt === ANY_ACTION);
      if ((ctx.state.active !== other || waiting.delayed === "acting") && allowed && command.times === undefined) {
        takeInterrupt(ctx, other, command);
        return;
      }
      if (waiting.delayed === "acting") throw new RangeError(`act: ${other}'s delayed action is one action, taken already or not this one`);
      const id = requireActive(ctx, command);
      const f = fighter(ctx, id);
      const asked = readString(command, "action", command.action);
      // The move a stand-up already paid for (one zone, the same action).
      if (asked === "move" && f.standingMove === true && command.times === undefined) {
        delete f.standingMove;
        ctx.emit("action", { combatant: id, action: "move", actionsLeft: f.actionsLeft, repeatBecause: "stand up and move with the same action" });
        return;
      }
      // Standing up and jumping are the Move action ("stand up and move with the same action", "move and jump in
      // the same action").
      const withMove = asked === "stand-up" || asked === "jump";
      const action = withMove ? "move" : asked;
      // One play may spend the action several times in a row (dual wielding's two Attacks): each after the first is a repeat.
      const times = command.times === undefined ? 1 : readInt(command, "times", command.times, 1, MAX_PER_ROUND);
      // An extra action the move costs (a failed Disengage): "If the character doesn't have any actions left, he cannot move".
      const extra = command.extra === undefined ? null : readString(command, "extra", command.extra);
      const needed = times + (extra === null ? 0 : 1);
      if (f.actionsLeft <= 0) throw new RangeError(`act: ${id} has no actions left this round`);
      if (f.actionsLeft < needed) throw new RangeError(`act: ${id} has ${f.actionsLeft} actions left this round, ${needed} needed`);
      // A rule that allows this one repeat (dual wielding's second Attack, the extra action a failed Disengage costs).
      const repeatBecause = command.repeatBecause === undefined ? null : readString(command, "repeatBecause", command.repeatBecause);
      const repeats = f.usedThisTurn.includes(action) || times > 1;
      if (repeats && !f.repeatable.includes(action) && repeatBecause === null) {
        const why = f.usedThisTurn.includes(action) ? `has already used ${action} this turn` : `cannot use ${action} ${times} times in one turn`;
        throw new RangeError(`act: ${id} ${why} (only a talent or a rule such as dual wielding allows it again)`);
      }
      for (const other of interruptsOvertaken(ctx.data.fighters, id)) ctx.emit("interruptLost", { combatant: other });
      for (let i = 0; i < times; i++) {
        const repeated = f.usedThisTurn.includes(action);
        f.actionsLeft -= 1;
        f.usedThisTurn.push(action);
        ctx.emit("action", { combatant: id, action, actionsLeft: f.actionsLeft, repeatBecause: repeated ? repeatBecause ?? "talent" : null });
      }
      if (withMove) f.standingMove = true;
      if (extra !== null) {
        f.actionsLeft -= 1;
        f.usedThisTurn.push(extra);
        ctx.emit("action", { combatant: id, action: extra, actionsLeft: f.actionsLeft, repeatBecause: null });
      }
    },

    endTurn(ctx, command) {
      const id = requireActive(ctx, command);
      const f = fighter(ctx, id);
      // The short turn of a delayed action: an action not taken in it is lost.
      if (f.delayed === "acting") {
        if (f.interrupt !== undefined) ctx.emit("delayedActionLost", { combatant: id });
        f.delayed = null;
        delete f.interrupt;
      }
      for (const other of dropUntakenInterrupts(ctx.data.fighters, id)) ctx.emit("interruptLost", { combatant: other });
      ctx.endTurn();
      afterTurn(ctx);
    },

    delay(ctx, command) {
      const id = requireActive(ctx, command);
      requirePlayer(ctx, command, id);
      const f = fighter(ctx, id);
      if (f.delayed !== null) throw new RangeError(`delay: ${id} already keeps a delayed action this round`);
      if (f.actionsLeft <= 0) throw new RangeError(`delay: ${id} has no actions left to keep`);
      f.actionsLeft -= 1;
      f.delayed = "kept";
      ctx.emit("actionDelayed", { combatant: id, actionsLeft: f.actionsLeft });
    },

    useDelayed(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      const action = readString(command, "action", command.action);
      if (f.delayed !== "kept") throw new RangeError(`useDelayed: ${id} keeps no delayed action`);
      if (ctx.state.active === null) throw new RangeError("useDelayed: there is no turn under way for it to follow");
      if (ctx.state.active === id) throw new RangeError(`useDelayed: the delayed action happens after ${id}'s own turn`);
      // Not at once: the action is taken in a short turn of its own once the current turn ends (afterTurn).
      f.delayed = "declared";
      ctx.data.declared.push([id, action]);
      ctx.emit("delayedActionDeclared", { combatant: id, action, after: ctx.state.active });
    },

    outOfTurn(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      requirePlayer(ctx, command, id);
      const f = fighter(ctx, id);
      const action = readString(command, "action", command.action);
      if ((command.success === undefined) === (command.check === undefined)) {
        throw new TypeError("outOfTurn: give either success (the Awareness check's result) or check (the Awareness check to roll)");
      }
      if (ctx.state.active === null) throw new RangeError("outOfTurn: there is no turn under way to interrupt");
      if (ctx.state.active === id) throw new RangeError(`outOfTurn: it is ${id}'s own turn`);
      if (f.outOfTurnTried) throw new RangeError(`outOfTurn: ${id} has already tried an out-of-turn action this round`);
      if (f.actionsLeft <= 0) throw new RangeError(`outOfTurn: ${id} has no actions left this round`);
      let success: boolean;
      let extraStress = 0;
      if (command.check !== undefined) {
        const check = rollOutOfTurnCheck(ctx.dice(), command.check as OutOfTurnCheckInput);
        success = check.success;
        extraStress = check.roll.condition.extraStress;
        // Stress goes out as stressGained events below; the other changes (WP, Dazed, a break) ride on this event.
        const { stressGained: _stress, ...changes } = check.changes;
        // Copies: the event stays independent of the roll result (plain data already).
        ctx.emit("outOfTurnCheck", { combatant: id, action, success, roll: JSON.parse(JSON.stringify(check.roll)) as Json, changes: JSON.parse(JSON.stringify(changes)) as Json });
      } else success = readBoolean(command, "success", command.success);
      f.outOfTurnTried = true;
      if (success) {
        f.actionsLeft -= 1;
        f.interrupt = action;
        ctx.emit("outOfTurnAction", { combatant: id, action, before: ctx.state.active, actionsLeft: f.actionsLeft });
      } else {
        f.stressGained += 1;
        ctx.emit("stressGained", { combatant: id, amount: 1, reason: "failed out-of-turn attempt" });
      }
      if (extraStress > 0) {
        f.stressGained += extraStress;
        ctx.emit("stressGained", { combatant: id, amount: extraStress, reason: "critical failure on the Awareness check" });
      }
    },

    react(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      if (f.reactionsLeft <= 0) throw new RangeError(`react: ${id} has no Reactions left this round and cannot dodge or block`);
      f.reactionsLeft -= 1;
      ctx.emit("reaction", { combatant: id, name: typeof command.name === "string" ? command.name : null, reactionsLeft: f.reactionsLeft });
    },

    setAllowance(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      if (command.actions !== undefined) f.actionsPerRound = readInt(command, "actions", command.actions, 0, MAX_PER_ROUND);
      if (command.reactions !== undefined) f.reactionsPerRound = readInt(command, "reactions", command.reactions, 0, MAX_PER_ROUND);
      // The actions a talent lets the fighter repeat: at once (a talent changes what the turn allows, not a budget).
      if (command.repeatable !== undefined) f.repeatable = readRepeatable("setAllowance: repeatable", command.repeatable);
      ctx.emit("allowanceChanged", { combatant: id, actions: f.actionsPerRound, reactions: f.reactionsPerRound });
    },
  },

  hasTurnLeft(state, id) {
    const f = state.data.fighters[id];
    // A declared delayed action is a short turn still to come (afterTurn).
    return f !== undefined && (!f.hadTurn || f.delayed === "declared");
  },

  roundOver(state) {
    return state.round > 0 && state.active === null && state.data.track.every((id) => state.data.fighters[id]!.hadTurn);
  },

  budget(state, id): Budget | null {
    const f = state.data.fighters[id];
    return f ? { unit: "actions", allowed: f.roundActions, spent: f.roundActions - f.actionsLeft } : null;
  },

  dataProblem: frozenLandsDataProblem,

  lineup(state): TurnSlot[] {
    const { track, fighters } = state.data;
    const next = state.active === null ? undefined : track.find((id) => !fighters[id]!.hadTurn);
    const onTrack = new Set(track);
    const joining = state.combatants.map((c) => c.id).filter((id) => !onTrack.has(id));
    return [...track, ...joining].map((id) => {
      const f = fighters[id]!;
      const status = !onTrack.has(id) ? "joining" : id === state.active ? "active" : f.delayed === "kept" && f.hadTurn ? "delaying"
        : f.hadTurn ? "done" : id === next ? "next" : "waiting";
      const note = `${f.side === "player" ? "roll" : "score"} ${f.initiative ?? "–"} · ${f.actionsLeft}/${f.roundActions} actions · ${f.reactionsLeft}/${f.reactionsPerRound} reactions`;
      return { id, status, note };
    });
  },
};

/**
 * Swift Swords Tactica turn policy (Sequence of play, Initiative / Action Dice, The Countdown, Actions & Refresh,
 * Held Actions). Everyone rolls action dice; the countdown gives the next action to whoever holds the most dice
 * (players before NPCs on equal counts); each action is one turn and discards dice whose pips reach its cost; pools
 * (P) take one more die each time their owner acts and are lost on any other action; when someone spends their last
 * die (or tries an action they cannot pay for), the refresh is called: everyone else gets one last option — act, or
 * keep one die to carry over — and then everyone rerolls. A "round" here is one refresh cycle.
 *
 * Surprise (the text's "Surprise" and step a. of the sequence): `start {surprised: [ids], surpriseExtraDice?}` makes
 * the first round a surprise round. The surprised get no action dice, so they cannot act, respond or defend (passive
 * armour only, no soaking: `isSurprised(state, id)` tells the damage side); the surprisers roll all their dice (plus
 * any extra the GM gives for severe surprise), and when they are spent the round closes and everyone rerolls.
 *
 * Commands: start {surprised?, surpriseExtraDice?} · addCombatant {combatant: {id, name?, side, dice? | preset?, fixed?, max?, modifiers?}} · removeCombatant
 *   act {combatant, action: {name, cost?, pool?: "start" | "add" | "activate"}, dice?: number[]}   one action = one turn
 *   hold {combatant}              let the countdown pass you by; you may act at any later point between actions
 *   keep {combatant}              during a refresh: carry one die over instead of acting
 *   useOne {combatant, use, roll?}   spend a die showing 1 on effort / stunRecovery / raiseDie (one per roll)
 *   burn {combatant, count, dice?}   wounds: turn dice into 1s (the owner picks; default the lowest)
 *   woundBurn {combatant, count}  wounds that keep burning: `count` dice become 1s at every roll until set back to 0
 *   dropPool {combatant, reason}     a STATE ends the pool
 *   setActionDice {combatant, dice?, max?, modifiers?}   entitlement from the next roll (advantages, wounds)
 *   respond {combatant, name, cost?, dice?}   a response / opportunity action or a defence, outside the countdown:
 *                                   one full die (not a 1) unless a pip cost is given
 */
import type { PolicyContext, TurnPolicy } from "../../turns/policy";
import type { Budget, SchedulerState, TurnCommand, TurnSlot } from "../../turns/types";
import { readInt, readString } from "../../turns/args";
import { tacticaDataProblem } from "./turn-data-check";
import type { TacticaTurnEvent } from "./turn-events";
export type { TacticaTurnEvent } from "./turn-events";
import { MAX_ENTITLED_DICE, MAX_HELD_DICE, MAX_MODIFIERS, MAX_ONES_ON_ROLLS, MAX_PIP_COST, MAX_SURPRISE_DICE } from "./turn-limits";
import { MAX_TEXT } from "../../turns/limits";
import { ownEntry } from "../../turns/keys";
import { latest, peek, peekValues } from "../../turns/peek";
import type { DiceModifier } from "../../modifiers";
import {
  ACTION_DICE_PRESETS, MAX_ACTION_DICE, ONE_USES, cheapestPayment, choosePayment, discard, rollActionDice,
  type ActionDicePreset, type OneUse, type Payment,
} from "./action-dice";

export type TacticaSide = "player" | "npc";

export interface TacticaPool {
  action: string;
  /** Dice added after the base cost was paid. */
  dice: number;
}

export interface TacticaFighter {
  side: TacticaSide;
  base: number;
  max: number;
  fixed: number[] | null;
  modifiers: DiceModifier[];
  /** Action dice held now (face values). */
  dice: number[];
  /** Dice held after this round's roll, and dice spent since (paid, pooled, used as 1s, burned). */
  rolledThisRound: number;
  spentThisRound: number;
  holding: boolean;
  /** During a refresh: still to take the one last option. */
  lastOption: boolean;
  /** Kept a die to carry into the next roll. */
  carry: boolean;
  pool: TacticaPool | null;
  /** Wounds that "burn an action die" do so at once and at every roll until healed: dice turned to 1s per roll. */
  burnEachRoll?: number;
}

export interface TacticaTurnData {
  fighters: Record<string, TacticaFighter>;
  /** Who called the refresh now under way ("" when nobody did: everyone simply ran out), or null in the countdown. */
  refreshBy: string | null;
  /** Someone spent their last die on a response: the refresh is called once the action under way completes. */
  refreshDue: string | null;
  /** Rolls that already had a 1 added this round ("only one 1 may be used at a time"). */
  onesOnRolls: string[];
  /** Trying an action without enough dice calls the refresh (the text); false makes it a refused command instead. */
  refreshOnShortfall: boolean;
  /** Combatants surprised in the current (surprise) round: no dice, no defence, no soaking. Empty after it (absent in
   *  states saved before surprise existed, read as empty). */
  surprised: string[];
}

export interface TacticaTurnOptions {
  refreshOnShortfall?: boolean;
}

type Ctx = PolicyContext<TacticaTurnData>;
type State = SchedulerState<TacticaTurnData>;

const fighter = (ctx: Ctx, id: string) => ctx.data.fighters[id]!;

/** Whether `f` may still act: it holds dice, and in a refresh it has its last option left. */
function turnLeft(f: TacticaFighter | undefined, refreshBy: string | null): boolean {
  if (!f || f.dice.length === 0) return false;
  return refreshBy === null || f.lastOption;
}

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

function announce(ctx: Ctx): void {
  ctx.emit("countdown", { next: countdown(ctx.state), refresh: ctx.data.refreshBy !== null });
}

/** Indices of the `count` lowest dice that are not already 1s (the default choice when burning dice). */
function lowestNotOnes(dice: readonly number[], count: number): number[] {
  return dice.map((v, i) => ({ v, i })).filter((d) => d.v !== 1).sort((x, y) => x.v - y.v).slice(0, count).map((d) => d.i);
}

/** Whether `id` is surprised this round (a surprised target has passive armour only and may not soak). */
export function isSurprised(state: State, id: string): boolean {
  return (state.data.surprised ?? []).includes(id);
}

function roll(ctx: Ctx, id: string, carried: number, extra = 0): void {
  const f = fighter(ctx, id);
  // Severe surprise: extra dice for this roll only, above the normal maximum.
  const modifiers = extra > 0 ? [...f.modifiers, { dice: extra, reason: "surprise.severe" }] : f.modifiers;
  const r = rollActionDice({ base: f.base, modifiers, max: f.max + extra, carried, ...(f.fixed ? { fixed: f.fixed } : {}) }, ctx.dice());
  f.dice = r.dice;
  f.rolledThisRound = r.dice.length;
  f.spentThisRound = 0;
  ctx.emit("actionDiceRolled", { combatant: id, rolled: r.rolled, extra: r.extra, dice: r.dice, floored: r.floored, carried });
  const burn = f.burnEachRoll ?? 0;
  if (burn > 0) {
    const indices = lowestNotOnes(f.dice, burn);
    for (const i of indices) f.dice[i] = 1;
    if (indices.length > 0) ctx.emit("diceBurned", { combatant: id, count: indices.length, dice: f.dice, reason: "wounds" });
  }
}

function rollEveryone(ctx: Ctx, surpriseExtraDice = 0): void {
  for (const c of ctx.state.combatants) {
    const f = fighter(ctx, c.id);
    if ((ctx.data.surprised ?? []).includes(c.id)) {
      // "The surprised will get none": no roll at all this round.
      f.dice = [];
      f.rolledThisRound = 0;
      f.spentThisRound = 0;
      f.holding = false;
      f.lastOption = false;
      ctx.emit("actionDiceRolled", { combatant: c.id, rolled: [], extra: [], dice: [], floored: false, carried: 0, surprised: true });
      continue;
    }
    roll(ctx, c.id, f.carry ? 1 : 0, surpriseExtraDice);
    f.carry = false;
    f.holding = false;
    f.lastOption = false;
  }
  ctx.data.onesOnRolls = [];
}

function refresh(ctx: Ctx): void {
  ctx.endRound();
  ctx.data.refreshBy = null;
  if ((ctx.data.surprised ?? []).length > 0) {
    ctx.emit("surpriseOver", { surprised: ctx.data.surprised.slice() });
    ctx.data.surprised = [];
  }
  ctx.emit("refresh", {});
  ctx.startRound();
  rollEveryone(ctx);
}

/** Someone spent their last die (or could not pay): everyone else with dice gets one last option. */
function callRefresh(ctx: Ctx, by: string): void {
  ctx.data.refreshBy = by;
  ctx.data.refreshDue = null;
  if (by !== "") fighter(ctx, by).dice = [];
  for (const [id, f] of Object.entries(ctx.data.fighters)) {
    f.holding = false;
    f.lastOption = id !== by && f.dice.length > 0;
  }
  ctx.emit("refreshCalled", { combatant: by === "" ? undefined : by, waiting: Object.keys(ctx.data.fighters).filter((id) => peek(ctx.data.fighters, id)!.lastOption) });
  settle(ctx);
}

/** After any change: finish a refresh when nobody still has an option, or call one when nobody has dice. */
function settle(ctx: Ctx): void {
  if (ctx.data.refreshBy !== null) {
    if (peekValues(ctx.data.fighters).every((f) => !f.lastOption)) refresh(ctx);
  } else if (peekValues(ctx.data.fighters).every((f) => f.dice.length === 0)) {
    callRefresh(ctx, ctx.data.refreshDue ?? "");
    return;
  }
  announce(ctx);
}

/** The dice `f` holds, for reading (plain behind a draft: paying searches them, and a new list replaces them). */
const held = (f: TacticaFighter): readonly number[] => latest(f).dice;

function spendDice(f: TacticaFighter, indices: number[]): void {
  f.dice = discard(held(f), indices);
  f.spentThisRound += indices.length;
}

function readSpec(spec: Record<string, unknown>, commandType = "addCombatant"): Omit<TacticaFighter, "dice" | "rolledThisRound" | "spentThisRound" | "holding" | "lastOption" | "carry" | "pool"> {
  const cmd = { type: commandType };
  const id = String(spec.id);
  const side = spec.side;
  if (side !== "player" && side !== "npc") throw new TypeError(`addCombatant: side of ${id} must be "player" or "npc", got ${String(side)}`);
  let base: number;
  if (spec.dice !== undefined) base = readInt(cmd, `${id}.dice`, spec.dice, 0, MAX_ENTITLED_DICE);
  else if (typeof spec.preset === "string" && ownEntry(ACTION_DICE_PRESETS, spec.preset) !== undefined) base = ACTION_DICE_PRESETS[spec.preset as ActionDicePreset];
  else if (spec.fixed !== undefined) base = 0;
  else throw new TypeError(`addCombatant: ${id} needs dice (a number), a preset (${Object.keys(ACTION_DICE_PRESETS).join(", ")}) or fixed dice`);
  const max = spec.max === undefined ? MAX_ACTION_DICE : readInt(cmd, `${id}.max`, spec.max, 1, MAX_ENTITLED_DICE);
  let fixed: number[] | null = null;
  if (spec.fixed !== undefined) {
    if (!Array.isArray(spec.fixed) || spec.fixed.length === 0 || spec.fixed.length > MAX_ENTITLED_DICE) throw new TypeError(`addCombatant: fixed dice of ${id} must be a list like [5, 4, 3, 2]`);
    fixed = spec.fixed.map((v, i) => readInt(cmd, `${id}.fixed[${i}]`, v, 1, 6));
  }
  const modifiers = spec.modifiers === undefined ? [] : spec.modifiers;
  const fits = (m: unknown) => {
    const { dice, reason } = (typeof m === "object" && m !== null ? m : {}) as Partial<DiceModifier>;
    return Number.isInteger(dice) && Math.abs(dice!) <= MAX_ENTITLED_DICE && typeof reason === "string" && reason.length <= MAX_TEXT;
  };
  if (!Array.isArray(modifiers) || modifiers.length > MAX_MODIFIERS || !modifiers.every(fits)) {
    throw new TypeError(`addCombatant: modifiers of ${id} must be up to ${MAX_MODIFIERS} {dice, reason} entries, each of at most ${MAX_ENTITLED_DICE} dice`);
  }
  return { side, base, max, fixed, modifiers: (modifiers as DiceModifier[]).map((m) => ({ dice: m.dice, reason: m.reason })) };
}

interface ActionSpec {
  name: string;
  cost: number | null;
  pool: "start" | "add" | "activate" | null;
}

function readAction(command: TurnCommand): ActionSpec {
  const a = command.action as Record<string, unknown> | undefined;
  if (typeof a !== "object" || a === null) throw new TypeError("act: action must be {name, cost?, pool?}");
  const name = readString(command, "action.name", a.name);
  const pool = a.pool === undefined ? null : a.pool;
  if (pool !== null && pool !== "start" && pool !== "add" && pool !== "activate") throw new TypeError(`act: action.pool must be "start", "add" or "activate", got ${String(pool)}`);
  const needsCost = pool === null || pool === "start";
  const cost = needsCost ? readInt(command, "action.cost", a.cost, 1, MAX_PIP_COST) : null;
  return { name, cost, pool };
}

/** One whole die that is not a 1 (a pool's die, a defence's die): the one chosen, or the lowest. */
function fullDie(command: TurnCommand, f: TacticaFighter, what: string): Payment | null {
  const chosen = command.dice;
  if (chosen !== undefined) {
    if (!Array.isArray(chosen) || chosen.length !== 1) throw new RangeError(`${command.type}: ${what} takes exactly one die`);
    const i = readInt(command, "dice[0]", chosen[0], 0, f.dice.length - 1);
    if (f.dice[i] === 1) throw new RangeError(`${command.type}: a die showing 1 cannot pay for ${what}`);
    return { indices: [i], values: [f.dice[i]!], pips: f.dice[i]!, waste: 0 };
  }
  const usable = held(f).map((v, i) => ({ v, i })).filter((d) => d.v !== 1).sort((x, y) => x.v - y.v);
  return usable.length ? { indices: [usable[0]!.i], values: [usable[0]!.v], pips: usable[0]!.v, waste: 0 } : null;
}

/** The dice an action takes, or null when they cannot be found. */
function price(command: TurnCommand, f: TacticaFighter, a: ActionSpec): Payment | null {
  const chosen = command.dice;
  if (a.pool === "activate") return { indices: [], values: [], pips: 0, waste: 0 };
  if (a.pool === "add") return fullDie(command, f, "a pool");
  if (chosen !== undefined) {
    if (!Array.isArray(chosen)) throw new TypeError("act: dice must list indices of held dice");
    return choosePayment(held(f), a.cost!, chosen as number[]);
  }
  return cheapestPayment(held(f), a.cost!);
}

/** `start {surprised?: string[], surpriseExtraDice?: number}`: who is surprised, and extra dice for severe surprise. */
function readSurprise(ctx: Ctx, command: TurnCommand): { surprised: string[]; extra: number } {
  const list = command.surprised ?? [];
  if (!Array.isArray(list)) throw new TypeError("start: surprised must list combatant ids");
  const surprised = list.map((v, i) => ctx.combatant(readString(command, `surprised[${i}]`, v), "surprised entry").id);
  if (new Set(surprised).size !== surprised.length) throw new RangeError("start: a combatant is listed twice in surprised");
  const extra = command.surpriseExtraDice === undefined ? 0 : readInt(command, "surpriseExtraDice", command.surpriseExtraDice, 0, MAX_SURPRISE_DICE);
  if (extra > 0 && surprised.length === 0) throw new RangeError("start: surpriseExtraDice needs someone surprised");
  return { surprised, extra };
}

export const tacticaTurnPolicy: TurnPolicy<TacticaTurnData, TacticaTurnEvent> = {
  id: "tactica",

  init(options) {
    const o = (options ?? {}) as TacticaTurnOptions;
    if (o.refreshOnShortfall !== undefined && typeof o.refreshOnShortfall !== "boolean") throw new TypeError("tactica: refreshOnShortfall must be true or false");
    return { fighters: {}, refreshBy: null, refreshDue: null, onesOnRolls: [], refreshOnShortfall: o.refreshOnShortfall ?? true, surprised: [] };
  },

  addCombatant(ctx, spec) {
    const s = readSpec(spec);
    const id = spec.id as string;
    ctx.data.fighters[id] = { ...s, dice: [], rolledThisRound: 0, spentThisRound: 0, holding: false, lastOption: false, carry: false, pool: null };
    if (ctx.state.phase !== "running") return;
    roll(ctx, id, 0); // a late arrival rolls and joins the countdown
    fighter(ctx, id).lastOption = ctx.data.refreshBy !== null && fighter(ctx, id).dice.length > 0;
    announce(ctx);
  },

  removeCombatant(ctx, id) {
    // Turns are single actions, so nobody is ever mid-turn between commands.
    delete ctx.data.fighters[id];
    ctx.data.surprised = (ctx.data.surprised ?? []).filter((s) => s !== id);
    if (ctx.data.refreshDue === id) ctx.data.refreshDue = null;
    if (ctx.state.phase === "running" && ctx.state.combatants.length > 0) settle(ctx);
  },

  start(ctx, command) {
    const { surprised, extra } = readSurprise(ctx, command);
    ctx.data.surprised = surprised;
    ctx.startRound();
    if (surprised.length > 0) ctx.emit("surprise", { surprised: surprised.slice(), extraDice: extra });
    rollEveryone(ctx, extra);
    settle(ctx);
  },

  commands: {
    act(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      const a = readAction(command);
      const next = countdown(ctx.state);
      const inCountdown = ctx.data.refreshBy === null;
      if (!next.includes(id) && !(inCountdown && f.holding && f.dice.length > 0)) {
        throw new RangeError(`act: ${id} is not next in the countdown (next: ${next.join(", ") || "nobody"})`);
      }
      if ((a.pool === "add" || a.pool === "activate") && !f.pool) throw new RangeError(`act: ${id} has no pool to ${a.pool === "add" ? "add to" : "activate"}`);
      const pay = price(command, f, a);
      if (!pay) {
        if (!inCountdown || !ctx.data.refreshOnShortfall) {
          throw new RangeError(`act: ${id} cannot pay ${a.pool === "add" ? "a die into the pool" : `${a.cost} pips`} with [${f.dice.join(", ")}]${inCountdown ? "" : ": keep a die instead"}`);
        }
        ctx.emit("cannotPay", { combatant: id, name: a.name, cost: a.cost, dice: f.dice });
        return callRefresh(ctx, id);
      }
      ctx.startTurn(id, { lastOption: !inCountdown });
      f.holding = false;
      spendDice(f, pay.indices);
      if (a.pool === null && f.pool) {
        ctx.emit("poolLost", { combatant: id, action: f.pool.action, dice: f.pool.dice, reason: `took ${a.name}` });
        f.pool = null;
      }
      if (a.pool === "start") {
        if (f.pool) ctx.emit("poolLost", { combatant: id, action: f.pool.action, dice: f.pool.dice, reason: `started ${a.name}` });
        f.pool = { action: a.name, dice: 0 };
      } else if (a.pool === "add") f.pool!.dice += 1;
      ctx.emit("action", { combatant: id, name: a.name, cost: a.cost, pool: a.pool, paid: pay.values, waste: pay.waste, poolDice: f.pool?.dice ?? null, diceLeft: f.dice });
      if (a.pool === "activate") {
        ctx.emit("poolActivated", { combatant: id, action: f.pool!.action, dice: f.pool!.dice });
        f.pool = null;
      }
      ctx.endTurn();
      if (!inCountdown) {
        f.lastOption = false;
        f.dice = []; // "as each creature performs their last action they remove all remaining dice"
        return settle(ctx);
      }
      if (f.dice.length === 0) return callRefresh(ctx, id);
      if (ctx.data.refreshDue !== null) return callRefresh(ctx, ctx.data.refreshDue);
      settle(ctx);
    },

    respond(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      const name = readString(command, "name", command.name);
      if ((ctx.data.surprised ?? []).includes(id)) throw new RangeError(`respond: ${id} is surprised this round: no ${name} (passive armour only)`);
      let pay: Payment | null;
      if (command.cost !== undefined) {
        const cost = readInt(command, "cost", command.cost, 1, MAX_PIP_COST);
        pay = command.dice !== undefined ? choosePayment(held(f), cost, command.dice as number[]) : cheapestPayment(held(f), cost);
      } else {
        // "A full action dice (use an AD, not a 1)": the owner's pick, or the lowest that is not a 1.
        pay = fullDie(command, f, name);
      }
      if (!pay) throw new RangeError(`respond: ${id} has no die to pay for ${name} with [${f.dice.join(", ")}]`);
      spendDice(f, pay.indices);
      if (f.pool) {
        ctx.emit("poolLost", { combatant: id, action: f.pool.action, dice: f.pool.dice, reason: `responded with ${name}` });
        f.pool = null;
      }
      ctx.emit("response", { combatant: id, name, paid: pay.values, during: ctx.state.active, diceLeft: f.dice });
      if (f.dice.length > 0) return settle(ctx);
      if (ctx.data.refreshBy !== null) {
        f.lastOption = false;
        return settle(ctx);
      }
      // Out of dice: the refresh comes when the action being responded to completes.
      if (ctx.data.refreshDue === null) ctx.data.refreshDue = id;
      ctx.emit("refreshDue", { combatant: id });
      settle(ctx);
    },

    hold(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      if (ctx.data.refreshBy !== null) throw new RangeError("hold: a refresh is under way; act or keep a die");
      if (!countdown(ctx.state).includes(id)) throw new RangeError(`hold: ${id} is not next in the countdown`);
      fighter(ctx, id).holding = true;
      ctx.emit("held", { combatant: id });
      settle(ctx);
    },

    keep(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      if (!f.lastOption) throw new RangeError(`keep: ${id} has no last option to take (only during a refresh, once)`);
      f.carry = true;
      f.lastOption = false;
      f.dice = [];
      ctx.emit("dieKept", { combatant: id });
      settle(ctx);
    },

    useOne(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      const use = readString(command, "use", command.use);
      if (ownEntry(ONE_USES, use) === undefined) throw new RangeError(`useOne: use must be one of ${Object.keys(ONE_USES).join(", ")}, got ${use}`);
      const at = f.dice.indexOf(1);
      if (at < 0) throw new RangeError(`useOne: ${id} holds no die showing 1`);
      if (command.roll !== undefined) {
        const rollId = readString(command, "roll", command.roll);
        if (ctx.data.onesOnRolls.length >= MAX_ONES_ON_ROLLS) throw new RangeError(`useOne: ${MAX_ONES_ON_ROLLS} rolls already had a 1 this round`);
        if (ctx.data.onesOnRolls.includes(rollId)) throw new RangeError(`useOne: a 1 has already been used on roll ${rollId} (only one at a time)`);
        ctx.data.onesOnRolls.push(rollId);
      }
      spendDice(f, [at]);
      ctx.emit("oneUsed", { combatant: id, use, effect: ONE_USES[use as OneUse], diceLeft: f.dice });
      if (f.dice.length === 0) f.lastOption = false;
      settle(ctx);
    },

    burn(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      const count = readInt(command, "count", command.count, 1, MAX_HELD_DICE);
      let indices: number[];
      if (command.dice !== undefined) {
        if (!Array.isArray(command.dice) || command.dice.length !== count) throw new RangeError(`burn: choose exactly ${count} dice`);
        indices = command.dice.map((v, k) => readInt(command, `dice[${k}]`, v, 0, f.dice.length - 1));
        if (new Set(indices).size !== indices.length) throw new RangeError("burn: a die is chosen twice");
      } else {
        indices = lowestNotOnes(f.dice, count);
      }
      for (const i of indices) f.dice[i] = 1;
      ctx.emit("diceBurned", { combatant: id, count: indices.length, dice: f.dice });
      settle(ctx);
    },

    setActionDice(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      const s = readSpec({ id, side: f.side, dice: command.dice ?? f.base, max: command.max ?? f.max, modifiers: command.modifiers ?? f.modifiers, ...(f.fixed ? { fixed: f.fixed } : {}) }, "setActionDice");
      f.base = s.base;
      f.max = s.max;
      f.modifiers = s.modifiers;
      ctx.emit("actionDiceChanged", { combatant: id, base: f.base, max: f.max, modifiers: f.modifiers.map((m) => ({ ...m })) });
    },

    woundBurn(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      const count = readInt(command, "count", command.count, 0, MAX_HELD_DICE);
      f.burnEachRoll = count;
      ctx.emit("woundBurnSet", { combatant: id, count });
    },

    dropPool(ctx, command) {
      const id = ctx.combatant(command.combatant).id;
      const f = fighter(ctx, id);
      if (!f.pool) throw new RangeError(`dropPool: ${id} has no pool`);
      ctx.emit("poolLost", { combatant: id, action: f.pool.action, dice: f.pool.dice, reason: readString(command, "reason", command.reason) });
      f.pool = null;
    },
  },

  hasTurnLeft(state, id) {
    return turnLeft(peek(state.data.fighters, id), state.data.refreshBy);
  },

  roundOver(state) {
    return state.data.refreshBy !== null && peekValues(state.data.fighters).every((f) => !f.lastOption);
  },

  budget(state, id): Budget | null {
    const f = state.data.fighters[id];
    return f ? { unit: "action dice", allowed: f.rolledThisRound, spent: f.spentThisRound } : null;
  },

  dataProblem: tacticaDataProblem,

  lineup(state): TurnSlot[] {
    const { fighters } = state.data;
    const next = new Set(countdown(state));
    const rank = (id: string) => [-fighters[id]!.dice.length, fighters[id]!.side === "player" ? 0 : 1];
    const ids = state.combatants.map((c) => c.id).sort((a, b) => rank(a)[0]! - rank(b)[0]! || rank(a)[1]! - rank(b)[1]!);
    return ids.map((id) => {
      const f = fighters[id]!;
      const status = next.has(id) ? "next" : !tacticaTurnPolicy.hasTurnLeft(state, id) ? "done" : f.holding ? "holding" : "waiting";
      const parts = [`AD [${f.dice.join(", ")}]`];
      if (f.pool) parts.push(`pool ${f.pool.action} +${f.pool.dice}`);
      if (f.burnEachRoll) parts.push(`wounds burn ${f.burnEachRoll}`);
      if (f.carry) parts.push("carries a die");
      if (f.lastOption) parts.push("last option");
      if (state.data.surprised?.includes(id)) parts.push("surprised");
      return { id, status, note: parts.join(" · ") };
    });
  },
};

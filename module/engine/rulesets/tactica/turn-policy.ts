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
 *   pass {combatant}              "next turn" for the one up next: hold; when everyone left holds, close the round
 *                                 (the refresh is called); during a refresh, keep a die
 *   useOne {combatant, use, roll?}   spend a die showing 1 on effort / stunRecovery / raiseDie (one per roll)
 *   burn {combatant, count, dice?}   wounds: turn dice into 1s (the owner picks; default the lowest)
 *   moveBurn {combatant, keep, burn}  the owner's pick: a wound's burnt die back to its face `keep`, a `burn` die a 1
 *   woundBurn {combatant, count}  wounds that keep burning: `count` dice become 1s at every roll until set back to 0
 *   loseDice {combatant, count, reason?}   dice lost outright, lowest first (Kill's discard, a special result): turn-lose-dice.ts
 *   dropPool {combatant, reason}     a STATE ends the pool
 *   setActionDice {combatant, dice?, max?, modifiers?}   entitlement from the next roll (advantages, wounds)
 *   respond {combatant, name, cost?, dice?}   a response / opportunity action or a defence, outside the countdown:
 *                                   one full die (not a 1) unless a pip cost is given
 *   condition {combatant, condition: "" | "out" | "crushed" | "state"}   what the actor's condition allows (OoA: no
 *                                   dice; Crushed: nothing; in a State: only removing it). Any command may also carry
 *                                   `conditions: {id: condition}`, the actors' conditions as the GM's client reads
 *                                   them, applied before it (turn-conditions.ts)
 */
import type { TurnPolicy } from "../../turns/policy";
import type { Budget, TurnCommand, TurnSlot } from "../../turns/types";
import { readInt, readString } from "../../turns/args";
import { tacticaDataProblem } from "./turn-data-check";
import type { TacticaTurnEvent } from "./turn-events";
export type { TacticaTurnEvent } from "./turn-events";
import { MAX_SURPRISE_DICE } from "./turn-limits";
import { everyValue, peek } from "../../turns/peek";
import { fighter, readSpec, turnLeft, type Ctx, type TacticaTurnData, type TacticaTurnOptions } from "./turn-fighters";
export type { TacticaFighter, TacticaPool, TacticaSide, TacticaTurnData, TacticaTurnOptions } from "./turn-fighters";
import { announce, countdown } from "./turn-countdown";
export { countdown, isSurprised } from "./turn-countdown";
import { rollFighter, rollEveryone, settle } from "./turn-refresh";
import { tacticaCommands } from "./turn-commands";

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
    if (ctx.data.fighters[id]!.condition !== "out") rollFighter(ctx, id, 0); // a late arrival rolls and joins the countdown
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

  commands: tacticaCommands,


  hasTurnLeft(state, id) {
    return turnLeft(peek(state.data.fighters, id), state.data.refreshBy);
  },

  roundOver(state) {
    return state.data.refreshBy !== null && everyValue(state.data.fighters, (f) => !f.lastOption);
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

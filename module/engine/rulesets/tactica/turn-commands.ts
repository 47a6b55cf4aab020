// The tactica commands (act, respond, hold, keep, useOne, burn …) and how an action's dice are priced.
import type { CommandHandler } from "../../turns/policy";
import type { TurnCommand } from "../../turns/types";
import { readInt, readString } from "../../turns/args";
import { MAX_HELD_DICE, MAX_ONES_ON_ROLLS, MAX_PIP_COST } from "./turn-limits";
import { ownEntry } from "../../turns/keys";
import { ONE_USES, cheapestPayment, choosePayment, type OneUse, type Payment } from "./action-dice";
import { fighter, heldDice, readCondition, readSpec, spendDice, type TacticaFighter, type TacticaTurnData } from "./turn-fighters";
import { countdown } from "./turn-countdown";
import { callRefresh, lowestNotOnes, settle } from "./turn-refresh";
import { applyCarriedBurns, applyCarriedConditions, conditionRefusal, setCondition } from "./turn-conditions";
import { loseDice } from "./turn-lose-dice";
import { moveBurn } from "./turn-burn-pick";

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
  const usable = heldDice(f).map((v, i) => ({ v, i })).filter((d) => d.v !== 1).sort((x, y) => x.v - y.v);
  return usable.length ? { indices: [usable[0]!.i], values: [usable[0]!.v], pips: usable[0]!.v, waste: 0 } : null;
}

/** The dice an action takes, or null when they cannot be found. */
function price(command: TurnCommand, f: TacticaFighter, a: ActionSpec): Payment | null {
  const chosen = command.dice;
  if (a.pool === "activate") return { indices: [], values: [], pips: 0, waste: 0 };
  if (a.pool === "add") return fullDie(command, f, "a pool");
  if (chosen !== undefined) {
    if (!Array.isArray(chosen)) throw new TypeError("act: dice must list indices of held dice");
    return choosePayment(heldDice(f), a.cost!, chosen as number[]);
  }
  return cheapestPayment(heldDice(f), a.cost!);
}

const commands: Record<string, CommandHandler<TacticaTurnData>> = {
  loseDice,
  act(ctx, command) {
    const id = ctx.combatant(command.combatant).id;
    const f = fighter(ctx, id);
    const a = readAction(command);
    const barred = conditionRefusal(id, f, a.name, false);
    if (barred) throw new RangeError(`act: ${barred}`);
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
      // An action all the same, though it pays no die: counted, so the creature's next action is told from this one.
      f.activated = (f.activated ?? 0) + 1;
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
    const barred = conditionRefusal(id, f, name, true);
    if (barred) throw new RangeError(`respond: ${barred}`);
    if ((ctx.data.surprised ?? []).includes(id)) throw new RangeError(`respond: ${id} is surprised this round: no ${name} (passive armour only)`);
    let pay: Payment | null;
    if (command.cost !== undefined) {
      const cost = readInt(command, "cost", command.cost, 1, MAX_PIP_COST);
      pay = command.dice !== undefined ? choosePayment(heldDice(f), cost, command.dice as number[]) : cheapestPayment(heldDice(f), cost);
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

  /**
   * The tracker's "next turn": the one up next takes no action. In the countdown they hold and the countdown passes
   * them by; when everyone left is already holding, nobody will act and the round closes ("the danger will be that
   * the round will Close"): the refresh is called and everyone with dice gets one last option. During a refresh the
   * one up next takes the option that is not an action: keeping a die to carry over. See docs/rules-notes/tactica.md.
   */
  pass(ctx, command) {
    const id = ctx.combatant(command.combatant).id;
    if (!countdown(ctx.state).includes(id)) throw new RangeError(`pass: ${id} is not next in the countdown (next: ${countdown(ctx.state).join(", ") || "nobody"})`);
    const f = fighter(ctx, id);
    if (ctx.data.refreshBy !== null) {
      f.carry = true;
      f.lastOption = false;
      f.dice = [];
      ctx.emit("dieKept", { combatant: id });
      return settle(ctx);
    }
    if (!f.holding) {
      f.holding = true;
      ctx.emit("held", { combatant: id });
      return settle(ctx);
    }
    callRefresh(ctx, "");
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

  moveBurn: moveBurn,

  woundBurn(ctx, command) {
    const id = ctx.combatant(command.combatant).id;
    const f = fighter(ctx, id);
    const count = readInt(command, "count", command.count, 0, MAX_HELD_DICE);
    f.burnEachRoll = count;
    ctx.emit("woundBurnSet", { combatant: id, count });
  },

  condition(ctx, command) {
    const id = ctx.combatant(command.combatant).id;
    setCondition(ctx, id, readCondition(command.condition, "condition: condition"));
    settle(ctx);
  },

  dropPool(ctx, command) {
    const id = ctx.combatant(command.combatant).id;
    const f = fighter(ctx, id);
    if (!f.pool) throw new RangeError(`dropPool: ${id} has no pool`);
    ctx.emit("poolLost", { combatant: id, action: f.pool.action, dice: f.pool.dice, reason: readString(command, "reason", command.reason) });
    f.pool = null;
  },
};

/** Every command first takes the actors' conditions and wounds' burnt dice it carries (the GM's client reads them from the actors). */
export const tacticaCommands: Record<string, CommandHandler<TacticaTurnData>> = Object.fromEntries(
  Object.entries(commands).map(([type, handler]) => [
    type,
    (ctx, command) => {
      applyCarriedConditions(ctx, command);
      applyCarriedBurns(ctx, command);
      return handler(ctx, command);
    },
  ]),
);

// The round's end in tactica: the refresh (last options, then everyone rerolls), and the rolls themselves.
import { everyValue, peek } from "../../turns/peek";
import { rollActionDice } from "./action-dice";
import { fighter, mayUseDice, type Ctx } from "./turn-fighters";
import { announce } from "./turn-countdown";

/** Indices of the `count` lowest dice that are not already 1s (the default choice when burning dice). */
export function lowestNotOnes(dice: readonly number[], count: number): number[] {
  return dice.map((v, i) => ({ v, i })).filter((d) => d.v !== 1).sort((x, y) => x.v - y.v).slice(0, count).map((d) => d.i);
}

export function rollFighter(ctx: Ctx, id: string, carried: number, extra = 0): void {
  const f = fighter(ctx, id);
  // Severe surprise: extra dice for this roll only, above the normal maximum.
  const modifiers = extra > 0 ? [...f.modifiers, { dice: extra, reason: "surprise.severe" }] : f.modifiers;
  const r = rollActionDice({ base: f.base, modifiers, max: f.max + extra, carried, ...(f.fixed ? { fixed: f.fixed } : {}) }, ctx.dice());
  f.dice = r.dice;
  delete f.burntFrom;
  f.rolledThisRound = r.dice.length;
  f.spentThisRound = 0;
  delete f.activated;
  ctx.emit("actionDiceRolled", { combatant: id, rolled: r.rolled, extra: r.extra, dice: r.dice, floored: r.floored, carried });
  const burn = f.burnEachRoll ?? 0;
  if (burn > 0) {
    const indices = lowestNotOnes(f.dice, burn);
    f.burntFrom = indices.map((at) => ({ at, was: f.dice[at]! }));
    for (const i of indices) f.dice[i] = 1;
    if (indices.length > 0) ctx.emit("diceBurned", { combatant: id, count: indices.length, dice: f.dice, reason: "wounds" });
  }
}

export function rollEveryone(ctx: Ctx, surpriseExtraDice = 0): void {
  for (const c of ctx.state.combatants) {
    const f = fighter(ctx, c.id);
    if (f.condition === "out") {
      // "OoA creature get no action dice."
      f.dice = [];
      f.rolledThisRound = 0;
      f.spentThisRound = 0;
      f.holding = false;
      f.lastOption = false;
      f.carry = false;
      ctx.emit("actionDiceRolled", { combatant: c.id, rolled: [], extra: [], dice: [], floored: false, carried: 0, out: true });
      continue;
    }
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
    rollFighter(ctx, c.id, f.carry ? 1 : 0, surpriseExtraDice);
    f.carry = false;
    f.holding = false;
    f.lastOption = false;
  }
  ctx.data.onesOnRolls = [];
}

export function refreshRound(ctx: Ctx): void {
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
export function callRefresh(ctx: Ctx, by: string): void {
  ctx.data.refreshBy = by;
  ctx.data.refreshDue = null;
  if (by !== "") fighter(ctx, by).dice = [];
  for (const [id, f] of Object.entries(ctx.data.fighters)) {
    f.holding = false;
    f.lastOption = id !== by && mayUseDice(f);
  }
  ctx.emit("refreshCalled", { combatant: by === "" ? undefined : by, waiting: Object.keys(ctx.data.fighters).filter((id) => peek(ctx.data.fighters, id)!.lastOption) });
  settle(ctx);
}

/** After any change: finish a refresh when nobody still has an option, or call one when nobody has dice to use. */
export function settle(ctx: Ctx): void {
  if (ctx.data.refreshBy !== null) {
    if (everyValue(ctx.data.fighters, (f) => !f.lastOption)) refreshRound(ctx);
  } else if (everyValue(ctx.data.fighters, (f) => !mayUseDice(f))) {
    callRefresh(ctx, ctx.data.refreshDue ?? "");
    return;
  }
  announce(ctx);
}

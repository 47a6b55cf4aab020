// What a creature's condition allows in the countdown (OoA, Crushed, in a State), kept in step with its actor.
import type { TurnCommand } from "../../turns/types";
import { fighter, readCondition, type Ctx, type TacticaCondition, type TacticaFighter } from "./turn-fighters";
import { readInt } from "../../turns/args";
import { MAX_HELD_DICE } from "./turn-limits";
import { lowestNotOnes } from "./turn-refresh";

/** The action that removes a State: the one action a creature in a State may take ("spend a die and do nothing"). */
export const REMOVE_STATE_ACTION = "removeState";

/** Set `id`'s condition; any condition ends its action pool, and going out drops its dice at once. */
export function setCondition(ctx: Ctx, id: string, condition: TacticaCondition | undefined): void {
  const f = fighter(ctx, id);
  if (f.condition === condition) return;
  if (condition) f.condition = condition;
  else delete f.condition;
  ctx.emit("conditionChanged", { combatant: id, condition: condition ?? null });
  // "A character who takes a STATE loses all dice they may currently have in any ongoing pools" (OoA and Crushed too).
  if (condition && f.pool) {
    ctx.emit("poolLost", { combatant: id, action: f.pool.action, dice: f.pool.dice, reason: condition === "out" ? "out of action" : condition === "crushed" ? "crushed" : "took a State" });
    f.pool = null;
  }
  if (condition === "out") {
    f.dice = [];
    f.holding = false;
    f.lastOption = false;
  }
  // Crushed: "no actions whatsoever", so no place in the countdown and no last option at a refresh (no die kept).
  if (condition === "crushed") {
    f.holding = false;
    f.lastOption = false;
  }
}

/** A command's `conditions` (combatant id → condition), applied before it runs; unknown ids are refused. */
export function applyCarriedConditions(ctx: Ctx, command: TurnCommand): void {
  const all = command.conditions;
  if (all === undefined) return;
  if (typeof all !== "object" || all === null || Array.isArray(all)) throw new TypeError(`${command.type}: conditions must map combatant ids to conditions`);
  for (const [id, v] of Object.entries(all as Record<string, unknown>)) {
    const who = ctx.combatant(id, "conditions entry").id;
    setCondition(ctx, who, readCondition(v, `${command.type}: conditions.${id}`));
  }
}

/**
 * A command's `burns` (combatant id → dice its wounds burn): "Burn 1 action dice" at once and at every roll until
 * healed. A higher count burns the new dice now; a lower one (healed) stops burning them from the next roll.
 */
export function applyCarriedBurns(ctx: Ctx, command: TurnCommand): void {
  const all = command.burns;
  if (all === undefined) return;
  if (typeof all !== "object" || all === null || Array.isArray(all)) throw new TypeError(`${command.type}: burns must map combatant ids to dice counts`);
  for (const [id, v] of Object.entries(all as Record<string, unknown>)) {
    const who = ctx.combatant(id, "burns entry").id;
    const f = fighter(ctx, who);
    const count = readInt(command, `burns.${id}`, v, 0, MAX_HELD_DICE);
    const before = f.burnEachRoll ?? 0;
    if (count === before) continue;
    if (count > 0) f.burnEachRoll = count;
    else delete f.burnEachRoll;
    ctx.emit("woundBurnSet", { combatant: who, count });
    if (count > before) {
      const indices = lowestNotOnes(f.dice, count - before);
      f.burntFrom = [...(f.burntFrom ?? []), ...indices.map((at) => ({ at, was: f.dice[at]! }))];
      for (const i of indices) f.dice[i] = 1;
      if (indices.length > 0) ctx.emit("diceBurned", { combatant: who, count: indices.length, dice: f.dice, reason: "wounds" });
    }
  }
}

/** Why `f` may not take the action `name` now (null: it may). `response`: outside the countdown (a defence). */
export function conditionRefusal(id: string, f: TacticaFighter, name: string, response: boolean): string | null {
  if (f.condition === "out") return `${id} is Out of Action: no action dice, no actions`;
  if (f.condition === "crushed") return `${id} is Crushed: no actions at all, including defensive ones`;
  if (f.condition === "state" && (response || name !== REMOVE_STATE_ACTION)) return `${id} is in a State: it may do nothing until it is removed`;
  return null;
}

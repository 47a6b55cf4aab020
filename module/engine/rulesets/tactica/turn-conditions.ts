// What a creature's condition allows in the countdown (OoA, Crushed, in a State), kept in step with its actor.
import type { TurnCommand } from "../../turns/types";
import { fighter, readCondition, type Ctx, type TacticaCondition, type TacticaFighter } from "./turn-fighters";

/** The action that removes a State: the one action a creature in a State may take ("spend a die and do nothing"). */
export const REMOVE_STATE_ACTION = "removeState";

/** Set `id`'s condition; going out drops its dice and pool at once. */
export function setCondition(ctx: Ctx, id: string, condition: TacticaCondition | undefined): void {
  const f = fighter(ctx, id);
  if (f.condition === condition) return;
  if (condition) f.condition = condition;
  else delete f.condition;
  ctx.emit("conditionChanged", { combatant: id, condition: condition ?? null });
  if (condition === "out") {
    f.dice = [];
    f.holding = false;
    f.lastOption = false;
    if (f.pool) ctx.emit("poolLost", { combatant: id, action: f.pool.action, dice: f.pool.dice, reason: "out of action" });
    f.pool = null;
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

/** Why `f` may not take the action `name` now (null: it may). `response`: outside the countdown (a defence). */
export function conditionRefusal(id: string, f: TacticaFighter, name: string, response: boolean): string | null {
  if (f.condition === "out") return `${id} is Out of Action: no action dice, no actions`;
  if (f.condition === "crushed") return `${id} is Crushed: no actions at all, including defensive ones`;
  if (f.condition === "state" && (response || name !== REMOVE_STATE_ACTION)) return `${id} is in a State: it may do nothing until it is removed`;
  return null;
}

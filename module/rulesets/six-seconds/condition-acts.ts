/**
 * Conditions that stop a six-seconds character acting or moving, read from the actor's statuses: Broken ("He cannot
 * take any actions, move, speak"), Helpless, Unconscious, Sleeping, Dying, Soul Coma (all Helpless bodies), and a
 * Stunned status ("Takes no actions while stunned"); the engine's conditionEffects `canAct` / `canMove` say which.
 * Dead is a status outside the conditions list and stops everything too. Every way in asks here: the sheet's
 * attacks, combos and acting sheet actions, the tracker's own-turn commands, and board moves.
 */
import { RulesError } from "../../engine/errors";
import { conditionEffects, type ConditionId } from "../../engine/rulesets/six-seconds/conditions";
import type { TurnCommand } from "../../engine/turns";
import type { CoreTypes, RulesetTypes, SheetAction, SheetActionContext } from "../adapter";
import type { PlayerActor } from "../../applications/combat/tracker-view";
import { targetConditions } from "./situation";

const DEAD = "six-seconds.dead";

export type Stopping = ConditionId | "dead";

/** The first of the statuses that stops the character acting (or moving: `what`), or null when none does. */
export function stoppingCondition(statuses: readonly string[], what: "act" | "move"): Stopping | null {
  if (statuses.includes(DEAD)) return "dead";
  for (const c of targetConditions(statuses)) {
    const e = conditionEffects(c);
    if (what === "act" ? !e.canAct : !e.canMove) return c;
  }
  return null;
}

/** The lang key naming a stopping condition (its status label). */
export const stoppingKey = (c: Stopping) => `FRAY.Status.six-seconds.${c}`;

/** A coded refusal naming the condition that stops the character acting, or null. */
export function actingRefusal(statuses: readonly string[]): RulesError | null {
  const c = stoppingCondition(statuses, "act");
  return c === null ? null : new RulesError("condition-no-action", { conditionKey: stoppingKey(c) }, `${c}: the character cannot take any actions`);
}

/** Throws the refusal when a condition stops the character acting. */
export function assertCanAct(statuses: readonly string[]): void {
  const refusal = actingRefusal(statuses);
  if (refusal) throw refusal;
}

/** A sheet action that is something the character does (a combo, an aim, a reload): refused while it cannot act. */
export function whileActing<Q, T extends RulesetTypes = CoreTypes>(action: SheetAction<Q, T>): SheetAction<Q, T> {
  return {
    prepare: async (ctx: SheetActionContext<T>) => {
      assertCanAct(ctx.statuses);
      return action.prepare(ctx);
    },
    ...(action.cost ? { cost: (req: Q) => action.cost!(req) } : {}),
    dice: (req) => action.dice(req),
    resolve: (req, faces) => action.resolve(req, faces),
  };
}

/** The tracker's commands in which the named fighter itself acts in its turn (an action, a move, a delay, mounting). */
const ACTING_COMMANDS = new Set(["act", "delay", "interrupt", "mount", "dismount", "possess"]);

/**
 * A tracker step the fighter's own conditions forbid is refused (as its actor shows them now, on the GM's client);
 * the GM's steps on it (stun, end the turn, set its seconds) and everyone else's go on.
 */
export function assertCommandAllowed(command: TurnCommand, actorOf: (combatantId: string) => PlayerActor | null): void {
  if (!ACTING_COMMANDS.has(command.type) || typeof command.combatant !== "string") return;
  // A crew doing it together (a reload) acts too: one that cannot act refuses the step.
  const crew = Array.isArray(command.crew) ? command.crew.filter((c): c is string => typeof c === "string") : [];
  for (const id of [command.combatant, ...crew]) {
    const actor = actorOf(id);
    if (actor) assertCanAct(actor.statuses);
  }
}

/**
 * GM side, after every saved step: the world ruleset's step slot (adapter.combat.afterStep) says what the step calls
 * for (tactica: a Panicked creature's Spirit roll at the start of its action); its chat lines are posted and its rolls
 * run as the named sheet actions on the combatants' actors. What the slot notes is kept in the combat's flags.
 */
import { SYSTEM_ID } from "../config";
import type { TurnEvent } from "../engine/turns";
import type { DamageContext, RoundEndCall, RoundFighter } from "../rulesets/adapter";
import { adapterFor } from "../rulesets/registry";
import type { RulesetId } from "../schema/choices";
import { runAction } from "../dice/action";
import { stringData } from "./chat-lines";
import type { FlownTally } from "../canvas/action-moves";

export interface StepCombat {
  readonly frayRuleset: RulesetId;
  frayFighters(): RoundFighter[];
  readonly combatants: { get(id: string): { actor: Actor.Implementation | null } | undefined };
  getFlag(scope: typeof SYSTEM_ID, key: "stepMemo"): unknown;
  setFlag(scope: typeof SYSTEM_ID, key: "stepMemo", value: unknown): Promise<unknown>;
}

/** Post each call's line and run its rolls as the ruleset's sheet actions (a round's end does the same). */
export async function postCalls(combat: StepCombat, calls: readonly RoundEndCall[]): Promise<void> {
  const actions = adapterFor(combat.frayRuleset).sheet.actions;
  for (const call of calls) {
    await ChatMessage.implementation.create({ speaker: { alias: game.i18n.localize("FRAY.Tracker.RoundPanel") }, content: `<p>${foundry.utils.escapeHTML(game.i18n.format(call.line.key, stringData(call.line.data)))}</p>` });
    for (const roll of call.rolls) {
      const actor = combat.combatants.get(roll.id)?.actor;
      const action = actions?.[roll.action];
      if (actor && action) await runAction(actor, action, roll.request, { key: roll.action });
    }
  }
}

/**
 * The fighters' board records as a step is taken (read before its update reaches the players): each one's action key
 * then and its tally of moves (canvas/action-moves.ts), per combatant id; none read when the ruleset has no step slot.
 */
export function recordsAtStep(combat: StepCombat): Map<string, { key: string | null; flown: FlownTally }> | undefined {
  if (!adapterFor(combat.frayRuleset).combat.afterStep) return undefined;
  return new Map(combat.frayFighters().flatMap((f) => (f.action ? [[f.id, { key: f.action.key, flown: f.action.flown }] as const] : [])));
}

/**
 * `atStep`: the fighters' records as the step was taken (recordsAtStep): the slot reads their tallies then, so a drag
 * made after the die is not counted before it while the GM's client posts the step, and the key they acted under.
 */
export async function afterStep(combat: StepCombat, events: readonly TurnEvent[], options: DamageContext["options"], atStep?: ReadonlyMap<string, { key: string | null; flown: FlownTally }>): Promise<void> {
  const slot = adapterFor(combat.frayRuleset).combat.afterStep;
  if (!slot) return;
  const stored = combat.getFlag(SYSTEM_ID, "stepMemo") ?? null;
  const fighters = combat.frayFighters().map((f) => {
    const at = f.action ? atStep?.get(f.id) : undefined;
    return at && f.action ? { ...f, action: { ...f.action, flown: at.flown, keyBefore: at.key } } : f;
  });
  const r = slot.due(stored, events, fighters, options as never);
  await postCalls(combat, r.calls);
  const memo = slot.settle(r.memo, combat.frayFighters());
  if (JSON.stringify(memo) !== JSON.stringify(stored)) await combat.setFlag(SYSTEM_ID, "stepMemo", memo);
}

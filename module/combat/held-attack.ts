/**
 * An attack paid in a running fight whose seconds spill into the fighter's next turn is rolled when its last second
 * is spent, not when it starts (six-seconds: "spend the last 3 seconds of one round casting a spell and finish it on
 * the first second of the next round"). The sheet pays, then asks here: if the tracker says the action is still under
 * way (TrackerView.unfinished), the built request and the targets of that moment are held on the actor
 * (flags.fray.heldAttack) and nothing is rolled; each combat update checks the held attacks, and the client of the user
 * who made the attack (or the active GM when that user is gone) rolls and posts it once its seconds are all spent.
 */
import type { BoundTarget } from "../chat/exchange/card";
import { escapeHtml } from "../chat/notice";
import { currentTargets } from "../dice/roll";
import { FrayCombat } from "../documents/combat";
import { runAction } from "../dice/action";
import type { SheetAction } from "../rulesets/adapter";
import { adapterFor, type RollRequest } from "../rulesets/registry";
import { currentRuleset } from "../settings";

export const HELD_FLAG = "heldAttack";

export interface HeldAttack {
  /** A weapon attack's request and the targets of the moment it was made. */
  request?: RollRequest;
  targets?: BoundTarget[];
  /** A sheet action (a combo) by its name in the world ruleset's sheet.actions, with its prepared request. */
  action?: { name: string; req: unknown };
  /** The user who made the attack: their client rolls it. */
  by: string;
}

/** The actor's combatants in this combat (a linked actor, or an unlinked token's own actor). */
function combatantIds(combat: FrayCombat, actor: Actor.Implementation): string[] {
  return combat.combatants.contents.filter((c) => c.actor === actor || (c.actor?.id === actor.id && c.actor?.isToken === false)).map((c) => c.id ?? "");
}

/** Is the action this actor just paid for still under way in this combat? */
function unfinished(combat: FrayCombat, actor: Actor.Implementation): boolean {
  const ask = combat.frayView.unfinished;
  if (!ask) return false;
  const state = combat.frayStore.scheduler.state;
  return combatantIds(combat, actor).some((id) => ask(state, id));
}

/** Hold what was paid, if its last seconds fall in a later turn; whether it was held. */
async function holdIfUnfinished(actor: Actor.Implementation, held: Omit<HeldAttack, "by">): Promise<boolean> {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat) || !unfinished(combat, actor)) return false;
  await actor.setFlag("fray", HELD_FLAG, { ...held, by: game.user.id ?? "" });
  ui.notifications?.info(game.i18n.format("FRAY.Tracker.Held", { name: escapeHtml(actor.name ?? "") }));
  return true;
}

/** Run the paid sheet action (a combo) now, or hold it until its last second is spent; which was done. */
export async function actionNowOrHold<Q>(actor: Actor.Implementation, name: string, action: SheetAction<Q>, req: Q): Promise<"rolled" | "held"> {
  if (await holdIfUnfinished(actor, { action: { name, req } })) return "held";
  // Rolled now from the sheet: its roller may change the dice before the outcome (dice/action-raise.ts).
  await runAction(actor, action, req, { offerRaise: true });
  return "rolled";
}

/** Roll the paid attack now, or hold it until its last second is spent; which was done. */
export async function attackNowOrHold(actor: Actor.Implementation, req: RollRequest, targets: readonly BoundTarget[] = currentTargets()): Promise<"rolled" | "held"> {
  if (await holdIfUnfinished(actor, { request: req, targets: [...targets] })) return "held";
  await actor.rollRequest(req, targets);
  return "rolled";
}

/** Held attacks being rolled on this client (a second combat update before the flag is gone rolls nothing). */
const ROLLING = new Set<string>();

/** Roll every held attack in this combat whose seconds are all spent, on the client of the user who made it. */
export async function releaseHeldAttacks(combat: Combat): Promise<void> {
  if (!(combat instanceof FrayCombat)) return;
  for (const c of combat.combatants.contents) {
    const actor = c.actor;
    const held = actor?.getFlag("fray", HELD_FLAG);
    if (!actor || !held || ROLLING.has(actor.uuid) || unfinished(combat, actor)) continue;
    const maker = game.users.get(held.by);
    const mine = maker?.active ? held.by === game.user.id : game.user.isActiveGM;
    if (!mine) continue;
    ROLLING.add(actor.uuid);
    try {
      await actor.unsetFlag("fray", HELD_FLAG);
      const action = held.action ? adapterFor(currentRuleset()).sheet.actions?.[held.action.name] : undefined;
      if (action) await runAction(actor, action, held.action!.req);
      else if (held.request) await actor.rollRequest(held.request, held.targets ?? []);
    } finally {
      ROLLING.delete(actor.uuid);
    }
  }
}

/** init: check the held attacks on every combat update (a turn that opens with an attack's last second). */
export function registerHeldAttacks(): void {
  Hooks.on("updateCombat", (combat) => void releaseHeldAttacks(combat));
}

/**
 * Break, the text's example tactic against defences: "a Break action will cost 4 pips of dice" and "Specific tactics
 * exist to remove Defence Pools (eg Break)". The sheet's *Break* against the targeted creature pays its 4 pips in the
 * tracker (tracker-view.ts costOf) and posts a card bound to the target whose Apply (through the GM, with Undo)
 * empties its standing Dodge and Block pools. The text gives Break no roll, so none is made.
 */
import type { ActorSystem } from "../../data/actor/schema";
import type { ActionOutcome, DamageApplication, SheetAction } from "../adapter";
import { card } from "./action-parts";

/** The tracker action's name and its cost in pips ("a Break action will cost 4 pips of dice"). */
export const BREAK_ACTION = "break";
export const BREAK_PIPS = 4;

export interface TacticaBreakRequest {
  name: string;
  target: { uuid: string; name: string };
}

export function resolveBreak(req: TacticaBreakRequest): ActionOutcome {
  const data = { target: req.target.name };
  return {
    card: card(req.name, "FRAY.Action.Tactica.Break.Title", { key: "FRAY.Action.Tactica.Break.Posted", data, success: null }),
    update: {},
    exchanges: [{
      card: card(req.name, "FRAY.Action.Tactica.Break.Title", { key: "FRAY.Action.Tactica.Break.OnTarget", data, success: null }),
      target: req.target,
      damage: 0,
      hit: { breakPools: true },
    }],
  };
}

/** What the bound card's Apply writes on the target: its standing Dodge and Block pools are gone. */
export function breakOnTarget(s: ActorSystem): DamageApplication {
  const p = s.tactica.pools;
  const update: Record<string, number> = {};
  if (p.dodge.dice !== 0) update["system.tactica.pools.dodge.dice"] = 0;
  if (p.block.dice !== 0) update["system.tactica.pools.block.dice"] = 0;
  return { update, statuses: [], summary: { key: "FRAY.Damage.Tactica.Break", data: { dodge: p.dodge.dice, block: p.block.dice } } };
}

export const breakAction: SheetAction<TacticaBreakRequest> = {
  prepare: async ({ name, targets }) => {
    const target = targets()[0];
    if (!target) throw new RangeError(`${name}: target the creature whose defence pools the Break removes first`);
    return { name, target: { uuid: target.uuid, name: target.name } };
  },
  // An action in the countdown: its 4 pips (tracker-view.ts costOf).
  cost: () => ({ name: BREAK_ACTION, seconds: 0 }),
  dice: () => [],
  resolve: (req) => resolveBreak(req),
};

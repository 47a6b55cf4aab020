/**
 * The Pool action on a standing Dodge or Block pool (the sheet's "Pool" buttons): one more die, counting as a
 * success, up to the dice normally rolled (plus the shield's Block value). The engine's addToPool decides; the
 * action die itself is the tracker's. Without a standing pool there is nothing to add to: the defence is raised on
 * the attack card instead.
 */
import { addToPool, type DefencePool } from "../../engine/rulesets/tactica/defence-pool";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card } from "./action-parts";

export interface TacticaPoolActionRequest {
  name: string;
  pool: DefencePool;
}

export function resolvePoolAction(req: TacticaPoolActionRequest): ActionOutcome {
  const after = addToPool(req.pool);
  const k = req.pool.kind;
  const grew = after.dice > req.pool.dice;
  return {
    card: card(req.name, `FRAY.Action.Tactica.Pool.${k}`, { key: grew ? "FRAY.Action.Tactica.Pool.Added" : "FRAY.Action.Tactica.Pool.Full", data: { before: req.pool.dice, after: after.dice, max: after.max }, success: grew }),
    update: { [`system.tactica.pools.${k}.dice`]: after.dice },
  };
}

export const poolDefenceAction: SheetAction<TacticaPoolActionRequest> = {
  prepare: async ({ name, stats, data }) => {
    const kind = data["kind"];
    if (kind !== "dodge" && kind !== "block") throw new RangeError(`the Pool action adds to a dodge or block pool, got "${String(kind)}"`);
    const p = stats.tactica.pools[kind];
    if (p.dice <= 0) throw new RangeError(`${name} has no standing ${kind} pool to add to: raise it against an attack first`);
    return { name, pool: { kind, dice: p.dice, max: Math.max(p.max, p.dice), shield: kind === "block" ? stats.tactica.pools.block.shield : 0 } };
  },
  // The Pool action is an action: one die in a running fight (tracker-view.ts costOf).
  cost: () => ({ name: "pool", seconds: 0 }),
  dice: () => [],
  resolve: (req) => resolvePoolAction(req),
};

/** tactica roll buttons on the actor sheet: a pool of committed Action Dice (weapon attacks: attack-dialog.ts). */
import type { RulesetAdapter } from "../adapter";
import { tacticaPool } from "./from-actor";
import type { TacticaRollRequest } from "./rolls";
import type { TacticaTypes } from "./types";

type Sheet = RulesetAdapter<TacticaRollRequest, TacticaTypes>["sheet"];

export const rollPool: NonNullable<Sheet["rollPool"]> = async ({ stats, derived, ask, localize }) => {
  const opts = await ask({ count: stats.tactica.actionDice });
  if (!opts) return null;
  return tacticaPool(stats, localize("FRAY.Sheet.RollPool"), opts.dialog.count ?? 0, opts.dialog.dice, opts.dialog.sl, derived);
};

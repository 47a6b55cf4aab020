/** tactica roll buttons on the actor sheet: a pool of committed Action Dice (weapon attacks: attack-dialog.ts). */
import type { RulesetAdapter } from "../adapter";
import { tacticaPool } from "./from-actor";
import type { TacticaRollRequest } from "./rolls";
import type { TacticaTypes } from "./types";
import type { TacticaDialog } from "./attack-fields";

type Sheet = RulesetAdapter<TacticaRollRequest, TacticaTypes>["sheet"];

export const rollPool: NonNullable<Sheet["rollPool"]> = async ({ stats, derived, ask, localize }) => {
  const pool = (d: TacticaDialog) => tacticaPool(stats, localize("FRAY.Sheet.RollPool"), d.count ?? 0, d.dice, d.sl, derived);
  const opts = await ask({ count: stats.tactica.actionDice }, pool);
  return opts ? pool(opts.dialog) : null;
};

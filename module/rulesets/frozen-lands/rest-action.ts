/**
 * frozen-lands rest on the sheet: after resting, Stress always resets to 0 (restStress). The text gives no amounts
 * for Stamina and wounds recovered by rest, so those stay the GM's edits on the sheet.
 */
import { restStress } from "../../engine/rulesets/frozen-lands/stress";
import type { CardData } from "../../dice/card";
import type { ActionOutcome, SheetAction } from "../adapter";

export interface FrozenLandsRestRequest {
  name: string;
  stress: number;
}

export function resolveFrozenLandsRest(req: FrozenLandsRestRequest): ActionOutcome {
  const r = restStress(req.stress);
  const card: CardData = {
    ruleset: "frozen-lands",
    title: req.name,
    kind: "FRAY.Action.FrozenLands.Rest",
    dice: [],
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: "FRAY.Action.FrozenLands.Rested", data: { before: r.stressBefore }, success: null },
    odds: null,
    details: [],
  };
  return { card, update: { "system.frozenLands.stress": r.stressAfter } };
}

export const restAction: SheetAction<FrozenLandsRestRequest> = {
  prepare: async ({ name, stats }) => ({ name, stress: stats.frozenLands.stress }),
  dice: () => [],
  resolve: resolveFrozenLandsRest,
};

/**
 * tactica roll requests: a pool of committed dice at the roller's SL, and the weapon attack (attack.ts).
 * Foundry-free, so tests run them with a worked example's dice.
 */
import { effortSpent, ownActionWriteBack } from "./own-action";
import { pooledSpent } from "./attack-pool";
import { totalDice, type DiceModifier, type Modifier } from "../../engine/modifiers";
import { poolAtLeast } from "../../engine/odds/pool";
import { readAttackRoll } from "../../engine/rulesets/tactica/attack-roll";
import { superiorityFrom } from "../../engine/rulesets/tactica/superiority";
import type { CardData, DiceGroup } from "../../dice/card";
import { splitFaces } from "../../dice/faces";
import { diceRow, modifierRow } from "../../dice/card-modifiers";
import type { ActorUpdate, RollHandlers } from "../adapter";
import { resolveTacticaAttack, tacticaAttackDice, type TacticaAttackRequest } from "./attack";
import { groupRoundUpdate } from "./group-attacks";

export interface TacticaPoolRequest {
  kind: "tactica.pool";
  label: string;
  dice: number;
  modifiers: DiceModifier[];
  /** SL modifiers with reasons (+1: 4–6 succeed). */
  sl: Modifier[];
}

export type TacticaRollRequest = TacticaPoolRequest | TacticaAttackRequest;

export function tacticaPoolDice(req: TacticaPoolRequest): DiceGroup[] {
  return [{ count: Math.max(0, req.dice + totalDice(req.modifiers)), sides: 6, purpose: "FRAY.Roll.Pool" }];
}

export function resolveTacticaPool(req: TacticaPoolRequest, faces: readonly number[]): CardData {
  const rolled = splitFaces(tacticaPoolDice(req), faces);
  const sl = superiorityFrom(req.sl);
  const r = readAttackRoll(rolled[0]!, sl.threshold);
  const n = rolled[0]!.length;
  return {
    ruleset: "tactica",
    title: req.label,
    kind: "FRAY.Roll.Kind.Pool",
    dice: r.dice.map((v) => ({ value: v, mark: v >= sl.threshold ? "success" : v === 1 ? "one" : "failure" })),
    modifiers: [...req.modifiers.map(diceRow), ...sl.modifiers.map((m) => modifierRow(m, "sl"))],
    total: r.successes,
    target: null,
    outcome: r.fumble
      ? { key: "FRAY.Roll.Fumble", data: {}, success: false }
      : { key: r.successes > 0 ? "FRAY.Roll.Hits" : "FRAY.Roll.Miss", data: { count: r.successes }, success: r.successes > 0 },
    odds: poolAtLeast(n, 1, sl.threshold),
    details: [
      { label: "FRAY.Roll.SuccessOn", value: `${sl.threshold}–6` },
      { label: "FRAY.Roll.Exposures", value: r.exposures },
    ],
  };
}

export const TACTICA_ROLLS: RollHandlers<TacticaRollRequest> = {
  // A roll takes a waiting effort die, so the roll spends it.
  "tactica.pool": { dice: tacticaPoolDice, resolve: resolveTacticaPool, writeBack: (_req, _faces, stats) => ({ update: effortSpent(stats) }) },
  // The attack is its roller's next action: what lasts until then ends (own-action.ts); a group's round is noted.
  "tactica.attack": {
    dice: tacticaAttackDice,
    resolve: resolveTacticaAttack,
    writeBack: (req, _faces, stats) => {
      const own = ownActionWriteBack(stats);
      // A planned attack of a special tactic uses its place in the plan.
      const plan: ActorUpdate = req.tacticRest === undefined ? {} : { "system.tactica.tacticDice": req.tacticRest };
      return { ...own, update: { ...own.update, ...effortSpent(stats), ...pooledSpent(stats), ...(req.groupRound ? groupRoundUpdate(req.groupRound) : {}), ...plan } };
    },
  },
};

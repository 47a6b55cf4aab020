/**
 * A hit on a creature already OoA, applied from the card: "each further hit needs a BODY roll or KIA". The BODY roll
 * (4 + the actor's BODY level, system.tactica.body) and the injury a KIA rolls are one Foundry Roll on the GM's
 * client; the engine's hitWhileOutOfAction decides, and the injury is read from the last five dice when it is KIA.
 */
import { queuedDice } from "../../engine/dice/source";
import { characteristicDice } from "../../engine/rulesets/tactica/characteristic-roll";
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { hitWhileOutOfAction } from "../../engine/rulesets/tactica/out-of-action";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";
import type { DamageApplication } from "../adapter";
import { INJURY_DICE, withInjury } from "./injury-roll";

export function outOfActionRoll(base: DamageApplication, c: TacticaCreature, bodyLevel: number, options: Partial<TacticaOptions>): NonNullable<DamageApplication["roll"]> {
  const body = characteristicDice(bodyLevel);
  return {
    groups: [{ count: body, sides: 6, purpose: "FRAY.Tactica.BodyRoll" }, ...INJURY_DICE],
    then: (faces) => {
      const r = hitWhileOutOfAction(queuedDice(faces.slice(0, body)), c, bodyLevel);
      const data = { ...base.summary.data, successes: r.roll.successes, dice: body };
      if (!r.killed) return { ...base, summary: { key: "FRAY.Damage.Tactica.OoaSurvives", data } };
      const killed: DamageApplication = { ...base, statuses: [...base.statuses, "tactica.kia"], summary: { key: "FRAY.Damage.Tactica.OoaKilled", data } };
      return withInjury(killed, r.after, r.injuryRoll?.bonus ?? 0, faces.slice(body), options);
    },
  };
}

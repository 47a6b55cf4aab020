/**
 * A hit on a creature already OoA, applied from the card: "each further hit needs a BODY roll or KIA". The BODY roll
 * (4 + the actor's BODY level, system.tactica.body) and the injury a KIA rolls are one Foundry Roll on the GM's
 * client; the engine's hitWhileOutOfAction decides, and the injury is read from the last five dice when it is KIA.
 * The BODY roll takes the creature's own dice (roll-modifiers.ts): its injuries ("Sever ... all rolls are at -2d")
 * and a waiting effort die, which the application spends; the summary names them.
 */
import { queuedDice } from "../../engine/dice/source";
import { characteristicDice } from "../../engine/rulesets/tactica/characteristic-roll";
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { hitWhileOutOfAction } from "../../engine/rulesets/tactica/out-of-action";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";
import type { DamageApplication } from "../adapter";
import { INJURY_DICE, withInjury } from "./injury-roll";
import type { DiceModifier } from "../../engine/modifiers";
import { rollerSpent, rollerTotal } from "./roll-modifiers";

export function outOfActionRoll(base: DamageApplication, c: TacticaCreature, bodyLevel: number, options: Partial<TacticaOptions>, own: readonly DiceModifier[] = []): NonNullable<DamageApplication["roll"]> {
  const body = Math.max(0, characteristicDice(bodyLevel) + rollerTotal(own));
  return {
    groups: [{ count: body, sides: 6, purpose: "FRAY.Tactica.BodyRoll" }, ...INJURY_DICE],
    then: (faces) => {
      const r = hitWhileOutOfAction(queuedDice(faces.slice(0, body)), c, bodyLevel, own);
      const sum = (code: string) => own.filter((m) => m.code === code).reduce((n, m) => n + m.dice, 0);
      const data = { ...base.summary.data, successes: r.roll.successes, dice: body, injuries: sum("injuries"), effort: sum("effort") };
      const spent = { ...base, update: { ...base.update, ...rollerSpent(own) } };
      if (!r.killed) return { ...spent, summary: { key: "FRAY.Damage.Tactica.OoaSurvives", data } };
      const killed: DamageApplication = { ...spent, statuses: [...base.statuses, "tactica.kia"], summary: { key: "FRAY.Damage.Tactica.OoaKilled", data } };
      return withInjury(killed, r.after, r.injuryRoll?.bonus ?? 0, faces.slice(body), options);
    },
  };
}

/**
 * An injury's immediate check as a sheet action (the result card offers the same check for the injury it rolled):
 * "Unconscious: the victim must make an immediate Will roll or fall unconscious OoA ... Where a 2d is indicated the
 * roll is made with -2d", "Foot: ... they must make an immediate DEX roll or fall prone", Paralysis and Kill (BODY).
 * The level is the sheet's (Will read as MIND; 4 + level dice), the effect's and its table row's dice come off, and a
 * failure is written: Out of Action, or the Prone marker. The roll takes the creature's own dice (roll-modifiers.ts:
 * its injuries' "all rolls" dice and a waiting effort die), named on the card; the effort is spent.
 */
import { queuedDice } from "../../engine/dice/source";
import { poolAtLeast } from "../../engine/odds/pool";
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { INJURY_EFFECT_TABLE, type InjuryCheck } from "../../engine/rulesets/tactica/injuries/effects";
import { resolveInjuryCheck } from "../../engine/rulesets/tactica/injuries/injury";
import { INJURY_TABLES } from "../../engine/rulesets/tactica/injuries/tables";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField } from "../action-fields";
import type { ActorSystem } from "../../data/actor/schema";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card, dieMarks, pool } from "./action-parts";
import { creatureWriteBack } from "./creature-write-back";
import { tacticaCreatureOf } from "./damage";
import type { DiceModifier } from "../../engine/modifiers";
import { rolledWith, rollerDice, rollerTotal } from "./roll-modifiers";

export const CHECKED = ["unconscious", "foot", "paralysis", "kill"] as const;
type Checked = (typeof CHECKED)[number];

export interface TacticaInjuryCheckRequest {
  name: string;
  creature: TacticaCreature;
  effect: Checked;
  level: number;
  /** The roller's own dice: its injuries and a waiting effort die (roll-modifiers.ts rollerDice). */
  roller?: DiceModifier[];
}

/** The effect's check with every die it loses: its own and its table row's "-2d". */
export function injuryCheckOf(effect: Checked): InjuryCheck {
  const check = INJURY_EFFECT_TABLE[effect].check!;
  const rowOff = Math.max(0, ...Object.values(INJURY_TABLES).flatMap((t) => t.filter((r) => r.effects.includes(effect)).map((r) => r.diceOff)));
  return { ...check, penalty: check.penalty + rowOff };
}

export function tacticaInjuryCheckDice(req: TacticaInjuryCheckRequest): DiceGroup[] {
  return [{ count: pool(req.level, rollerTotal(req.roller) - injuryCheckOf(req.effect).penalty), sides: 6, purpose: "FRAY.Roll.Pool" }];
}

export function resolveTacticaInjuryCheck(req: TacticaInjuryCheckRequest, faces: readonly number[]): ActionOutcome {
  const check = injuryCheckOf(req.effect);
  const r = resolveInjuryCheck(queuedDice(faces), req.creature, check, req.level, req.roller);
  const outcome: CardData["outcome"] = r.roll.passed ? { key: "FRAY.Action.Tactica.InjuryCheck.Passed", data: {}, success: true } : { key: `FRAY.Action.Tactica.InjuryCheck.${check.onFail}`, data: {}, success: false };
  const back = creatureWriteBack(req.creature, r.after);
  const on = [...(back.statuses?.on ?? []), ...(r.prone ? ["tactica.prone"] : [])];
  return rolledWith({
    card: card(req.name, `FRAY.Tactica.InjuryEffect.${req.effect}`, outcome, { dice: dieMarks(r.roll), total: r.roll.successes, target: 1, odds: poolAtLeast(r.roll.pool, 1) }),
    ...back,
    statuses: { on, off: [...(back.statuses?.off ?? [])] },
  }, req.roller);
}

/** The sheet's level of the characteristic a check rolls (the engine's "soul" is the sheet's SPIRIT). */
export function checkLevel(stats: ActorSystem, check: InjuryCheck): number {
  const t = stats.tactica;
  return check.characteristic === "body" ? t.body : check.characteristic === "dex" ? t.dex : check.characteristic === "mind" ? t.mind : t.spirit;
}

export const injuryCheckAction: SheetAction<TacticaInjuryCheckRequest> = {
  prepare: async ({ name, stats, derived, statuses, askFields }) => {
    const fields = await askFields({
      title: "FRAY.Action.Tactica.InjuryCheck.Title",
      fields: [{ kind: "select", name: "effect", label: "FRAY.Action.Tactica.InjuryCheck.Effect", value: "unconscious", options: CHECKED.map((e) => ({ value: e, label: `FRAY.Tactica.InjuryEffect.${e}` })) }],
    });
    if (!fields) return null;
    const effect = choiceField(fields, "effect", CHECKED);
    return { name, creature: tacticaCreatureOf(stats, derived, statuses), effect, level: checkLevel(stats, injuryCheckOf(effect)), roller: rollerDice(stats, derived) };
  },
  dice: tacticaInjuryCheckDice,
  resolve: resolveTacticaInjuryCheck,
};

/**
 * The guide's action dice on the sheet: "Normally the players will roll 4d, as a guide heroes and veterans will have
 * 4, soldiers 3 and untrained creatures 2". Each preset button writes its count into the sheet's *Action dice*, which
 * stays a number the owner may type (the text gives the counts only "as a guide": the GM's judgement).
 */
import { ACTION_DICE_PRESETS, type ActionDicePreset } from "../../engine/rulesets/tactica/action-dice";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card } from "./action-parts";

/** The presets the sheet offers, one button each (heroes and veterans share the 4). */
export const SHEET_ACTION_DICE_PRESETS = ["hero", "soldier", "untrained"] as const satisfies readonly ActionDicePreset[];

export interface TacticaActionDicePresetRequest {
  name: string;
  preset: ActionDicePreset;
  dice: number;
}

export function resolveActionDicePreset(req: TacticaActionDicePresetRequest): ActionOutcome {
  return {
    card: card(req.name, "FRAY.Tactica.ActionDicePreset.Title", { key: "FRAY.Tactica.ActionDicePreset.Done", data: { dice: req.dice, presetKey: `FRAY.Tactica.ActionDicePreset.${req.preset}` }, success: null }),
    update: { "system.tactica.actionDice": req.dice },
  };
}

export const actionDicePresetAction: SheetAction<TacticaActionDicePresetRequest> = {
  prepare: async ({ name, data }) => {
    const preset = data["preset"] ?? "";
    if (!Object.hasOwn(ACTION_DICE_PRESETS, preset)) throw new RangeError(`no action dice preset ${JSON.stringify(preset).slice(0, 40)} (the guide's are ${Object.keys(ACTION_DICE_PRESETS).join(", ")})`);
    return { name, preset: preset as ActionDicePreset, dice: ACTION_DICE_PRESETS[preset as ActionDicePreset] };
  },
  dice: () => [],
  resolve: (req) => resolveActionDicePreset(req),
};

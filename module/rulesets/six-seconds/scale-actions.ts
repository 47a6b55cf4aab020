/**
 * six-seconds scale from size on the sheet: "A creature's or objects' scale is determined by how large it is.
 * Generally, round down" (the engine's scaleFromSize). The GM gives the largest dimension; the scale is written to
 * the sheet, where a thin thing's smaller scale ("a flagpole or a Longbow") can still be typed over it.
 */
import { scaleFromSize } from "../../engine/rulesets/six-seconds/scale";
import type { CardData } from "../../dice/card";
import { wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";

const K = "FRAY.Action.SixSeconds.Scale";

export interface SixSecondsScaleRequest {
  name: string;
  /** The largest dimension, in centimetres. */
  cm: number;
}

export function resolveSixSecondsScale(req: SixSecondsScaleRequest): ActionOutcome {
  const scale = scaleFromSize(req.cm / 100);
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: `${K}.Kind`,
    dice: [],
    modifiers: [],
    total: scale,
    target: null,
    outcome: { key: `${K}.Result`, data: { scale, metres: req.cm / 100 }, success: null },
    odds: null,
    details: [],
  };
  return { card, update: { "system.sixSeconds.scale": scale } };
}

export const scaleFromSizeAction: SheetAction<SixSecondsScaleRequest> = {
  prepare: async ({ name, askFields }) => {
    const fields = await askFields({ title: `${K}.Kind`, hint: { key: `${K}.Hint`, data: [] }, fields: [{ kind: "number", name: "cm", label: `${K}.Cm`, value: 180, min: 1, max: 200000 }] });
    if (!fields) return null;
    return { name, cm: wholeField(fields, "cm", 1, 200000) };
  },
  dice: () => [],
  resolve: resolveSixSecondsScale,
};

/**
 * Posture as a token state (statuses six-seconds.crouching / six-seconds.prone; none: standing): the sheet's
 * *Posture* action changes it and pays the action table's seconds in a running fight ("Crouch or go to prone" 1 s,
 * prone to crouch 1 s, stand from crouch 1 s, stand from prone 2 s: postureChangeSeconds). The attack dialog and a
 * combo's Attacks read the target's posture from the same statuses (postureFromStatuses).
 */
import { postureChangeSeconds } from "../../engine/rulesets/six-seconds/turn-actions";
import type { Posture } from "../../engine/rulesets/six-seconds/situational";
import type { CardData } from "../../dice/card";
import { plainCard } from "./plain-card";
import { choiceField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";
import { POSTURES } from "./situation";

const K = "FRAY.Action.SixSeconds.Posture";
export const POSTURE_STATUSES = ["crouching", "prone"] as const;

/** The posture the statuses give (prone over crouching); standing without either. */
export function postureFromStatuses(statuses: readonly string[]): Posture {
  if (statuses.includes("six-seconds.prone")) return "prone";
  return statuses.includes("six-seconds.crouching") ? "crouching" : "standing";
}

export interface SixSecondsPostureRequest {
  name: string;
  from: Posture;
  to: Posture;
}

export function resolveSixSecondsPosture(req: SixSecondsPostureRequest): ActionOutcome {
  const seconds = postureChangeSeconds(req.from, req.to);
  const card: CardData = {
    ...plainCard(req.name, `${K}.Kind`),
    dice: [],
    outcome: { key: `${K}.Changed`, data: { fromKey: `FRAY.Dialog.SixSeconds.Postures.${req.from}`, toKey: `FRAY.Dialog.SixSeconds.Postures.${req.to}`, seconds }, success: null },
    details: [{ label: "FRAY.Action.SixSeconds.Weapon.Seconds", value: seconds }],
  };
  const on = req.to === "standing" ? [] : [`six-seconds.${req.to}`];
  const off = POSTURE_STATUSES.filter((p) => p !== req.to).map((p) => `six-seconds.${p}`);
  return { card, update: {}, statuses: { on, off } };
}

export const postureAction: SheetAction<SixSecondsPostureRequest> = {
  prepare: async ({ name, statuses, askFields }) => {
    const from = postureFromStatuses(statuses);
    const fields = await askFields({
      title: `${K}.Kind`,
      fields: [{ kind: "select", name: "to", label: `${K}.To`, value: from, options: POSTURES.map((p) => ({ value: p, label: `FRAY.Dialog.SixSeconds.Postures.${p}` })) }],
    });
    if (!fields) return null;
    const to = choiceField(fields, "to", POSTURES);
    if (to === from) throw new RangeError(`${name} is already ${from}`);
    return { name, from, to };
  },
  dice: () => [],
  resolve: resolveSixSecondsPosture,
  cost: (req) => ({ name: "posture", seconds: postureChangeSeconds(req.from, req.to) }),
};

/**
 * A spell cast with a delay: "if a character casts a spell that has a 2-second delay, the spell comes into effect two
 * seconds after casting". The sheet's *Cast a delayed spell* pays the casting's seconds through the tracker with the
 * delay attached; the tracker counts the delay down in the caster's own seconds (its turns) and says in chat when the
 * spell comes into effect. What the spell then does is the GM's (the chapter lists no spells).
 */
import { exampleAction } from "../../engine/rulesets/six-seconds/turn-actions";
import { MAX_ACTION_SECONDS, MAX_DELAY_SECONDS } from "../../engine/rulesets/six-seconds/turn-limits";
import type { CardData } from "../../dice/card";
import { plainCard } from "./plain-card";
import { wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";

const K = "FRAY.Action.SixSeconds.DelayedSpell";
const CAST = exampleAction("cast-spell");

export interface SixSecondsDelayedRequest {
  name: string;
  /** The casting's seconds (4 for most spells). */
  seconds: number;
  /** Seconds of the caster's turns between the end of the casting and the effect. */
  delay: number;
}

export function resolveSixSecondsDelayed(req: SixSecondsDelayedRequest): ActionOutcome {
  const card: CardData = {
    ...plainCard(req.name, `${K}.Kind`),
    dice: [],
    outcome: { key: `${K}.Cast`, data: { seconds: req.seconds, delay: req.delay }, success: null },
    details: [{ label: "FRAY.Action.SixSeconds.Weapon.Seconds", value: req.seconds }],
  };
  return { card, update: {} };
}

export const delayedSpellAction: SheetAction<SixSecondsDelayedRequest> = {
  prepare: async ({ name, askFields }) => {
    const fields = await askFields({
      title: `${K}.Kind`,
      hint: { key: `${K}.Hint`, data: [] },
      fields: [
        { kind: "number", name: "seconds", label: `${K}.Seconds`, value: CAST.seconds, min: 1, max: MAX_ACTION_SECONDS },
        { kind: "number", name: "delay", label: `${K}.Delay`, value: 2, min: 0, max: MAX_DELAY_SECONDS },
      ],
    });
    if (!fields) return null;
    return { name, seconds: wholeField(fields, "seconds", 1, MAX_ACTION_SECONDS), delay: wholeField(fields, "delay", 0, MAX_DELAY_SECONDS) };
  },
  dice: () => [],
  resolve: resolveSixSecondsDelayed,
  // Named "spell" on the tracker: its badge counts "spell in n s" down, and its chat line names it.
  cost: (req) => ({ name: "spell", seconds: req.seconds, delaySeconds: req.delay }),
};

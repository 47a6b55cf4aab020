/**
 * The special results that are attempts (disarm, break weapon, knockback, knockdown, hamstring), rolled from the
 * attacker's sheet against the user's target after the attack card spent the extra success on one: an opposed roll
 * (resolveSpecialAttempt: DEX or BODY against BODY or DEX, 4 + level dice, Size for knockback/down), both sides in one
 * Foundry Roll, the attacker's dice first; both sides' levels and Sizes are their sheets'. The card says what happens to the target; the target's sheet and the board
 * hold the rest (a dropped or broken weapon, the prone marker, the hamstring's Foot injury).
 */
import { queuedDice } from "../../engine/dice/source";
import { characteristicDice } from "../../engine/rulesets/tactica/characteristic-roll";
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { resolveSpecialAttempt, SPECIAL_ATTEMPT_ROLLS, SPECIAL_ATTEMPTS, type AttemptSide, type SpecialAttempt } from "../../engine/rulesets/tactica/special-attempts";
import type { DiceGroup } from "../../dice/card";
import { choiceField } from "../action-fields";
import type { ActorSystem } from "../../data/actor/schema";
import { footingSize } from "./inclose-actions";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card } from "./action-parts";
import { tacticaCreatureOf } from "./damage";
import { opposedCardParts, opposedDice } from "./opposed-card";

export interface TacticaAttemptRequest {
  name: string;
  target: string;
  targetCreature: TacticaCreature;
  attempt: SpecialAttempt;
  attacker: AttemptSide;
  defender: AttemptSide;
  leg: "left-leg" | "right-leg";
}

function levelOf(side: AttemptSide, which: "attacker" | "target", attempt: SpecialAttempt): number {
  return SPECIAL_ATTEMPT_ROLLS[attempt][which] === "body" ? side.body : side.dex;
}

export function tacticaAttemptDice(req: TacticaAttemptRequest): DiceGroup[] {
  return opposedDice(characteristicDice(levelOf(req.attacker, "attacker", req.attempt)), characteristicDice(levelOf(req.defender, "target", req.attempt)));
}

export function resolveTacticaAttempt(req: TacticaAttemptRequest, faces: readonly number[]): ActionOutcome {
  const o = resolveSpecialAttempt(queuedDice(faces), req.attempt, req.attacker, req.targetCreature, req.defender, req.leg);
  const edge = SPECIAL_ATTEMPT_ROLLS[req.attempt].size ? (req.attacker.size ?? 0) - (req.defender.size ?? 0) : 0;
  const key = o.succeeded ? `FRAY.Action.Tactica.Attempt.Won.${req.attempt}` : "FRAY.Action.Tactica.Attempt.Lost";
  const c = card(req.name, `FRAY.Action.Tactica.Attempt.${req.attempt}`, { key, data: { target: req.target }, success: o.succeeded }, opposedCardParts(o.roll, edge));
  return { card: c, update: {} };
}

/** One side of the contest as its actor's sheet has it: BODY, DEX and Size (counted with its legs' Stability). */
function sideOf(s: ActorSystem): AttemptSide {
  return { body: s.tactica.body, dex: s.tactica.dex, size: footingSize(s) };
}

export const specialAttemptAction: SheetAction<TacticaAttemptRequest> = {
  prepare: async ({ name, stats, firstTarget, askFields }) => {
    const target = firstTarget();
    if (!target) throw new RangeError(`${name}: target the creature the attempt is against first`);
    const fields = await askFields({
      title: "FRAY.Action.Tactica.Attempt.Title",
      fields: [
        { kind: "select", name: "attempt", label: "FRAY.Action.Tactica.Attempt.Which", value: "disarm", options: SPECIAL_ATTEMPTS.map((a) => ({ value: a, label: `FRAY.Action.Tactica.Attempt.${a}` })) },
        { kind: "select", name: "leg", label: "FRAY.Action.Tactica.Attempt.Leg", value: "left-leg", options: [{ value: "left-leg", label: "FRAY.Action.Tactica.Attempt.LeftLeg" }, { value: "right-leg", label: "FRAY.Action.Tactica.Attempt.RightLeg" }] },
      ],
    });
    if (!fields) return null;
    return {
      name,
      target: target.name,
      targetCreature: tacticaCreatureOf(target.system, target.derived, target.statuses),
      attempt: choiceField(fields, "attempt", SPECIAL_ATTEMPTS),
      // Both sheets' levels and Sizes: nothing typed.
      attacker: sideOf(stats),
      defender: sideOf(target.system),
      leg: choiceField(fields, "leg", ["left-leg", "right-leg"] as const),
    };
  },
  dice: tacticaAttemptDice,
  resolve: resolveTacticaAttempt,
};

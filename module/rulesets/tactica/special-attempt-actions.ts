/**
 * The special results that are attempts (disarm, break weapon, knockback, knockdown, hamstring), rolled from the
 * attacker's sheet against the user's target after the attack card spent the extra success on one: an opposed roll
 * (resolveSpecialAttempt: DEX or BODY against BODY or DEX, 4 + level dice, Size for knockback/down), both sides in one
 * Foundry Roll, the attacker's dice first; both sides' levels and Sizes are their sheets'. The card says what happens to the target; the target's sheet and the board
 * hold the rest (a dropped or broken weapon, the prone marker, the hamstring's Foot injury). Each side rolls its own
 * dice (roll-modifiers.ts): the attacker its injuries and a waiting effort die (named on the card and spent), the
 * target its injuries ("Sever ... all rolls are at -2d") and its waiting effort die, which a card bound to it spends
 * on Apply (the GM's client writes the target's sheet).
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
import type { ActorDerived } from "../../data/actor/derived";
import { totalDice } from "../../engine/modifiers";
import { rolledWith, rollerDice, rollerEach } from "./roll-modifiers";

export interface TacticaAttemptRequest {
  name: string;
  target: string;
  targetCreature: TacticaCreature;
  attempt: SpecialAttempt;
  attacker: AttemptSide;
  defender: AttemptSide;
  leg: "left-leg" | "right-leg";
  /** The target's actor (its owner may raise a die of its side on the posted card: raise-die.ts otherSide). */
  targetUuid?: string;
  /** The target's actor, when its side took its waiting effort die: a card bound to it spends the die on Apply. */
  targetEffort?: { uuid: string; name: string };
}

/** A side's pool: 4 + its level, with its own dice. */
function poolOf(side: AttemptSide, which: "attacker" | "target", attempt: SpecialAttempt): number {
  return Math.max(0, characteristicDice(SPECIAL_ATTEMPT_ROLLS[attempt][which] === "body" ? side.body : side.dex) + totalDice(side.modifiers ?? []));
}

export function tacticaAttemptDice(req: TacticaAttemptRequest): DiceGroup[] {
  return opposedDice(poolOf(req.attacker, "attacker", req.attempt), poolOf(req.defender, "target", req.attempt));
}

export function resolveTacticaAttempt(req: TacticaAttemptRequest, faces: readonly number[]): ActionOutcome {
  const o = resolveSpecialAttempt(queuedDice(faces), req.attempt, req.attacker, req.targetCreature, req.defender, req.leg);
  const edge = SPECIAL_ATTEMPT_ROLLS[req.attempt].size ? (req.attacker.size ?? 0) - (req.defender.size ?? 0) : 0;
  const key = o.succeeded ? `FRAY.Action.Tactica.Attempt.Won.${req.attempt}` : "FRAY.Action.Tactica.Attempt.Lost";
  const c = card(req.name, `FRAY.Action.Tactica.Attempt.${req.attempt}`, { key, data: { target: req.target }, success: o.succeeded }, opposedCardParts(o.roll, edge));
  // The attacker's own dice are named (and its effort spent); the target's injuries only shrink its pool, shown by its dice.
  const out = rolledWith({ card: c, update: {} }, req.attacker.modifiers);
  // The target's effort die is its sheet's: the card bound to it spends the die through the GM.
  if (!req.targetEffort) return out;
  const seed = card(req.name, `FRAY.Action.Tactica.Attempt.${req.attempt}`, { key: "FRAY.Action.Tactica.Attempt.TargetEffort", data: { target: req.target }, success: null });
  return { ...out, exchanges: [{ card: seed, target: req.targetEffort, damage: 0, hit: { spendEffort: true } }] };
}

/**
 * One side of the contest as its actor's sheet has it: BODY, DEX and Size (counted with its legs' Stability), and the
 * dice `own` it rolls with.
 */
function sideOf(s: ActorSystem, own: AttemptSide["modifiers"]): AttemptSide {
  return { body: s.tactica.body, dex: s.tactica.dex, size: footingSize(s), ...(own?.length ? { modifiers: own } : {}) };
}

/**
 * The target's own dice on its side: its injuries, and its waiting effort die when its actor is known (a card bound
 * to it spends the die); without the actor's UUID (an older caller) the die waits for its next roll.
 */
const targetDice = (s: ActorSystem, d: ActorDerived | undefined, uuid: string | undefined) => (uuid ? rollerDice(s, d) : rollerEach(rollerDice(s, d)));

export const specialAttemptAction: SheetAction<TacticaAttemptRequest> = {
  prepare: async ({ name, stats, derived, firstTarget, askFields }) => {
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
      attacker: sideOf(stats, rollerDice(stats, derived)),
      defender: sideOf(target.system, targetDice(target.system, target.derived, target.uuid)),
      leg: choiceField(fields, "leg", ["left-leg", "right-leg"] as const),
      ...(target.uuid ? { targetUuid: target.uuid } : {}),
      ...(target.uuid && target.system.tactica.effort ? { targetEffort: { uuid: target.uuid, name: target.name } } : {}),
    };
  },
  dice: tacticaAttemptDice,
  resolve: resolveTacticaAttempt,
};

/**
 * The tactica hit's own choice: the owner of the hit creature takes a State or loses a rank (the text's choice);
 * Stateless NPCs always lose a rank, so the State is refused for them. Applied through the exchange like any hit.
 */
import type { ApplyChoiceSlot } from "../adapter";
import { tacticaDamage } from "./damage";
import { applySpecialResult, isSpecialResult, specialResultOffers } from "./special-results-choice";

export const tacticaApplyChoices: ApplyChoiceSlot = {
  offers: (card, target) =>
    card.damage === null && card.defences.length === 0
      ? []
      : [
          { id: "state", label: "FRAY.Exchange.TakeState", refused: target.system.tactica.stateless ? `${target.name} is Stateless: always loses a rank` : null, side: "target" },
          { id: "rank", label: "FRAY.Exchange.LoseRank", refused: null, side: "target" },
          ...specialResultOffers(card, target),
        ],
  apply: (card, target, choice, damage, ctx) => {
    if (isSpecialResult(choice)) return applySpecialResult(card, target, choice, ctx);
    if (choice !== "state" && choice !== "rank") throw new RangeError(`unknown tactica choice "${choice}"`);
    return tacticaDamage(target.system, target.derived, damage, { ...ctx, choice });
  },
};

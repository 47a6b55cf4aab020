/**
 * The tactica hit's own choices. The owner of the hit creature takes a State or loses a rank (the text's choice);
 * Stateless NPCs always lose a rank, so the State is refused for them. Under the paragraph's Block rule
 * (blockRule "spend-successes") the attacker may instead break the target's Block: spend as many successes as the
 * pool holds, strip it, and hit with what is left (no shield, no exposures). Applied through the exchange like any hit.
 */
import type { DefenceOffer } from "../adapter";
import type { ApplyChoiceSlot } from "./types";
import { tacticaDamage } from "./damage";
import { settleCard } from "./exchange-settle";
import { STRIP_WORDS } from "./block-spend";
import { applySpecialResult, isSpecialResult, parseSeveral, specialResultOffers } from "./special-results-choice";

function blockData(card: Parameters<ApplyChoiceSlot["offers"]>[0], key: "breakable" | "strippable"): number {
  const d = card.defences.find((r) => r.choice === "block");
  return Number(d?.summary.data[key] ?? 0);
}

function breakable(card: Parameters<ApplyChoiceSlot["offers"]>[0]): number {
  return blockData(card, "breakable");
}

/** "Reduce the number of dice in the Block Pool" short of removing them all: spend 1 … strippable successes. */
function stripOffers(card: Parameters<ApplyChoiceSlot["offers"]>[0]): DefenceOffer[] {
  return STRIP_WORDS.slice(0, blockData(card, "strippable")).map((w) => ({ id: `strip-${w}`, label: `FRAY.Exchange.TacticaStrip.${w}`, refused: null, side: "attacker" as const }));
}

export const tacticaApplyChoices: ApplyChoiceSlot = {
  offers: (card, target): DefenceOffer[] => {
    if (card.damage === null && card.defences.length === 0) return [];
    const own: DefenceOffer[] = [
      { id: "state", label: "FRAY.Exchange.TakeState", refused: target.system.tactica.stateless ? `${target.name} is Stateless: always loses a rank` : null, ...(target.system.tactica.stateless ? { refusedKey: "FRAY.Exchange.TacticaRefused.stateless" } : {}), side: "target" },
      { id: "rank", label: "FRAY.Exchange.LoseRank", refused: null, side: "target" },
      ...specialResultOffers(card, target),
    ];
    return [...own, ...(breakable(card) > 0 ? [{ id: "break", label: "FRAY.Exchange.TacticaBreak", refused: null, side: "attacker" as const }] : []), ...stripOffers(card)];
  },
  apply: (card, target, choice, damage, ctx) => {
    if (isSpecialResult(choice)) return applySpecialResult(card, target, choice, ctx);
    const several = parseSeveral(choice);
    if (several) return applySpecialResult(card, target, several, ctx);
    if (choice === "break") {
      const spend = breakable(card);
      const uuid = ctx.exchange?.targetUuid;
      if (spend <= 0 || !uuid) throw new RangeError("there is no Block on this card to break");
      // Damage from the same dice with the successes spent on the pool (the defence record's damage kept them).
      const broken = settleDamage(card, uuid, ctx, spend);
      return tacticaDamage(target.system, target.derived, broken, ctx, spend);
    }
    if (choice.startsWith("strip-")) {
      const spend = STRIP_WORDS.indexOf(choice.slice("strip-".length) as (typeof STRIP_WORDS)[number]) + 1;
      const uuid = ctx.exchange?.targetUuid;
      if (spend <= 0 || spend > blockData(card, "strippable") || !uuid) throw new RangeError(`the Block on this card cannot be stripped by "${choice}"`);
      // The Block holds on the dice left: its shield still counts, and fewer exposures come back.
      return tacticaDamage(target.system, target.derived, settleDamage(card, uuid, ctx, spend), ctx, spend);
    }
    if (choice !== "state" && choice !== "rank") throw new RangeError(`unknown tactica choice "${choice}"`);
    return tacticaDamage(target.system, target.derived, damage, { ...ctx, choice });
  },
};

function settleDamage(card: Parameters<ApplyChoiceSlot["apply"]>[0], uuid: string, ctx: Parameters<ApplyChoiceSlot["apply"]>[4], spend: number): number {
  return settleCard(card, uuid, ctx.options?.tactica ?? {}, spend).damage.damage;
}

/**
 * The GM's approval of a proposed attack stunt, on the attack card before the target answers it ("the alternative
 * effect must make sense and be approved by the GM"): Approve lets the target accept it; Refuse drops it, and the
 * attack resolves as normal (the target may react). Offered to GMs once, while the stunt is proposed and no target
 * has answered yet; the ruling is kept on the card (chat/exchange/ruling.ts) and read back here.
 */
import type { ExchangeCard } from "../../chat/exchange/card";
import type { RulingSlot } from "../adapter";
import { requestOf } from "./reaction-limits";

export const STUNT_APPROVE = "stunt-approve";
export const STUNT_REFUSE = "stunt-refuse";

/** The GM's ruling on the card's proposed stunt: approved, refused, or not yet (null). */
export function stuntRuling(card: ExchangeCard): "approved" | "refused" | null {
  const ruling = (card.rulings ?? []).find((r) => r.choice === STUNT_APPROVE || r.choice === STUNT_REFUSE);
  return ruling ? (ruling.choice === STUNT_APPROVE ? "approved" : "refused") : null;
}

export const factionsRulings: RulingSlot = {
  offers: (card) => {
    if (!requestOf(card)?.stunt || stuntRuling(card) !== null) return [];
    // Every target has answered the attack already (reacted, or resolved it as normal): nothing is left to approve.
    if (card.targets.every((t) => card.defences.some((d) => d.targetUuid === t.uuid))) return [];
    return [
      { id: STUNT_APPROVE, label: "FRAY.Factions.StuntRuling.approve", refused: null },
      { id: STUNT_REFUSE, label: "FRAY.Factions.StuntRuling.refuse", refused: null },
    ];
  },
};

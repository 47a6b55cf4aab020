/**
 * A change to an attack's rolled dice that its side may buy after the roll and before anything is applied (tactica:
 * "Act as a +1 dice to increase another skill dice, eg: increasing a 3 result to a 4, after you have rolled", paid
 * with a 1 from the action dice). The card offers it to the attacker's owner; the GM's client checks it, charges its
 * cost in the tracker, and writes the card's faces and every settled defence again (chat/exchange/revise-roll.ts).
 */
import type { DefenceRecord, ExchangeCard } from "../../chat/exchange/card";
import type { DefenceCost } from "../../chat/exchange/costs";
import type { DefenceOffer } from "./defence";

/** The card after a revision: the attack's new faces and each resolved defence settled again on them. */
export interface RevisedRoll {
  faces: number[];
  defences: DefenceRecord[];
}

export interface RollRevisionSlot<Options = unknown> {
  /** What the attacker's side may pick now (empty: nothing; the card's earlier revisions are in `card.revised`). */
  offers(card: ExchangeCard): DefenceOffer[];
  /** What a pick spends in the combat tracker (null: nothing). */
  cost(card: ExchangeCard, choice: string): DefenceCost | null;
  /** The card after the pick; throws (the request is refused, nothing written) when the rules forbid it. */
  revise(card: ExchangeCard, choice: string, options: Options | undefined): RevisedRoll;
}

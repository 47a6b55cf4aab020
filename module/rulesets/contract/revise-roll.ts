/**
 * A change to an attack's rolled dice that its side may buy after the roll and before anything is applied (tactica:
 * "Act as a +1 dice to increase another skill dice, eg: increasing a 3 result to a 4, after you have rolled", paid
 * with a 1 from the action dice). The card offers it to the attacker's owner; the GM's client checks it, charges its
 * cost in the tracker, and writes the card's faces and every settled defence again (chat/exchange/revise-roll.ts).
 */
import type { AppliedRecord, DefenceRecord, ExchangeCard } from "../../chat/exchange/card";
import type { DefenceCost } from "../../chat/exchange/costs";
import type { DefenceOffer } from "./defence";
import type { AttackTarget } from "./target";

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
  /**
   * The defender's side of the same change (optional): what the owner of `targetUuid` may pick on its resolved
   * defence's own dice (empty: nothing; its earlier revisions are in the record's `revised`).
   */
  defenceOffers?(card: ExchangeCard, targetUuid: string): DefenceOffer[];
  /**
   * The defence after the pick, settled again, and what it writes again at once on actors (a pool the new faces
   * raise); `target` is the defender as it stands now. Throws (refused, nothing written) when the rules forbid it.
   */
  reviseDefence?(card: ExchangeCard, targetUuid: string, choice: string, options: Options | undefined, target: AttackTarget): RevisedDefence;
  /**
   * A plain roll card's side (optional: chat/roll-card-revise.ts): what the roller's owner may pick on a card posted
   * with this request and faces (empty: nothing), and the faces after the pick (throws when the rules forbid it).
   */
  cardOffers?(request: unknown, faces: readonly number[]): DefenceOffer[];
  reviseCard?(request: unknown, faces: readonly number[], choice: string): number[];
  /**
   * A sheet action's roll (optional: dice/action-raise.ts), asked after its Roll is evaluated and before its outcome
   * is resolved and written: what the roller may pick on this action, request and faces (empty: nothing), what a
   * pick spends (null: the choice is unknown), and the faces after it (throws when the rules forbid it).
   */
  actionOffers?(action: object, request: unknown, faces: readonly number[]): DefenceOffer[];
  actionCost?(choice: string): DefenceCost | null;
  reviseAction?(faces: readonly number[], choice: string): number[];
  /**
   * The other creature's dice of an opposed sheet action's roll (optional: chat/action-card-raise.ts), raised on the
   * posted card by that creature's owner: its actor's UUID (null: the roll holds no dice of another creature), what
   * it may pick on them (empty: nothing), and the faces after the pick (throws when the rules forbid it). Its cost is
   * `actionCost`'s, paid from that creature's dice.
   */
  otherSide?(action: object, request: unknown): string | null;
  otherOffers?(action: object, request: unknown, faces: readonly number[]): DefenceOffer[];
  reviseOther?(action: object, request: unknown, faces: readonly number[], choice: string): number[];
  /**
   * The dice an application (or a revision of it) rolled on the GM's client when the card was applied, as its record
   * keeps them (`rolled`, in `groups`; chat/exchange/raise-applied.ts): which groups may have a face raised now, by
   * whose side ("target": the record's actor; "attacker": the card's attacker), with their offers (empty: nothing),
   * and a group's faces after a pick (throws when the rules forbid it).
   */
  recordOffers?(card: ExchangeCard, record: AppliedRecord): RecordRaise[];
  reviseRecord?(faces: readonly number[], choice: string): number[];
}

/** One dice group of an applied record's roll that a side may raise a face of (its index in the record's `groups`). */
export interface RecordRaise {
  group: number;
  side: "target" | "attacker";
  offers: DefenceOffer[];
  /** A lang key naming the roll on the card (default: the group's purpose). */
  rollKey?: string;
}

/** A defence after a change to its own dice: the record settled again and the actor writes it calls for. */
export interface RevisedDefence {
  defence: DefenceRecord;
  writes?: { uuid: string; update: Record<string, number | boolean> }[];
}

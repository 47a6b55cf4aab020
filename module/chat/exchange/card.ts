/**
 * The attack exchange as it is stored on a chat card (flags.fray.exchange): the targets bound at roll time, what
 * each defender chose, and the audit of every application (who asked, when, what changed), with its undo. Plain
 * data only, so the decisions (decide.ts) and the handler (handler.ts) run without Foundry.
 */
import type { RulesetId } from "../../schema/choices";
import type { HitDetails } from "../requests";

/** A target bound to the card when the attack was rolled. */
export interface BoundTarget {
  uuid: string;
  /** Free text, shown escaped. */
  name: string;
}

/** One stored value before and after an application (paths are the update's: "system.sixSeconds.wounds"). */
export interface FieldChange {
  path: string;
  before: number | boolean | string;
  after: number | boolean | string;
}

/** One status switched by an application. */
export interface StatusChange {
  id: string;
  before: boolean;
  after: boolean;
}

/** A defender's step as the card keeps it: the choice and what it did to the damage this target takes. */
export interface DefenceRecord {
  targetUuid: string;
  /** The option's id ("dodge", "block", "counter" …). */
  choice: string;
  by: string;
  at: number;
  /** Damage this target takes after the defence (replaces the card's damage for this target). */
  damage: number;
  /** Lang key and data of what happened. */
  summary: { key: string; data: Record<string, string | number> };
  /** The defence's own faces, kept for the audit. */
  faces: number[];
  /** Extra applications the defence causes (a counter's hit on the attacker): applied with the target's. */
  extra?: { targetUuid: string; damage: number }[];
  /** What the defence wrote on actors at once (a standing pool's die used up), before → after, for the audit. */
  writes?: { targetUuid: string; changes: FieldChange[] }[];
  /**
   * The attack's target changed (hide, guard): the card now binds `to` instead of this target (named `fromName`);
   * `swapped`: their tokens swapped places on the board (swapped back when a GM undoes the rebinding).
   */
  retarget?: { to: string; name: string; other: string; fromName?: string; swapped?: true };
  /** A GM undid this rebinding: the card binds the original target again. */
  unbound?: { by: string; at: number };
  /**
   * Declared before the attack was rolled, not resolved yet (a "declare-first" card while "declaring"): its own dice
   * are rolled and its cost paid; `damage` and `summary` say nothing until the attack is rolled.
   */
  pending?: true;
  /** Changes the defender's side bought to this defence's own dice (revise-roll.ts reviseDefenceRoll), for the audit. */
  revised?: RevisionRecord[];
}

/** A target that declared no defence before the roll (kept for the audit once the attack is rolled). */
export interface DeclinedRecord {
  targetUuid: string;
  by: string;
  at: number;
}

/**
 * The order of the exchange, the ruleset's (adapter.declareFirst): "roll-first", the card is rolled when posted and
 * the defence comes after; "declare-first", each target declares its defence before the attack's waiting dice are
 * rolled. A card of the earlier layout has none and reads as "roll-first".
 */
export type ExchangeOrder = "roll-first" | "declare-first";

/** Where the attack's dice stand: "declaring" (some still wait for the declarations), "rolled" (all rolled). */
export type ExchangePhase = "declaring" | "rolled";

/** The choice id of "no defence", declared on a "declare-first" card (core's, every ruleset's). */
export const NO_DEFENCE = "none";

/** One application to one target, keyed by (card, target): the idempotency key. */
export interface AppliedRecord {
  key: string;
  targetUuid: string;
  /** User id of who asked, and the time the GM's client applied it (ms since epoch). */
  by: string;
  at: number;
  damage: number;
  summary: { key: string; data: Record<string, string | number> };
  changes: FieldChange[];
  statuses: StatusChange[];
  undone: { by: string; at: number } | null;
  /** Ids of the items the application created on the target (an injury): the undo deletes them. */
  items?: string[];
  /** What the application wrote on the target's own items (a weapon's wounds), by item id: the undo takes it back. */
  itemChanges?: { id: string; changes: FieldChange[] }[];
  /**
   * Items of the target the application handed to another actor (a taken weapon): its id, the actor it went to, the
   * copy's id there, and the item as it was (its whole stored data): the undo deletes the copy and puts it back.
   */
  moved?: MovedItem[];
  /** Faces the application rolled itself (a hit location and an injury), for the audit. */
  rolled?: number[];
  /** The dice groups `rolled` was rolled in, in order (what a raise of one of its faces reads: raise-applied.ts). */
  groups?: { count: number; sides: number; purpose: string }[];
  /** The choice the application was applied with (a special result), so that a raise works the same one out again. */
  choice?: string;
  /** Faces of its roll raised since (raise-applied.ts): the group, the pick, who, when, the faces before. */
  raised?: RecordRaiseRecord[];
}

/** One raise of a face of an application's own roll (raise-applied.ts), with the faces it replaced, for the audit. */
export interface RecordRaiseRecord {
  group: number;
  choice: string;
  by: string;
  at: number;
  before: number[];
}

/** One item an application moved from its target to another actor (AppliedRecord.moved). */
export interface MovedItem {
  id: string;
  to: string;
  copy: string;
  source: Record<string, unknown>;
}

export interface ExchangeCard {
  ruleset: RulesetId;
  /** The attacking actor's UUID (its owners may ask for the application) and name (free text, shown escaped). */
  attackerUuid: string;
  attackerName?: string;
  targets: BoundTarget[];
  /** Damage the attack deals to each target before defences (null: nothing to apply). */
  damage: number | null;
  /** The ruleset's own hit details (opaque here), read back by its adapter when the card is read (schema.ts). */
  hit: HitDetails;
  /** What the ruleset's defence slot needs to resolve a defence later (the request and the attack's faces). */
  attack: { request: unknown; faces: number[] } | null;
  defences: DefenceRecord[];
  applied: AppliedRecord[];
  /** The attack's own cost (adapter.attackCost) was spent in the tracker, by whom and when. */
  charged?: { by: string; at: number };
  /** Rebinding defences a GM undid (hide, guard), kept for the audit. */
  unbound?: DefenceRecord[];
  /** The exchange's order and phase (read as "roll-first" / "rolled" when absent: cards of the earlier layout). */
  order?: ExchangeOrder;
  phase?: ExchangePhase;
  /** Targets that declared no defence (a "declare-first" card). */
  declined?: DeclinedRecord[];
  /** Changes the attacker's side bought to the rolled dice (revise-roll.ts): the pick, who, when, the faces before. */
  revised?: RevisionRecord[];
  /** A GM's rulings on the card (ruling.ts: the ruleset's rulings slot, read back by its slots): the pick, who, when. */
  rulings?: RulingRecord[];
}

/** One GM's ruling on the card (factions: a proposed stunt approved or refused), for the ruleset and the audit. */
export interface RulingRecord {
  choice: string;
  by: string;
  at: number;
}

/** One change to the attack's rolled dice (tactica: a 1 raising a die), with the faces it replaced, for the audit. */
export interface RevisionRecord {
  choice: string;
  by: string;
  at: number;
  before: number[];
}

/** Whether the card still waits for declarations or for its roll ("declaring"). */
export function isDeclaring(card: Pick<ExchangeCard, "phase">): boolean {
  return card.phase === "declaring";
}

/** Whether the defence had to be declared before the roll (then none may come after it). */
export function declaresFirst(card: Pick<ExchangeCard, "order">): boolean {
  return card.order === "declare-first";
}

/** Who asks: a user id, whether a GM, and whether they own a document by UUID. */
export interface Requester {
  id: string;
  isGM: boolean;
  owns(uuid: string): boolean;
}

/** The idempotency key of one (card, target) pair. */
export function applicationKey(messageId: string, targetUuid: string): string {
  return `${messageId}|${targetUuid}`;
}

/** A new exchange for a freshly rolled attack card (or one posted "declaring": its defences come first). */
export function newExchange(init: Pick<ExchangeCard, "ruleset" | "attackerUuid" | "targets" | "damage" | "hit" | "attack"> & { attackerName?: string; declaring?: boolean }): ExchangeCard {
  const { declaring, ...rest } = init;
  return { ...rest, targets: init.targets.map((t) => ({ ...t })), defences: [], applied: [], order: declaring ? "declare-first" : "roll-first", phase: declaring ? "declaring" : "rolled" };
}

/** A result card's flags: the attack card it belongs to, and the applications (or undos) it reports. */
export interface ExchangeResultFlags {
  source: string;
  kind: "result" | "undone";
  records: AppliedRecord[];
}

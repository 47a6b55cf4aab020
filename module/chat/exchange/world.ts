/**
 * What the exchange's handler (handler.ts, declare.ts) may read and write: the port the Foundry glue
 * (exchange-query.ts foundryWorld) and the tests' double world implement, and what a request answers.
 */
import type { DiceGroup } from "../../dice/card";
import type { AttackTarget, DamageContext, NewItem } from "../../rulesets/adapter";
import type { AppliedRecord, DefenceRecord, ExchangeCard, RulingRecord } from "./card";
import type { CombatCosts } from "./costs";
import type { Refusal } from "./decide";

/** What the handler may read and write. */
export interface ExchangeWorld {
  card(messageId: string): ExchangeCard | null;
  actor(uuid: string): AttackTarget | null;
  /** Write a plain update (paths under the actor: "system.…") and switch statuses. */
  writeActor(uuid: string, update: Record<string, number | boolean | string>, statuses: { id: string; active: boolean }[]): Promise<void>;
  writeCard(messageId: string, card: ExchangeCard): Promise<void>;
  /** Post the result card of applications or undos. */
  postResult(messageId: string, kind: "result" | "undone", records: readonly AppliedRecord[]): Promise<void>;
  /** Roll dice for a defence; faces in the groups' order. */
  roll(groups: readonly DiceGroup[]): Promise<number[]>;
  now(): number;
  options?: DamageContext["options"];
  costs?: CombatCosts;
  /** Create items on an actor (an injury) and answer their ids; delete them again (the undo). */
  createItems?(uuid: string, items: readonly NewItem[]): Promise<string[]>;
  deleteItems?(uuid: string, ids: readonly string[]): Promise<void>;
  /** An item the actor owns, as stored (its type and system data), or null; write a plain update on it. */
  item?(uuid: string, id: string): { type: string; system: unknown } | null;
  writeItem?(uuid: string, id: string, update: Record<string, number | boolean | string>): Promise<void>;
  /**
   * Hand an item to another actor: a copy of it (with `update` written) created on `to`, then the item deleted from
   * `from`; answers the copy's id and the item as it was (its whole stored data). Throws, having changed nothing, when
   * either write fails. `restoreItem` creates such an item again on an actor, with its own id (the undo).
   */
  moveItem?(from: string, id: string, to: string, update: Record<string, number | boolean | string>): Promise<{ copy: string; source: Record<string, unknown> }>;
  restoreItem?(uuid: string, source: Record<string, unknown>): Promise<void>;
  /** An item the actor owns, whole as stored (what restoreItem creates again), or null: a raise's take-back keeps it. */
  itemSource?(uuid: string, id: string): Record<string, unknown> | null;
  /**
   * A declared attack was rolled (declare.ts): show the card's whole roll (its request and every face) to the table,
   * and write back what the roll changes on its roller. Optional: a world without a chat has nothing to redraw.
   */
  attackRolled?(messageId: string, request: unknown, faces: readonly number[], attackerUuid: string): Promise<void>;
  /** The attack's rolled dice were changed (revise-roll.ts): show the card's new faces to the table. Optional. */
  rollRevised?(messageId: string, request: unknown, faces: readonly number[]): Promise<void>;
  /**
   * The board of the GM's viewed scene: the zones between two actors' tokens (null: the board cannot say), and two
   * actors' tokens swapping places (false: not both on it). Optional: a world without a board leaves it to the table.
   */
  board?: {
    zonesBetween(a: string, b: string): number | null;
    swapPlaces(a: string, b: string): Promise<boolean>;
  };
}

export type ExchangeAnswer =
  | { ok: true; records: AppliedRecord[] }
  | { ok: true; defence: DefenceRecord }
  | { ok: true; faces: number[] }
  | { ok: true; ruling: RulingRecord }
  | { ok: false; refusal: Refusal | "Refused"; reason?: string };


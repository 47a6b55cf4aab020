/**
 * The shapes every roll shares, whatever the ruleset: the dice groups a request asks for and the chat card data
 * the engine's outcome becomes. Types only, so ruleset adapters and the core dice plumbing both import them.
 */
import type { RulesetId } from "../schema/choices";
import type { HitDetails } from "../chat/requests";

export interface DiceGroup {
  count: number;
  sides: number;
  /** Lang key naming what the dice are for. */
  purpose: string;
}

export interface CardDie {
  value: number;
  /** CSS modifier: success, failure, one, stress. */
  mark: "success" | "failure" | "one" | "stress-success" | "stress-failure" | "plain";
}

export interface CardData {
  ruleset: RulesetId;
  /** Free text (actor-chosen names) shown escaped. */
  title: string;
  /** Lang key of the roll kind. */
  kind: string;
  dice: CardDie[];
  modifiers: { value: string; reason: string }[];
  total: number | null;
  target: number | null;
  /** Lang key of the outcome, its data, and whether it is a success (null: no pass/fail, e.g. damage). */
  outcome: { key: string; data: Record<string, string | number>; success: boolean | null };
  /** Chance of success before the roll (0–1), when the engine gives it. */
  odds: number | null;
  details: { label: string; value: string | number }[];
  /** Damage the card offers to apply to the targets (through the engine on the GM's client), or null. */
  damage?: number | null;
  /** What kind of hit the damage is (nonlethal, tactica track …), sent with the apply-damage request. */
  hit?: HitDetails | null;
}

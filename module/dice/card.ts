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

/** Whose a die is, shown as a label over its group (die-groups.ts); untagged dice are the roller's or Stress dice. */
export type DieGroup = "roller" | "attacker" | "defender" | "damage" | "stress" | "opponent";

export interface CardDie {
  value: number;
  /** CSS modifier: success, failure, one, stress. */
  mark: "success" | "failure" | "one" | "stress-success" | "stress-failure" | "plain";
  group?: DieGroup;
}

/** What a modifier's number changes, shown through FRAY.Card.Unit.<unit> ("{value} SL"); none: the bare number. */
export type ModifierUnit = "target" | "damage" | "sl" | "dice";

/** One modifier row of a card (built by card-modifiers.ts). */
export interface CardModifier {
  /** The signed number ("+2", "−1", "+1/0"). */
  value: string;
  unit?: ModifierUnit;
  /** Free text shown as is when there is no reasonKey; otherwise the engine's English phrase (for logs). */
  reason: string;
  /** Lang key of the reason (FRAY.Reason.<code>) and its placeholders. */
  reasonKey?: string;
  reasonData?: Record<string, string | number>;
}

export interface CardData {
  ruleset: RulesetId;
  /** Free text (actor-chosen names) shown escaped. */
  title: string;
  /** Lang key of the title when it is not a name (a Will check, an AGI save); shown instead of `title`. */
  titleKey?: string;
  /** Lang key of the roll kind. */
  kind: string;
  dice: CardDie[];
  modifiers: CardModifier[];
  total: number | null;
  target: number | null;
  /** Lang key of the outcome, its placeholders, and whether it is a success (null: no pass/fail, e.g. damage). */
  outcome: { key: string; data: Record<string, string | number>; success: boolean | null };
  /** Chance of success before the roll (0–1), when the engine gives it. */
  odds: number | null;
  details: { label: string; value: string | number }[];
  /** Damage the card offers to apply to the targets (through the engine on the GM's client), or null. */
  damage?: number | null;
  /** What kind of hit the damage is: the ruleset's own details (rulesets/<id>/types.ts), read back by its adapter. */
  hit?: HitDetails | null;
}

/**
 * The shape every ruleset object has. Concepts all four rulesets share have one name and one call shape here;
 * everything else a ruleset resolves sits beside them in `resolve` / `odds` under its exported name.
 * Parameters are typed `never` so that each ruleset keeps its own input and outcome types (checked with
 * `satisfies Ruleset`), while a ruleset without the concept, or with it under another name or call shape, fails.
 */
import type { DiceSource } from "../dice/index";
import type { TurnPolicy } from "../turns/index";

/** Any resolve or odds function: plain data (and dice) in, an outcome out. */
export type RulesetFunction = (...args: never[]) => unknown;

export interface SharedResolvers {
  /** One attack from its first die to its outcome (hit, defence, damage dealt): `(dice, input, options?)`. */
  attack(dice: DiceSource, input: never, options?: never): object;
  /** Damage dealt to a target's stored state: `(target, damage, options?)` → the outcome, with the state after. */
  applyDamage(target: never, damage: never, options?: never): object;
}

export interface SharedOdds {
  /** Exact odds of `resolve.attack`'s outcomes, from no dice: `(input, options?)` → distributions. */
  attack(input: never, options?: never): object;
}

export interface Ruleset<Id extends string = string, TurnData = unknown> {
  readonly id: Id;
  /** A lang key. */
  readonly label: string;
  /** The turn scheduler's policy: initiative, turns, rounds (docs/engine/turns.md). */
  readonly turnPolicy: TurnPolicy<TurnData>;
  /** Resolve functions by their exported name (`resolveX` is `resolve.X`). */
  readonly resolve: SharedResolvers & Readonly<Record<string, RulesetFunction>>;
  /** Exact outcome distributions by their exported name without "Odds" (`attackOdds` is `odds.attack`). */
  readonly odds: SharedOdds & Readonly<Record<string, RulesetFunction>>;
  /** Its tables, stats, options and labels, as data. */
  readonly [data: string]: unknown;
}

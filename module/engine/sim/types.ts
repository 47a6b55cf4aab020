/**
 * The shapes of a simulated fight. Core sim code (play.ts, odds.ts) works on these only; each ruleset supplies its
 * `AutoPlay` (module/engine/rulesets/<id>/autoplay.ts), listed in module/engine/rulesets/autoplay.ts by ruleset id.
 */
import type { DiceSource } from "../dice/source";
import type { TurnPolicy } from "../turns/policy";
import type { SchedulerState, TurnCommand } from "../turns/types";

/** One combatant as the odds read it: its side (a disposition, or a faction) and its ruleset's fighting stats. */
export interface SimEntry<S> {
  id: string;
  name: string;
  side: string;
  stats: S;
}

/** A fighter during one simulated fight: its stats, changed by the fight (health, wounds …), and its side. */
export interface SimFighter<F> {
  id: string;
  side: string;
  state: F;
}

/** The fight around the scheduler: every fighter by id (the downed ones too) and the sides in seating order. */
export interface SimFight<F> {
  readonly fighters: Readonly<Record<string, SimFighter<F>>>;
  readonly sides: readonly string[];
  /** The ruleset's rules options (the world's readings), as the ruleset's attack functions take them. */
  readonly options: unknown;
}

/**
 * How one ruleset's simulated sides fight ("how the simulated sides fight", docs/encounter-odds.md). `next` is asked
 * for each scheduler step: it may resolve the acting fighter's attack on `fight` with the engine's attack functions
 * (rolling `dice`) and returns the command(s) that charge it (or move play on), played in order. It never returns a
 * command the scheduler would refuse, and changes the scheduler's state only through commands.
 */
export interface AutoPlay<D, S, F> {
  readonly policy: TurnPolicy<D>;
  /** The most sides the ruleset's fights have (frozen-lands: characters and enemies); absent: any number. */
  readonly maxSides?: number;
  /** The policy's init options for these sides. */
  policyOptions(sides: readonly string[], options: unknown): unknown;
  /** A fresh fight state of an entry (a fight changes it, never the entry). */
  fighter(entry: SimEntry<S>, sides: readonly string[]): F;
  /** The addCombatant spec of a fighter (its id and name are added by the caller). */
  spec(entry: SimEntry<S>, sides: readonly string[]): Record<string, unknown>;
  /** The start command for these sides. */
  start(sides: readonly string[]): TurnCommand;
  next(state: SchedulerState<D>, fight: SimFight<F>, dice: DiceSource): TurnCommand | readonly TurnCommand[];
  /** Out of the fight by the ruleset's defeat rule. */
  down(state: F): boolean;
}

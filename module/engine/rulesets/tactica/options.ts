/**
 * GM-decidable readings of the tactica text. The text leaves gaps or contradicts itself in these places; each option
 * is documented in docs/rules-notes/tactica.md with the reading chosen as the default.
 */
export interface TacticaOptions {
  /** Every Nth direct rank loss on one side costs a rank on the other side (text: 2, some effects 3 or 4). */
  crossoverEvery: 2 | 3 | 4;
  /**
   * How a Block pool meets an attack. "pool-compare" follows the Roland example: successes above the pool ignore the
   * shield, otherwise the shield's armour comes off the successes and the attacker takes pool − successes exposures.
   * "spend-successes" follows the rules paragraph: the attacker may spend successes to strip the pool.
   */
  blockRule: "pool-compare" | "spend-successes";
  /** Parry-converted 1s: "as-rolled" counts them with the roll's own 1s (they can cause a fumble); "always-exposure" makes each one an exposure regardless. */
  parryOnes: "as-rolled" | "always-exposure";
  /** Exposure dice picked up by an attacker are removed ("consume") or stay for the next attacker ("persist"). */
  exposureUse: "consume" | "persist";
  /** Dice added for minor / major advantage (the modifier table in the text is empty). */
  advantageDice: { minor: number; major: number };
  /** Whether the attacker counts themself among the allies when comparing with enemies for advantage. */
  advantageCountsSelf: boolean;
  /** Massive damage: "kia" (the MASSIVE paragraph) or "killing-blow" (the damage paragraph). */
  massiveOutcome: "kia" | "killing-blow";
  /**
   * The rank the "more than 3 times your current rank" Massive guide counts: "total" (start + bonus, not lowered by
   * losses: "A lost Rank does not lower your current ranks for future damage calculations") or "after-losses".
   */
  massiveRank: "total" | "after-losses";
  /** Neck and Groin as hit locations (the text makes them optional). */
  neckAndGroin: boolean;
  /** Optional cap on how many creatures may attack one target InContact (text suggests 4 for man-sized); null = no cap. */
  maxAttackersPerTarget: number | null;
  /**
   * The Turning Template's length in grid squares ("The Turning Template allows the chariot to move its full distance
   * (7-9 inches)"): the longest board move a chariot makes. The text prints inches and no inches-to-squares scale, so
   * the GM sets it; null = unchecked.
   */
  chariotTemplateSquares: number | null;
}

export const DEFAULT_TACTICA_OPTIONS: Readonly<TacticaOptions> = Object.freeze({
  crossoverEvery: 2,
  blockRule: "pool-compare",
  parryOnes: "always-exposure",
  exposureUse: "consume",
  advantageDice: Object.freeze({ minor: 1, major: 2 }),
  advantageCountsSelf: true,
  massiveOutcome: "kia",
  massiveRank: "total",
  neckAndGroin: true,
  maxAttackersPerTarget: null,
  chariotTemplateSquares: null,
}) as Readonly<TacticaOptions>;

/** Merge partial options over the defaults, rejecting values the rules cannot use. */
export function tacticaOptions(partial: Partial<TacticaOptions> = {}): TacticaOptions {
  const o: TacticaOptions = { ...DEFAULT_TACTICA_OPTIONS, ...partial, advantageDice: { ...DEFAULT_TACTICA_OPTIONS.advantageDice, ...partial.advantageDice } };
  if (![2, 3, 4].includes(o.crossoverEvery)) throw new RangeError(`crossoverEvery must be 2, 3 or 4, got ${o.crossoverEvery}`);
  if (o.blockRule !== "pool-compare" && o.blockRule !== "spend-successes") throw new RangeError(`unknown blockRule "${String(o.blockRule)}"`);
  if (o.parryOnes !== "as-rolled" && o.parryOnes !== "always-exposure") throw new RangeError(`unknown parryOnes "${String(o.parryOnes)}"`);
  if (o.exposureUse !== "consume" && o.exposureUse !== "persist") throw new RangeError(`unknown exposureUse "${String(o.exposureUse)}"`);
  if (o.massiveOutcome !== "kia" && o.massiveOutcome !== "killing-blow") throw new RangeError(`unknown massiveOutcome "${String(o.massiveOutcome)}"`);
  if (o.massiveRank !== "total" && o.massiveRank !== "after-losses") throw new RangeError(`unknown massiveRank "${String(o.massiveRank)}"`);
  for (const k of ["minor", "major"] as const) {
    const v = o.advantageDice[k];
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`advantageDice.${k} must be a whole number ≥ 0, got ${v}`);
  }
  if (o.maxAttackersPerTarget !== null && (!Number.isInteger(o.maxAttackersPerTarget) || o.maxAttackersPerTarget < 1)) {
    throw new RangeError(`maxAttackersPerTarget must be null or a whole number ≥ 1, got ${o.maxAttackersPerTarget}`);
  }
  if (o.chariotTemplateSquares !== null && (!Number.isInteger(o.chariotTemplateSquares) || o.chariotTemplateSquares < 1)) {
    throw new RangeError(`chariotTemplateSquares must be null or a whole number ≥ 1, got ${o.chariotTemplateSquares}`);
  }
  return o;
}

/** Validation helper shared by the tactica modules. */
export function wholeAtLeast(value: number, min: number, what: string): void {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${what} must be a whole number ≥ ${min}, got ${value}`);
}

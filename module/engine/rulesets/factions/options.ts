/**
 * The readings a GM may change. The text uses health, incapacitation and impaired damage without defining them
 * fully; docs/rules-notes/factions.md explains each default.
 */
export interface FactionsOptions {
  /**
   * Impaired damage: "keep-lower" (default) rolls the damage twice and keeps the lower total; "halve" rolls once
   * and halves, rounding down.
   */
  impaired: "keep-lower" | "halve";
  /**
   * When a hit incapacitates: "heavy-hit" (default) when one hit takes at least half the health the character had
   * before it (8 → 4 does; a bandit whittled down to 3 is still up); "half-health" when health ends at half the
   * maximum or less; "zero" only at 0 health.
   */
  incapacitation: "heavy-hit" | "half-health" | "zero";
  /** Health 0 kills outright (default false: the character is incapacitated and a death blow kills). */
  deadAtZero: boolean;
  /** Saves pass on roll ≤ score (default true); false: roll < score. */
  inclusiveSaves: boolean;
  /** Highest armour value, cover included. */
  maxArmour: number;
}

export const DEFAULT_OPTIONS: Readonly<FactionsOptions> = Object.freeze({
  impaired: "keep-lower",
  incapacitation: "heavy-hit",
  deadAtZero: false,
  inclusiveSaves: true,
  maxArmour: 3,
});

export function withDefaults(options?: Partial<FactionsOptions>): FactionsOptions {
  const o = { ...DEFAULT_OPTIONS, ...options };
  if (o.impaired !== "keep-lower" && o.impaired !== "halve") throw new TypeError(`impaired must be keep-lower or halve, got ${String(o.impaired)}`);
  if (!["heavy-hit", "half-health", "zero"].includes(o.incapacitation)) throw new TypeError(`incapacitation must be heavy-hit, half-health or zero, got ${String(o.incapacitation)}`);
  return o;
}

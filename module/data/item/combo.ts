/**
 * Combo rating and validation against the owner's limit (six-seconds: "A character can use any combo he knows
 * that is within his Combo Rating"; a combo's rating is the sum of its components' ratings).
 */
import type { ComboSystem } from "./schema";

export interface ComboCheck {
  rating: number;
  limit: number;
  withinLimit: boolean;
  /** Lang key + data for each problem found. */
  problems: { key: string; data: Record<string, string | number> }[];
}

export function comboRating(combo: Pick<ComboSystem, "components">): number {
  return combo.components.reduce((sum, c) => sum + c.rating, 0);
}

/**
 * Check a combo against the owner's maximum Combo Rating. `known` (optional) lists the component names the owner
 * knows (its technique items): a component the owner does not know is a problem too.
 */
export function checkCombo(combo: Pick<ComboSystem, "components">, limit: number, known?: readonly string[]): ComboCheck {
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`a combo limit must be a whole number ≥ 0, got ${limit}`);
  const rating = comboRating(combo);
  const problems: ComboCheck["problems"] = [];
  if (combo.components.length === 0) problems.push({ key: "FRAY.Combo.NoComponents", data: {} });
  if (rating > limit) problems.push({ key: "FRAY.Combo.OverLimit", data: { rating, limit } });
  if (known) {
    const lower = new Set(known.map((k) => k.trim().toLowerCase()));
    for (const c of combo.components) {
      if (!lower.has(c.name.trim().toLowerCase())) problems.push({ key: "FRAY.Combo.UnknownComponent", data: { name: c.name } });
    }
  }
  return { rating, limit, withinLimit: rating <= limit, problems };
}

/**
 * Input checks shared by every ruleset's resolvers: bad input is a clear error naming what was wrong
 * (TypeError for the wrong kind of value, RangeError for a number out of range), never silent garbage. They are
 * coded (errors.ts) so the Foundry layer can show them translated.
 */
import { RulesError, RulesTypeError } from "./errors";

/** The value as a whole number, or a TypeError naming `name`. */
export function wholeNumber(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RulesTypeError("not-whole", { name, value: String(value) }, `${name} must be a whole number, got ${String(value)}`);
  }
  return value;
}

/** The value as a whole number ≥ 0, or a TypeError / RangeError naming `name`. */
export function nonNegative(value: unknown, name: string): number {
  const n = wholeNumber(value, name);
  if (n < 0) throw new RulesError("negative", { name, value: n }, `${name} cannot be negative, got ${n}`);
  return n;
}

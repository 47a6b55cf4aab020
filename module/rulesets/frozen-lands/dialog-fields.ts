/**
 * The frozen-lands attack dialog's own fields (templates/dialogs/roll-frozen-lands.hbs), read from RollOptions.raw:
 * the ranged table's target size (large +1/+2, small −1/−2) and light (dim −1, darkness −3) as selects instead of
 * typed bonus dice, and the split of the Melee pool for dual wielding. A value the select cannot give is refused
 * with a coded error (shown translated), never read as 0.
 */
import { RulesError } from "../../engine/errors";
import type { Light, TargetSize } from "../../engine/rulesets/frozen-lands/ranged";

export const TARGET_SIZES = ["-2", "-1", "0", "1", "2"] as const;
export const LIGHTS = ["normal", "dim", "dark"] as const satisfies readonly Light[];

export interface FrozenLandsAttackFields {
  targetSize: TargetSize;
  light: Light;
}

function choice<T extends string>(raw: Readonly<Record<string, string>>, field: string, allowed: readonly T[], fallback: T): T {
  const value = raw[field];
  if (value === undefined || value === "") return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new RulesError("frozen-lands.bad-choice", { field, value }, `${field} must be one of ${allowed.join(", ")}, got ${JSON.stringify(value)}`);
  }
  return value as T;
}

/** Size and light from the form (absent fields: a normal target in normal light, as before the selects). */
export function parseFrozenLandsAttackFields(raw: Readonly<Record<string, string>>): FrozenLandsAttackFields {
  return {
    targetSize: Number(choice(raw, "targetSize", TARGET_SIZES, "0")) as TargetSize,
    light: choice(raw, "light", LIGHTS, "normal"),
  };
}

/** Dice for the first of two dual-wielded attacks (0 … the Melee pool). */
export function parseFirstDice(raw: Readonly<Record<string, string>>, pool: number): number {
  const text = raw["firstDice"] ?? "";
  const n = Number(text);
  if (text.trim() === "" || !Number.isInteger(n) || n < 0 || n > pool) {
    throw new RulesError("frozen-lands.bad-split", { value: text, pool }, `the first attack's dice must be a whole number from 0 to ${pool}, got ${JSON.stringify(text)}`);
  }
  return n;
}

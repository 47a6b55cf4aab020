/**
 * The frozen-lands roll dialog's fields (templates/dialogs/roll-frozen-lands.hbs), typed: the adapter's
 * parseDialog. Bonus dice and successes needed; an attack's range band, aim, the ranged table's target size (large
 * +1/+2, small −1/−2) and light (dim −1, darkness −3) as selects instead of typed bonus dice, and the split of the
 * Melee pool for dual wielding. A value the form cannot give is refused with a coded error (shown translated),
 * never read as 0.
 */
import { RulesError } from "../../engine/errors";
import type { DiceModifier } from "../../engine/modifiers";
import type { Light, TargetSize } from "../../engine/rulesets/frozen-lands/ranged";
import { checkRangeBand, RANGE_BANDS, type RangeBand } from "../../engine/rulesets/frozen-lands/range";
import { choiceField, dialogReason, fieldText, flagField, wholeField, type DialogForm } from "../contract/dialog";

export const TARGET_SIZES = ["-2", "-1", "0", "1", "2"] as const;
export const LIGHTS = ["normal", "dim", "dark"] as const satisfies readonly Light[];

export interface FrozenLandsAttackFields {
  targetSize: TargetSize;
  light: Light;
}

function choice<T extends string>(raw: DialogForm, field: string, allowed: readonly T[], fallback: T): T {
  const value = raw[field];
  if (value === undefined || value === "") return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new RulesError("frozen-lands.bad-choice", { field, value }, `${field} must be one of ${allowed.join(", ")}, got ${JSON.stringify(value)}`);
  }
  return value as T;
}

/** Size and light from the form (absent fields: a normal target in normal light, as before the selects). */
export function parseFrozenLandsAttackFields(raw: DialogForm): FrozenLandsAttackFields {
  return {
    targetSize: Number(choice(raw, "targetSize", TARGET_SIZES, "0")) as TargetSize,
    light: choice(raw, "light", LIGHTS, "normal"),
  };
}

/** Dice for the first of two dual-wielded attacks (0 … the Melee pool). */
export function parseFirstDice(raw: DialogForm, pool: number): number {
  const text = raw["firstDice"] ?? "";
  const n = Number(text);
  if (text.trim() === "" || !Number.isInteger(n) || n < 0 || n > pool) {
    throw new RulesError("frozen-lands.bad-split", { value: text, pool }, `the first attack's dice must be a whole number from 0 to ${pool}, got ${JSON.stringify(text)}`);
  }
  return n;
}

export interface FrozenLandsDialog extends FrozenLandsAttackFields {
  /** Bonus (or penalty) dice. */
  dice: DiceModifier[];
  /** Successes a check needs (1 unless typed). */
  needed: number;
  /** An attack's range band (null: the weapon's default). */
  band: RangeBand | null;
  /** An Aim action spent on this shot. */
  aimed: boolean;
  /** Dual wielding: the off-hand weapon's id and the first attack's dice as typed (checked against the pool later). */
  offhand: string;
  firstDice: string;
}

export function parseFrozenLandsDialog(form: DialogForm): FrozenLandsDialog {
  const dice = wholeField(form, "dice", { label: "bonus dice", fieldKey: "FRAY.Dialog.BonusDice" }, -20, 20);
  const band = choiceField(form, "band", "FRAY.Dialog.Band", ["", ...RANGE_BANDS], "");
  return {
    ...parseFrozenLandsAttackFields(form),
    dice: dice ? [{ dice, ...dialogReason(form) }] : [],
    needed: wholeField(form, "needed", { label: "successes needed", fieldKey: "FRAY.Dialog.Needed" }, 0, 20) ?? 1,
    // The engine's range categories are the authority (the select offers exactly them).
    band: band === "" ? null : checkRangeBand(band),
    aimed: flagField(form, "aimed"),
    offhand: fieldText(form, "offhand"),
    firstDice: form["firstDice"] ?? "",
  };
}

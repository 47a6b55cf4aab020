/**
 * The engine's modifiers as chat card rows. A reason the engine gives as a code becomes the lang key
 * FRAY.Reason.<code> with the code's data as placeholders; a reason without a code is free text (a skill name,
 * what the user typed) shown as is. What the number changes is a unit (FRAY.Card.Unit.<unit>, "{value} SL").
 * Foundry-free, so the browser harness builds the same rows.
 */
import type { DiceModifier, Modifier, Reasoned, SplitModifier } from "../engine/modifiers";
import type { CardModifier, ModifierUnit } from "./card";
import { signed } from "./faces";

export const REASON_KEY_PREFIX = "FRAY.Reason.";

/** The reason part of a row: its lang key and data when the engine gave a code, else the free text. */
export function reasonOf(m: Reasoned): Pick<CardModifier, "reason" | "reasonKey" | "reasonData"> {
  if (!m.code) return { reason: m.reason };
  return { reason: m.reason, reasonKey: `${REASON_KEY_PREFIX}${m.code}`, reasonData: { ...(m.data ?? {}) } };
}

/** A flat modifier ("+2"), optionally saying what it changes ("+2 Target", "+1 SL"). */
export function modifierRow(m: Modifier, unit?: ModifierUnit): CardModifier {
  return { value: signed(m.value), ...(unit ? { unit } : {}), ...reasonOf(m) };
}

/** Whole dice added to or taken from a pool ("+1d"). */
export function diceRow(m: DiceModifier): CardModifier {
  return { value: signed(m.dice), unit: "dice", ...reasonOf(m) };
}

/** A six-seconds X/Y modifier ("+1/0"): to hit and to the defence DC. */
export function splitRow(m: SplitModifier): CardModifier {
  return { value: `${signed(m.attack)}/${signed(m.defence)}`, ...reasonOf(m) };
}

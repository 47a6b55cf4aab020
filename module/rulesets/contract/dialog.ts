/**
 * The roll dialog's answer as core carries it: the reason typed (shared by every ruleset) and the ruleset's own
 * typed part, which its adapter's `parseDialog` makes from the submitted form (every bad value refused with a coded
 * error naming the field). Core never looks inside `dialog`. A leaf: the helpers below are what every ruleset's
 * parser shares (a whole number in a range, a checkbox, an "X/Y" split, the reason).
 */
import { RulesError } from "../../engine/errors";
import { parseSplit, type SplitModifier } from "../../engine/modifiers";

/** The submitted form: every field's value as typed. */
export type DialogForm = Readonly<Record<string, string | undefined>>;

export interface RollOptions<D extends object = object> {
  /** The reason typed for the situational modifiers ("" when none was typed). */
  reason: string;
  /** The ruleset's own fields, typed (its RulesetTypes' `dialog`). */
  dialog: D;
}

/** An adapter's reader of its dialog's fields. */
export type DialogParser<D extends object> = (form: DialogForm) => D;

/** The dialog's answer from the form, its ruleset's part read by `parse`. */
export function rollOptionsFrom<D extends object>(form: DialogForm, parse: DialogParser<D>): RollOptions<D> {
  return { reason: (form["reason"] ?? "").trim(), dialog: parse(form) };
}

/** What a situational modifier says about itself: the typed reason, or "situational" through the lang file (code). */
export function dialogReason(form: DialogForm): { reason: string; code?: "situational" } {
  const typed = (form["reason"] ?? "").trim();
  return typed ? { reason: typed } : { reason: "situational", code: "situational" };
}

/** A field's trimmed text ("" when absent). */
export const fieldText = (form: DialogForm, name: string): string => (form[name] ?? "").trim();

/** A checkbox: ticked when the form sent "on" (or "true"). */
export function flagField(form: DialogForm, name: string): boolean {
  const v = fieldText(form, name);
  return v === "on" || v === "true";
}

/**
 * A whole number from `min` to `max`, or null when the field is empty. `label` names the field in English and
 * `fieldKey` is its lang key (the refusal is shown translated: FRAY.Error.dialog-number).
 */
export function wholeField(form: DialogForm, name: string, field: { label: string; fieldKey: string }, min: number, max: number): number | null {
  const raw = fieldText(form, name);
  if (raw === "") return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new RulesError("dialog-number", { fieldKey: field.fieldKey, min, max, value: raw }, `${field.label} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return n;
}

/** A select's value, one of `allowed` (empty: `fallback`); anything else is refused naming the field. */
export function choiceField<C extends string>(form: DialogForm, name: string, fieldKey: string, allowed: readonly C[], fallback: C): C {
  const v = fieldText(form, name);
  if (v === "") return fallback;
  const found = allowed.find((a) => a === v);
  if (found === undefined) throw new RulesError("dialog-choice", { fieldKey, value: v }, `${name} must be one of ${allowed.join(", ")}, got ${JSON.stringify(v)}`);
  return found;
}

/** An "X/Y" situational modifier ("+1/0"), or null when empty; a malformed one is a coded error. */
export function splitField(form: DialogForm, name: string): SplitModifier | null {
  const text = fieldText(form, name);
  if (text === "") return null;
  const { reason, code } = dialogReason(form);
  try {
    return { ...parseSplit(text, reason), ...(code ? { code } : {}) };
  } catch (e) {
    throw new RulesError("bad-split", { value: text }, e instanceof Error ? e.message : String(e));
  }
}

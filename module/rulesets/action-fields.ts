/**
 * The fields a sheet action may ask for in its dialog (templates/dialogs/action-fields.hbs), and reading them back
 * from the form's strings. Foundry-free: the adapters' prepare functions and their tests use the readers.
 */

/** A select's option: its value and lang key, or `text` (free text such as a target's name, shown escaped as is). */
export interface ActionOption {
  value: string;
  label: string;
  text?: string;
}

export type ActionField =
  | { kind: "number"; name: string; /** Lang key. */ label: string; value: number; min: number; max: number }
  | { kind: "select"; name: string; label: string; /** Free text shown instead of the label's lang key (a component's name). */ text?: string; options: readonly ActionOption[]; value?: string };

/** What the dialog shows: its title, a hint line and the fields. */
export interface ActionDialog {
  /** Lang key of the window title. */
  title: string;
  /** Lang key of a hint shown above the fields, with its data appended (e.g. Will 9/3). */
  hint?: { key: string; data: readonly (string | number)[] };
  fields: readonly ActionField[];
}

/** A whole number from a dialog field, or a clear error naming the field. */
export function wholeField(fields: Readonly<Record<string, string | undefined>>, name: string, min: number, max: number): number {
  const raw = (fields[name] ?? "").trim();
  const n = Number(raw);
  if (raw === "" || !Number.isInteger(n) || n < min || n > max) throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  return n;
}

/** One of the allowed values from a dialog select, or a clear error. */
export function choiceField<T extends string>(fields: Readonly<Record<string, string | undefined>>, name: string, allowed: readonly T[]): T {
  const raw = fields[name] ?? "";
  if (!(allowed as readonly string[]).includes(raw)) throw new RangeError(`${name} must be one of ${allowed.join(", ")}, got ${JSON.stringify(raw)}`);
  return raw as T;
}

/**
 * An apply choice composed on the clicker's client from several picks (tactica: several special results on one
 * hit). The offer's id is a prefix and its `compose` names the picks (one lower-case letter each, with lang keys);
 * the clicker picks up to `max` of them (repeats allowed) and the choice sent is "<prefix>-<letters, sorted>", which
 * fits the exchange's choice id pattern. The ruleset's apply reads it back and checks it (the GM's client decides).
 */
import type { ActionDialog } from "../../rulesets/action-fields";

export interface ComposeOption {
  code: string;
  label: string;
}

/** "d:FRAY.x,s:FRAY.y" (the offer's data attribute) as options; malformed entries are dropped. */
export function composeOptions(text: string): ComposeOption[] {
  return text
    .split(",")
    .map((part) => part.split(":"))
    .filter((p): p is [string, string] => p.length === 2 && /^[a-z]$/.test(p[0]!) && p[1]!.length > 0)
    .map(([code, label]) => ({ code, label }));
}

/** The options as the offer's data attribute. */
export function composeOptionsText(options: readonly ComposeOption[]): string {
  return options.map((o) => `${o.code}:${o.label}`).join(",");
}

/** The picker: `max` selects, each "none" or one option. */
export function composeDialog(title: string, max: number, options: readonly ComposeOption[]): ActionDialog {
  const choices = [{ value: "", label: "FRAY.Exchange.ComposeNone" }, ...options.map((o) => ({ value: o.code, label: o.label }))];
  return { title, fields: Array.from({ length: max }, (_, i) => ({ kind: "select" as const, name: `pick${i}`, label: "FRAY.Exchange.ComposePick", options: choices, value: "" })) };
}

/** The choice id from the dialog's answers; null when nothing (or something unknown) was picked. */
export function composedChoice(prefix: string, max: number, options: readonly ComposeOption[], fields: Readonly<Record<string, string>>): string | null {
  const codes: string[] = [];
  for (let i = 0; i < max; i++) {
    const v = fields[`pick${i}`] ?? "";
    if (v === "") continue;
    if (!options.some((o) => o.code === v)) return null;
    codes.push(v);
  }
  return codes.length === 0 ? null : `${prefix}-${codes.sort().join("")}`;
}

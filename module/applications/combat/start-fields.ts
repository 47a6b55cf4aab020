/**
 * The GM's start-combat dialog, Foundry-free: the template's context from the world ruleset's start fields
 * (tracker-view.ts StartField), and the filled form back into the `start` command's arguments. The form names a
 * combatant tick `<arg>.<combatant id>` (a checked box sends "on"), so the dialog's plain FormData reading suffices.
 */
import type { Entrant } from "../../rulesets/entrant";
import type { Format } from "./tracker-context";
import type { Label, StartField } from "./tracker-view";

export interface StartOption {
  value: string;
  text: string;
  checked: boolean;
}

export interface StartFieldView {
  kind: StartField["kind"];
  name: string;
  label: string;
  hint: string | null;
  options: StartOption[];
  value: number | null;
  min: number | null;
  max: number | null;
}

const text = (format: Format, label: Label) => format(label.key, label.data && Object.fromEntries(Object.entries(label.data).map(([k, v]) => [k, String(v)])));

export function startDialogContext(fields: readonly StartField[], entrants: readonly Entrant[], names: Readonly<Record<string, string>>, format: Format): { fields: StartFieldView[] } {
  return {
    fields: fields.map((f) => {
      const base = { kind: f.kind, name: f.arg, label: text(format, f.label), hint: f.hint ? text(format, f.hint) : null, value: null, min: null, max: null };
      if (f.kind === "combatants") return { ...base, options: entrants.map((e) => ({ value: e.id, text: names[e.id] ?? e.name, checked: f.checked.includes(e.id) })) };
      if (f.kind === "choice") {
        const options = [{ value: "", label: f.blank }, ...f.choices].map((c) => ({ value: c.value, text: text(format, c.label), checked: c.value === f.selected }));
        return { ...base, options };
      }
      return { ...base, options: [], value: f.value, min: f.min, max: f.max };
    }),
  };
}

/**
 * The start arguments from the form's values. Every field's argument is set, so the dialog's answer replaces the
 * view's defaults (an unticked Surprised token, a blank initiative: `undefined`, which the rules draw). A value
 * naming a combatant or choice that is not offered, or a number out of range, throws a RangeError naming the field.
 */
export function startArgsFromForm(fields: readonly StartField[], entrants: readonly Entrant[], form: Readonly<Record<string, string>>): Record<string, unknown> {
  const ids = new Set(entrants.map((e) => e.id));
  const known = new Set(fields.map((f) => f.arg));
  for (const key of Object.keys(form)) {
    const [arg, id] = splitKey(key);
    if (!known.has(arg)) throw new RangeError(`start dialog: unknown field "${key}"`);
    if (id !== null && !ids.has(id)) throw new RangeError(`start dialog: ${arg} names "${id}", who is not in this fight`);
  }
  const args: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.kind === "combatants") {
      args[f.arg] = entrants.map((e) => e.id).filter((id) => Object.hasOwn(form, `${f.arg}.${id}`));
    } else if (f.kind === "choice") {
      const v = form[f.arg] ?? "";
      if (v !== "" && !f.choices.some((c) => c.value === v)) throw new RangeError(`start dialog: ${f.arg} "${v}" is not one of ${f.choices.map((c) => c.value).join(", ")}`);
      args[f.arg] = v === "" ? undefined : v;
    } else {
      const raw = (form[f.arg] ?? String(f.value)).trim();
      const n = Number(raw);
      if (raw === "" || !Number.isInteger(n) || n < f.min || n > f.max) throw new RangeError(`start dialog: ${f.arg} must be a whole number from ${f.min} to ${f.max}, got "${raw}"`);
      args[f.arg] = n;
    }
  }
  return args;
}

/** "surprised.abc" → ["surprised", "abc"]; "initiative" → ["initiative", null]. */
function splitKey(key: string): [string, string | null] {
  const dot = key.indexOf(".");
  return dot < 0 ? [key, null] : [key.slice(0, dot), key.slice(dot + 1)];
}

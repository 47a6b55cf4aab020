/**
 * Turn a spec and its data into form rows (label key, input name, value, input kind, options) so one generic
 * partial (templates/parts/field-rows.hbs) renders any item's fields. Labels are `FRAY.Field.<key>`; choice
 * labels `<labelPrefix>.<value>` or `FRAY.Choice.<value>`. Pure: the browser test builds the same rows.
 */
import type { FieldSpec, ObjSpec } from "../../data/shared/spec";

export interface FieldRow {
  label: string;
  /** Form name, e.g. "system.sixSeconds.reload". */
  name: string;
  input: "number" | "text" | "select" | "checkbox" | "multi";
  value: string | number | boolean | null;
  options?: { value: string; label: string; selected: boolean }[];
  min?: number;
  max?: number;
  step?: number;
  /** Values of a multi-select (array of choices). */
  values?: string[];
}

export interface FieldGroup {
  /** Lang key of the group heading (a ruleset block), or null for top-level fields. */
  heading: string | null;
  /** The system key of a ruleset block ("sixSeconds"), for the "add stats" button. */
  blockKey: string | null;
  /** The block is null: the rules text gives this item no stats in that ruleset. */
  empty: boolean;
  rows: FieldRow[];
}

const RULESET_BLOCK_HEADINGS: Record<string, string> = {
  sixSeconds: "FRAY.Ruleset.six-seconds",
  frozenLands: "FRAY.Ruleset.frozen-lands",
  factions: "FRAY.Ruleset.factions",
  tactica: "FRAY.Ruleset.tactica",
};

function choiceLabel(prefix: string | undefined, value: string): string {
  return `${prefix ?? "FRAY.Choice"}.${value}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function row(key: string, spec: FieldSpec, value: unknown, name: string): FieldRow | null {
  const label = `FRAY.Field.${key}`;
  switch (spec.kind) {
    case "int":
    case "number":
      return {
        label,
        name,
        input: "number",
        value: typeof value === "number" ? value : null,
        ...(spec.min !== undefined ? { min: spec.min } : {}),
        ...(spec.max !== undefined ? { max: spec.max } : {}),
        step: spec.kind === "int" ? 1 : 0.1,
      };
    case "string":
      if (!spec.choices) return { label, name, input: "text", value: typeof value === "string" ? value : "" };
      return {
        label,
        name,
        input: "select",
        value: typeof value === "string" ? value : null,
        options: [
          ...(spec.nullable ? [{ value: "", label: "FRAY.Choice.none", selected: value === null }] : []),
          ...spec.choices.map((c) => ({ value: c, label: choiceLabel(spec.labelPrefix, c), selected: c === value })),
        ],
      };
    case "boolean":
      return { label, name, input: "checkbox", value: value === true };
    case "array":
      if (spec.element.kind === "string" && spec.element.choices) {
        const chosen = Array.isArray(value) ? value.map(String) : [];
        const prefix = spec.element.labelPrefix;
        return {
          label,
          name,
          input: "multi",
          value: null,
          values: chosen,
          options: spec.element.choices.map((c) => ({ value: c, label: choiceLabel(prefix, c), selected: chosen.includes(c) })),
        };
      }
      return null; // lists of objects (combo components, skills) have their own editors
    default:
      return null; // html is edited in the description tab; nested objects become groups
  }
}

/** Rows for every simple field of an object spec; nested objects recurse with dotted names. */
export function fieldRows(spec: ObjSpec, data: unknown, prefix: string, skip: readonly string[] = []): FieldRow[] {
  const src = isRecord(data) ? data : {};
  const out: FieldRow[] = [];
  for (const [key, child] of Object.entries(spec.fields)) {
    if (skip.includes(key)) continue;
    const name = `${prefix}.${key}`;
    if (child.kind === "object") {
      out.push(...fieldRows(child, src[key], name));
      continue;
    }
    const r = row(key, child, src[key], name);
    if (r) out.push(r);
  }
  return out;
}

/** Top-level rows, then one group per ruleset block (weapons, armour). */
export function fieldGroups(spec: ObjSpec, data: unknown, skip: readonly string[] = []): FieldGroup[] {
  const src = isRecord(data) ? data : {};
  const blockKeys = Object.keys(spec.fields).filter((k) => k in RULESET_BLOCK_HEADINGS && spec.fields[k]!.kind === "object");
  const top: FieldGroup = { heading: null, blockKey: null, empty: false, rows: fieldRows(spec, src, "system", [...skip, ...blockKeys]) };
  const groups = blockKeys.map((k): FieldGroup => {
    const child = spec.fields[k] as ObjSpec;
    const block = src[k];
    return { heading: RULESET_BLOCK_HEADINGS[k]!, blockKey: k, empty: block === null || block === undefined, rows: fieldRows(child, block, `system.${k}`) };
  });
  return [top, ...groups];
}

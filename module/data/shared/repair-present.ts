/**
 * Repair of *partial* data, for TypeDataModel.migrateData. Foundry runs migrateData on the changes of every
 * update() and updateSource(), not only on whole documents, so a repair there may only touch the keys it is
 * given: a missing key means "leave this field alone", never "reset it to its default". Whole-document repair
 * (filling in missing fields) belongs where the data is known to be whole: prepareData, or a migration run.
 */
import { badChoice, fix, type NormaliseIssue } from "./normalise";
import type { FieldSpec, ObjSpec } from "./spec";
import { updateOperatorOf } from "../../compat/operators";

/** A plain object (a Date, Map or typed array is not one, and is never walked into). */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Foundry's update operators: `-=key` deletes, `==key` replaces the whole value (v13). */
function operand(key: string): { op: "" | "-=" | "=="; name: string } {
  if (key.startsWith("-=")) return { op: "-=", name: key.slice(2) };
  if (key.startsWith("==")) return { op: "==", name: key.slice(2) };
  return { op: "", name: key };
}

/** The spec a (possibly dotted) key of `spec` names, or undefined when the spec does not know it. */
function childSpec(spec: ObjSpec, key: string): FieldSpec | undefined {
  let node: FieldSpec | undefined = spec;
  for (const part of key.split(".")) {
    if (node?.kind !== "object" || !Object.hasOwn(node.fields, part)) return undefined;
    node = node.fields[part];
  }
  return node;
}

function repairObject(spec: ObjSpec, source: Record<string, unknown>, path: string, issues: NormaliseIssue[]): void {
  for (const key of Object.keys(source)) {
    const { op, name } = operand(key);
    if (op === "-=") continue;
    const child = childSpec(spec, name);
    if (!child) continue; // unknown keys are kept as they are (a newer version's data survives an older client)
    const at = path ? `${path}.${name}` : name;
    const value = source[key];
    if (value === undefined) continue;
    // v14 operator objects (`_del`, `_replace(v)`) are instructions, not values: a deletion is left to core, and a
    // replacement's content is core's to validate (its wrapper is opaque here). Repairing either would turn the
    // instruction into a default value.
    if (updateOperatorOf(value) !== null) continue;
    if (child.kind === "object" && op === "") {
      if (value === null && child.nullable) continue;
      if (!isRecord(value)) {
        // Resetting the block would erase every field of it the data does not carry: drop the bad value instead.
        issues.push({ path: at, problem: `expected an object, got ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value}; ignored` });
        delete source[key];
        continue;
      }
      repairObject(child, value, at, issues);
      continue;
    }
    if (child.kind === "array" && op === "") {
      source[key] = repairList(child, value, at, issues);
      continue;
    }
    // A leaf or a `==` replacement (whole by definition): repair it fully.
    source[key] = fix(child, value, at, issues, false);
  }
}

/** One entry of a list: a row (object) is repaired key by key, like any partial object; anything else fully. */
function repairEntry(element: FieldSpec, value: unknown, at: string, issues: NormaliseIssue[]): unknown {
  if (element.kind === "object" && isRecord(value)) {
    repairObject(element, value, at, issues);
    return value;
  }
  return fix(element, value, at, issues, false);
}

/**
 * A list in partial data. Rows are never completed with defaults: a sheet form posts rows as `{"0": {name, rank}}`
 * (foundry-traps.md #5), and filling the keys it left out would overwrite them. Such an index-keyed object keeps
 * its shape (Foundry's ArrayField turns it into a list); a list of choices drops null or unknown entries.
 */
function repairList(spec: FieldSpec & { kind: "array" }, value: unknown, at: string, issues: NormaliseIssue[]): unknown {
  const rows = isRecord(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => /^(0|[1-9]\d*)$/.test(k));
  if (!Array.isArray(value) && !rows) return fix(spec, value, at, issues, false);
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value as Record<string, unknown>);
  const kept: [string, unknown][] = [];
  for (const [i, v] of entries) {
    const bad = badChoice(spec.element, v);
    if (bad) issues.push({ path: `${at}.${i}`, problem: `${bad}; dropped` });
    else kept.push([i, repairEntry(spec.element, v, `${at}.${i}`, issues)]);
  }
  return Array.isArray(value) ? kept.map(([, v]) => v) : Object.fromEntries(kept);
}

/**
 * Repair, in place, only the fields present in `source` (nested objects recursively, dotted keys and Foundry's
 * `==`/`-=` operators understood). Returns one issue per repair; never adds a key that was not there.
 */
export function repairPresent(spec: ObjSpec, source: Record<string, unknown>): NormaliseIssue[] {
  const issues: NormaliseIssue[] = [];
  repairObject(spec, source, "", issues);
  return issues;
}

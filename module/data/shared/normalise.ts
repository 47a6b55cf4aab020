/**
 * Foundry-free normalisation of stored system data against a spec. It repairs what it can (wrong types that
 * read unambiguously, out-of-range numbers, unknown choices, missing keys) and reports every repair as an
 * issue naming the field path, so a malformed source loads without losing any other field. Keys the spec
 * does not know are kept as they are (a newer version's data survives an older client).
 */
import type { DataOf, FieldSpec, ObjSpec } from "./spec";
import { initialOf } from "./spec";
import { plainDataIssue } from "../../schema/plain-data";

export interface NormaliseIssue {
  /** Dot path of the field, e.g. "sixSeconds.abilities.strength". */
  path: string;
  /** What was wrong, in words. */
  problem: string;
}

export interface Normalised<T> {
  value: T;
  issues: NormaliseIssue[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `the text ${JSON.stringify(value)}`;
  if (typeof value === "object") return "an object";
  if (typeof value === "function" || typeof value === "symbol") return `a ${typeof value}`;
  return `${typeof value} ${String(value)}`;
}

/** A value in words for an issue message (never throws: BigInts, symbols and cycles included). */
export const describeValue = describe;

/** Keys that would reach an object's prototype once merged (Foundry's mergeObject, a spread). */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function numberFrom(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * Why `value` cannot be an entry of a list of choices (`element` a non-nullable string with choices), or null
 * when it can (or the element is not a choice).
 */
export function badChoice(element: FieldSpec, value: unknown): string | null {
  if (element.kind !== "string" || !element.choices || element.nullable) return null;
  if (typeof value === "string" && element.choices.includes(value)) return null;
  return typeof value === "string" ? `unknown value ${JSON.stringify(value)} (allowed: ${element.choices.join(", ")})` : `expected one of ${element.choices.join(", ")}, got ${describe(value)}`;
}

/** Repair one value against its spec (exported for the partial-update repair in repair-present.ts). */
export function fix(spec: FieldSpec, value: unknown, path: string, issues: NormaliseIssue[], strict: boolean): unknown {
  if (value === undefined) {
    // Stored data: missing keys take their initial value silently (that is how new fields arrive in old data).
    // Requests (strict): a missing non-nullable field is an error.
    if (strict && !spec.nullable) issues.push({ path, problem: "missing" });
    return initialOf(spec);
  }
  if (value === null && spec.nullable) return null;
  switch (spec.kind) {
    case "int":
    case "number": {
      let n = numberFrom(value);
      if (n === undefined) {
        const initial = spec.initial;
        issues.push({ path, problem: `expected a number, got ${describe(value)}; reset to ${String(initial)}` });
        return initial;
      }
      if (typeof value === "string") issues.push({ path, problem: `number stored as text ${JSON.stringify(value)}; converted` });
      if (spec.kind === "int" && !Number.isInteger(n)) {
        issues.push({ path, problem: `expected a whole number, got ${n}; rounded to ${Math.round(n)}` });
        n = Math.round(n);
      }
      if (spec.min !== undefined && n < spec.min) {
        issues.push({ path, problem: `${n} is below the minimum ${spec.min}; raised to ${spec.min}` });
        n = spec.min;
      }
      if (spec.max !== undefined && n > spec.max) {
        issues.push({ path, problem: `${n} is above the maximum ${spec.max}; lowered to ${spec.max}` });
        n = spec.max;
      }
      // -0 (also from rounding -0.4) is stored as 0, since JSON has no -0: the in-memory value equals the stored one.
      return n === 0 ? 0 : n;
    }
    case "string": {
      if (typeof value === "number" || typeof value === "boolean") value = String(value);
      if (typeof value !== "string") {
        issues.push({ path, problem: `expected text, got ${describe(value)}; reset to ${JSON.stringify(spec.initial)}` });
        return spec.initial;
      }
      // A nullable choice's "none" option posts "" from a sheet's <select>: that is the null it stands for.
      if (value === "" && spec.nullable && spec.choices) return null;
      if (spec.choices && !spec.choices.includes(value)) {
        issues.push({
          path,
          problem: `unknown value ${JSON.stringify(value)} (allowed: ${spec.choices.join(", ")}); reset to ${JSON.stringify(spec.initial)}`,
        });
        return spec.initial;
      }
      return value;
    }
    case "html":
      if (typeof value !== "string") {
        issues.push({ path, problem: `expected text, got ${describe(value)}; cleared` });
        return "";
      }
      return value;
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === "true" || value === 1) return true;
      if (value === "false" || value === 0) return false;
      issues.push({ path, problem: `expected true or false, got ${describe(value)}; reset to ${spec.initial}` });
      return spec.initial;
    case "object": {
      if (!isRecord(value)) {
        issues.push({ path, problem: `expected an object, got ${describe(value)}; reset to defaults` });
        return initialOf(spec);
      }
      const out: Record<string, unknown> = {};
      // Unknown keys are kept only when they are plain JSON data: a cycle, a BigInt or a prototype key is dropped, named.
      for (const [key, v] of Object.entries(value)) {
        if (Object.hasOwn(spec.fields, key)) continue;
        const bad = plainDataIssue(v, path ? `${path}.${key}` : key);
        if (bad || PROTOTYPE_KEYS.has(key)) issues.push({ path: bad?.path ?? key, problem: `${bad?.message ?? "a key that reaches a prototype"}; the unknown field ${key} was dropped` });
        else Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      }
      for (const [key, child] of Object.entries(spec.fields)) {
        out[key] = fix(child, value[key], path ? `${path}.${key}` : key, issues, strict);
      }
      return out;
    }
    case "array": {
      if (!Array.isArray(value)) {
        // Foundry stores Sets and some legacy data as objects keyed "0", "1", …: keep their values.
        if (isRecord(value)) {
          issues.push({ path, problem: "expected a list, got an object; its values were kept as the list" });
          value = Object.values(value);
        } else {
          issues.push({ path, problem: `expected a list, got ${describe(value)}; reset to empty` });
          return [];
        }
      }
      const out: unknown[] = [];
      (value as unknown[]).forEach((el, i) => {
        // A list of choices drops a null or unknown entry (a form posts null for an unticked box,
        // foundryvtt/foundryvtt#7819): resetting it to the first choice would tick a box nobody ticked.
        const bad = badChoice(spec.element, el);
        if (bad) issues.push({ path: `${path}.${i}`, problem: `${bad}; dropped` });
        else out.push(fix(spec.element, el, `${path}.${i}`, issues, strict));
      });
      return out;
    }
  }
}

/** An object spec's fields as a list, made once per spec (isNormal runs for every actor of a loading world). */
const FIELD_LISTS = new WeakMap<ObjSpec, readonly (readonly [string, FieldSpec])[]>();
function fieldsOf(spec: ObjSpec): readonly (readonly [string, FieldSpec])[] {
  let fields = FIELD_LISTS.get(spec);
  if (!fields) FIELD_LISTS.set(spec, (fields = Object.entries(spec.fields)));
  return fields;
}

/**
 * Whether `normalise` would return `value` unchanged, with no issue (checked without building anything): every field
 * present, of its type, in its range and choices, and no key the spec does not know. A preparation that finds its
 * data normal can read it as it is instead of copying it.
 */
export function isNormal(spec: FieldSpec, value: unknown): boolean {
  if (value === undefined) return false;
  if (value === null) return spec.nullable === true;
  switch (spec.kind) {
    case "int":
    case "number":
      return (
        typeof value === "number" &&
        Number.isFinite(value) &&
        !Object.is(value, -0) &&
        (spec.kind === "number" || Number.isInteger(value)) &&
        (spec.min === undefined || value >= spec.min) &&
        (spec.max === undefined || value <= spec.max)
      );
    case "string":
      if (typeof value !== "string") return false;
      if (value === "" && spec.nullable && spec.choices) return false;
      return !spec.choices || spec.choices.includes(value);
    case "html":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "object": {
      if (!isRecord(value)) return false;
      const fields = fieldsOf(spec);
      // Every field is present (an absent one is not normal), so as many keys as fields means no unknown key.
      let keys = 0;
      for (const _key in value) keys++;
      if (keys !== fields.length) return false;
      for (const [key, field] of fields) if (!isNormal(field, value[key])) return false;
      return true;
    }
    case "array":
      if (!Array.isArray(value)) return false;
      for (const el of value as unknown[]) if (badChoice(spec.element, el) !== null || !isNormal(spec.element, el)) return false;
      return true;
  }
}

/** Normalise `source` against `spec`; never throws; every repair is listed in `issues`. */
export function normalise<S extends ObjSpec>(spec: S, source: unknown, opts: { strict?: boolean } = {}): Normalised<DataOf<S>> {
  const issues: NormaliseIssue[] = [];
  const value = fix(spec, source, "", issues, opts.strict ?? false) as DataOf<S>;
  return { value, issues };
}

/** Error thrown by `assertValid`: its message lists every bad field path. */
export class InvalidDataError extends TypeError {
  constructor(
    readonly what: string,
    readonly issues: readonly NormaliseIssue[],
  ) {
    super(`${what} is invalid: ${issues.map((i) => `${i.path || "(root)"}: ${i.problem}`).join("; ")}`);
    this.name = "InvalidDataError";
  }
}

/** Strict form for incoming requests: returns the data, or throws naming every field that was wrong. */
export function assertValid<S extends ObjSpec>(spec: S, source: unknown, what: string): DataOf<S> {
  const { value, issues } = normalise(spec, source, { strict: true });
  if (issues.length) throw new InvalidDataError(what, issues);
  return value;
}

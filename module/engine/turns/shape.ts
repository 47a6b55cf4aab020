/**
 * Small shape checks for plain JSON read back from storage: each returns the first problem as a sentence that names
 * the field (`scheduler.state.data.fighters.a.spent must be …`), or null when the value fits. Records and objects
 * accept own keys only and never a key that reaches a prototype, so a value that passes is safe to copy and patch.
 */
import { isForbiddenKey } from "./keys";

export type Shape = (value: unknown, path: string) => string | null;

/** A short, safe rendering of any value for an error message (no BigInt or cycle can make it throw). */
export function show(value: unknown): string {
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === null || typeof value !== "object") return String(value);
  return Array.isArray(value) ? `a list of ${value.length}` : "an object";
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

export const int = (min: number, max: number): Shape => (v, p) =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max && !Object.is(v, -0)
    ? null
    : `${p} must be a whole number from ${min} to ${max}, got ${show(v)}`;

export const text = (maxLength = 200): Shape => (v, p) =>
  typeof v === "string" && v.length <= maxLength ? null : `${p} must be a text of at most ${maxLength} characters, got ${show(v)}`;

/** A non-empty id that is not a built-in property name (it is used as a record key). */
export const id: Shape = (v, p) =>
  typeof v === "string" && v !== "" && v.length <= 200 && !isForbiddenKey(v) ? null : `${p} must be an id, got ${show(v)}`;

export const bool: Shape = (v, p) => (typeof v === "boolean" ? null : `${p} must be true or false, got ${show(v)}`);

export const literal = (...values: readonly (string | number | boolean | null)[]): Shape => (v, p) =>
  values.some((x) => x === v) ? null : `${p} must be one of ${values.map((x) => JSON.stringify(x)).join(", ")}, got ${show(v)}`;

export const nullable = (shape: Shape): Shape => (v, p) => (v === null ? null : shape(v, p));

export const anyOf = (...shapes: Shape[]): Shape => (v, p) => {
  let first: string | null = null;
  for (const s of shapes) {
    const problem = s(v, p);
    if (problem === null) return null;
    first ??= problem;
  }
  return first;
};

export const list = (item: Shape, maxLength = 1000): Shape => (v, p) => {
  if (!Array.isArray(v)) return `${p} must be a list, got ${show(v)}`;
  if (v.length > maxLength) return `${p} must have at most ${maxLength} entries, got ${v.length}`;
  for (let i = 0; i < v.length; i++) {
    if (!(i in v)) return `${p}[${i}] is missing`;
    const problem = item(v[i], `${p}[${i}]`);
    if (problem) return problem;
  }
  return null;
};

/** A list with a fixed shape per position. */
export const tuple = (...items: Shape[]): Shape => (v, p) => {
  if (!Array.isArray(v) || v.length !== items.length) return `${p} must be a list of ${items.length}, got ${show(v)}`;
  for (let i = 0; i < items.length; i++) {
    const problem = items[i]!(v[i], `${p}[${i}]`);
    if (problem) return problem;
  }
  return null;
};

/** An object used as a map: any own keys (ids), each value of one shape. */
export const record = (value: Shape, maxKeys = 1000): Shape => (v, p) => {
  if (!isPlainObject(v)) return `${p} must be an object, got ${show(v)}`;
  const keys = Object.keys(v);
  if (keys.length > maxKeys) return `${p} must have at most ${maxKeys} entries, got ${keys.length}`;
  for (const k of keys) {
    if (isForbiddenKey(k)) return `${p} has the key "${k}", which is not allowed`;
    const problem = value(v[k], `${p}.${k}`);
    if (problem) return problem;
  }
  return null;
};

/** An object with these fields (the `optional` ones may be absent); no other keys. */
export const object = (required: Readonly<Record<string, Shape>>, optional: Readonly<Record<string, Shape>> = {}): Shape => (v, p) => {
  if (!isPlainObject(v)) return `${p} must be an object, got ${show(v)}`;
  for (const k of Object.keys(v)) {
    if (!Object.hasOwn(required, k) && !Object.hasOwn(optional, k)) return `${p} has an unknown field "${k}"`;
  }
  for (const [k, shape] of Object.entries(required)) {
    if (!Object.hasOwn(v, k)) return `${p}.${k} is missing`;
    const problem = shape(v[k], `${p}.${k}`);
    if (problem) return problem;
  }
  for (const [k, shape] of Object.entries(optional)) {
    if (!Object.hasOwn(v, k)) continue;
    const problem = shape(v[k], `${p}.${k}`);
    if (problem) return problem;
  }
  return null;
};

/**
 * Any plain JSON value: null, true/false, finite numbers, text, lists and plain objects, at most `maxDepth` deep,
 * without prototype keys. A cycle or a BigInt, a Date, a function, NaN or -0 is a problem.
 */
export const json = (maxDepth = 16): Shape => {
  const walk = (v: unknown, p: string, depth: number): string | null => {
    if (v === null || typeof v === "boolean" || typeof v === "string") return null;
    if (typeof v === "number") return Number.isFinite(v) && !Object.is(v, -0) ? null : `${p} must be a finite number, got ${show(v)}`;
    if (depth >= maxDepth) return `${p} is nested deeper than ${maxDepth} levels`;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const problem = walk(v[i], `${p}[${i}]`, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    if (!isPlainObject(v)) return `${p} must be plain data, got ${typeof v === "object" ? "an object of another kind" : typeof v}`;
    for (const k of Object.keys(v)) {
      if (isForbiddenKey(k)) return `${p} has the key "${k}", which is not allowed`;
      const problem = walk(v[k], `${p}.${k}`, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return (v, p) => walk(v, p, 0);
};

/** The first problem among several checks, in order. */
export function firstProblem(...checks: (() => string | null)[]): string | null {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

/** The keys of a per-combatant record must be exactly the combatants' ids. */
export function sameIds(keys: readonly string[], ids: ReadonlySet<string>, path: string): string | null {
  const extra = keys.find((k) => !ids.has(k));
  if (extra !== undefined) return `${path}.${extra} is not a combatant in the fight`;
  const have = new Set(keys);
  const missing = [...ids].find((x) => !have.has(x));
  return missing === undefined ? null : `${path} has no entry for combatant "${missing}"`;
}

/** Every entry of `list` must be one of `ids`, once. */
export function idsIn(list: readonly string[], ids: ReadonlySet<string>, path: string): string | null {
  const seen = new Set<string>();
  for (const [i, x] of list.entries()) {
    if (!ids.has(x)) return `${path}[${i}] is "${x}", who is not a combatant in the fight`;
    if (seen.has(x)) return `${path} lists "${x}" twice`;
    seen.add(x);
  }
  return null;
}

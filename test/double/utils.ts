/**
 * foundry.utils as Fray uses it. Semantics from Foundry's public API pages (v13/v14 `foundry.utils.*`):
 * https://foundryvtt.com/api/v13/functions/foundry.utils.mergeObject.html and the v14 page of the same name.
 */
import { DOUBLE, deprecated } from "./state";

type Rec = Record<string, unknown>;

/**
 * v14 update operators (foundryvtt/foundryvtt#13090): `_del` deletes a key, `_replace(v)` replaces it whole. The v14
 * API pages (foundry.data.operators.DataFieldOperator, ForcedReplacement) list the static `create`, `get`
 * ("the inner value of the DataFieldOperator, or … the value passed if not a DataFieldOperator") and `equals`, and
 * `toJSON` returning `{value, …}`, serialised under OPERATOR_IDENTIFIER "__$OPERATOR$__" (API variable page);
 * public code calls `foundry.data.operators.ForcedReplacement.create(v)`.
 * GUESS: `set` is listed too but its meaning is not described: not modelled; the toJSON key's value (the class
 * name) is not stated.
 */
export const OPERATOR_IDENTIFIER = "__$OPERATOR$__";
abstract class DataFieldOperator {
  abstract readonly value: unknown;
  static get(value: unknown): unknown {
    return value instanceof DataFieldOperator ? value.value : value;
  }
  static equals(a: unknown, b: unknown): boolean {
    if (a instanceof DataFieldOperator || b instanceof DataFieldOperator) {
      const kind = (v: unknown) => (v instanceof DataFieldOperator ? v.constructor : null);
      return kind(a) === kind(b) && equals(DataFieldOperator.get(a), DataFieldOperator.get(b));
    }
    return equals(a, b);
  }
  toJSON(): Rec {
    return { [OPERATOR_IDENTIFIER]: this.constructor.name, value: this.value };
  }
}
export class ForcedDeletion extends DataFieldOperator {
  readonly value = undefined;
  static create(): ForcedDeletion {
    return _del;
  }
}
export class ForcedReplacement extends DataFieldOperator {
  constructor(readonly value: unknown) {
    super();
  }
  static create(value: unknown): ForcedReplacement {
    return new ForcedReplacement(value);
  }
}
// GUESS: `_del` is one shared instance and `_replace` wraps its value; the API names the classes but not how the
// globals are built.
export const _del: ForcedDeletion = new ForcedDeletion();
export const _replace = (value: unknown): ForcedReplacement => ForcedReplacement.create(value);

/** Foundry's getType: "Object" only for plain objects (API: foundry.utils.getType). */
export function getType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "Array";
  if (typeof value !== "object") return typeof value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) return "Object";
  if (value instanceof Set) return "Set";
  if (value instanceof Map) return "Map";
  return "Unknown";
}

export function isPlainObject(value: unknown): value is Rec {
  return getType(value) === "Object";
}

/** API foundry.utils.deepClone: plain objects, arrays and Dates are copied; other class instances are kept. */
export function deepClone<T>(original: T): T {
  if (Array.isArray(original)) return original.map((v) => deepClone(v)) as T;
  if (original instanceof Date) return new Date(original) as T;
  if (!isPlainObject(original)) return original;
  const out: Rec = {};
  for (const [k, v] of Object.entries(original)) out[k] = deepClone(v);
  return out as T;
}

/** 16 characters of [a-zA-Z0-9] (API foundry.utils.randomID; ids are 16 alphanumerics, foundry-v13-notes §9). */
export function randomID(length = 16): string {
  const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  let id = "";
  for (let i = 0; i < length; i++) id += chars[Math.floor(Math.random() * chars.length)];
  return id;
}

export function escapeHTML(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
}

/** API foundry.utils.isEmpty: undefined, null, "", [], {} and empty Sets/Maps are empty. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string" || Array.isArray(value)) return value.length === 0;
  if (value instanceof Set || value instanceof Map) return value.size === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/** API foundry.utils.isDeletionKey: "-=key" and "==key" (v13; deprecated in v14 by #13090). */
export function isDeletionKey(key: string): boolean {
  return key.startsWith("-=") || key.startsWith("==");
}

/**
 * API foundry.utils.expandObject: dotted keys become nested objects (arrays are never created). Objects inside
 * arrays are expanded too (foundryvtt/foundryvtt#8176: `actor.update({items: [{_id, "system.x": 1}]})`).
 */
export function expandObject(obj: Rec): Rec {
  const out: Rec = {};
  for (const [key, raw] of Object.entries(obj)) setProperty(out, key, expandValue(raw));
  return out;
}
function expandValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expandValue);
  return isPlainObject(value) ? expandObject(value) : value;
}

export function flattenObject(obj: Rec, prefix = ""): Rec {
  const out: Rec = {};
  for (const [k, v] of Object.entries(obj)) {
    if (isPlainObject(v) && Object.keys(v).length > 0) Object.assign(out, flattenObject(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = v;
  }
  return out;
}

export function getProperty(obj: unknown, key: string): unknown {
  let node: unknown = obj;
  for (const part of key.split(".")) {
    if (node === null || (typeof node !== "object" && typeof node !== "function")) return undefined;
    node = (node as Rec)[part];
  }
  return node;
}

export function hasProperty(obj: unknown, key: string): boolean {
  const parts = key.split(".");
  const parent = parts.length > 1 ? getProperty(obj, parts.slice(0, -1).join(".")) : obj;
  return parent !== null && typeof parent === "object" && parts.at(-1)! in (parent as Rec);
}

/** API foundry.utils.setProperty: creates plain objects on the way (an existing object where merging is kept). */
export function setProperty(obj: Rec, key: string, value: unknown): boolean {
  const parts = key.split(".");
  let node = obj;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== "object" || node[part] === null) node[part] = {};
    node = node[part] as Rec;
  }
  const last = parts.at(-1)!;
  if (isPlainObject(value) && isPlainObject(node[last])) Object.assign(node[last] as Rec, value);
  else node[last] = value;
  return true;
}

export interface MergeOptions {
  insertKeys?: boolean;
  insertValues?: boolean;
  overwrite?: boolean;
  recursive?: boolean;
  inplace?: boolean;
  performDeletions?: boolean;
  applyOperators?: boolean;
}

/**
 * API foundry.utils.mergeObject. Dotted keys in `other` are expanded first; objects merge key by key; any other
 * value (arrays included) replaces the old one whole. With performDeletions (v13; applyOperators in v14),
 * `-=key` deletes and `==key` replaces without merging; v14 also takes `_del`/`_replace` operator values
 * (#13090), and `-=`/`==` still work there with a deprecation warning until v16 (foundry-v14-notes §2 row 7).
 */
export function mergeObject<T extends Rec>(original: T, other: Rec = {}, options: MergeOptions = {}, depth = 0): T {
  const opts = { insertKeys: true, insertValues: true, overwrite: true, recursive: true, inplace: true, performDeletions: false, ...options };
  const ops = opts.performDeletions || opts.applyOperators === true;
  const target = (opts.inplace ? original : deepClone(original)) as Rec;
  const changes = Object.keys(other).some((k) => k.includes(".")) ? expandObject(other) : other;
  for (const [key, value] of Object.entries(changes)) {
    if (ops && isDeletionKey(key)) {
      if (DOUBLE.generation >= 14) deprecated(`"${key}": the -=/== keys are deprecated, use _del/_replace (#13090)`);
      if (key.startsWith("-=")) delete target[key.slice(2)];
      else target[key.slice(2)] = value;
      continue;
    }
    if (value instanceof ForcedDeletion) {
      if (ops) delete target[key];
      else target[key] = value;
      continue;
    }
    if (value instanceof ForcedReplacement) {
      target[key] = ops ? value.value : value;
      continue;
    }
    const exists = Object.hasOwn(target, key);
    if (!exists) {
      const insert = depth === 0 ? opts.insertKeys : opts.insertValues;
      if (!insert) continue;
      target[key] = isPlainObject(value) && opts.recursive ? mergeObject({}, value, { ...opts, inplace: true }, depth + 1) : value;
      continue;
    }
    if (isPlainObject(value) && isPlainObject(target[key]) && opts.recursive) {
      mergeObject(target[key] as Rec, value, { ...opts, inplace: true }, depth + 1);
    } else if (opts.overwrite) {
      target[key] = value;
    }
  }
  return target as T;
}

/**
 * API foundry.utils.diffObject: what in `other` differs from `original` (objects compared key by key, arrays
 * and other values by deep equality). Deletion keys are kept as they are.
 */
export function diffObject(original: Rec, other: Rec): Rec {
  const out: Rec = {};
  for (const [key, value] of Object.entries(other)) {
    if (isDeletionKey(key) || value instanceof ForcedDeletion || value instanceof ForcedReplacement) {
      out[key] = value;
      continue;
    }
    const before = original[key];
    if (isPlainObject(value) && isPlainObject(before)) {
      const inner = diffObject(before, value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!equals(before, value)) out[key] = value;
  }
  return out;
}

/** Deep equality of plain data (API v14 foundry.utils.equals; v13 objectsEqual). */
export function equals(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equals(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => equals(a[k], b[k]));
  }
  return false;
}

export const utils = {
  deepClone, duplicate: (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown, randomID, escapeHTML, isEmpty, getType,
  expandObject, flattenObject, getProperty, hasProperty, setProperty, mergeObject, diffObject, isDeletionKey,
  objectsEqual: equals, equals,
};

/**
 * The smallest Foundry update that turns one stored record into another. Foundry merges an update's objects key by
 * key and replaces arrays and other values whole (foundry.utils.mergeObject; foundry-traps.md #7), and the update it
 * sends to every client is the differential data (hookEvents.updateDocument): so a changed key deep in an object
 * costs only its own path, a list costs its whole new value, and a removed key needs a deletion operator. Pure: the
 * deletion operator of the running Foundry generation is passed in (compat/operators.ts).
 */
import { diff, type Json } from "../engine/turns";

/** The update entry that deletes `key` from the object it is written into: `["-=key", null]` or `[key, _del]`. */
export type DeletionEntry = (key: string) => [string, unknown];

type Rec = Record<string, unknown>;

/**
 * Why Foundry cannot store `key` as a key of plain data, or null: an update's dotted keys are expanded into nested
 * objects and `-=`/`==` prefixes are operators (foundry.utils.expandObject, mergeObject), so such a key would be
 * written somewhere else than where it was meant.
 */
export function unstorableKeyProblem(key: string): string | null {
  if (key.includes(".")) return `the key "${key}" has a dot, which Foundry reads as a path`;
  if (key.startsWith("-=") || key.startsWith("==")) return `the key "${key}" starts with an update operator`;
  if (key === "") return "an empty key";
  return null;
}

/** The first key in `value` (at any depth) Foundry cannot store, as a sentence naming where it is; null when none. */
export function unstorableIn(value: unknown, path: string): string | null {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = unstorableIn(value[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  for (const [k, v] of Object.entries(value)) {
    const own = unstorableKeyProblem(k);
    if (own) return `${path}: ${own}`;
    const p = unstorableIn(v, `${path}.${k}`);
    if (p) return p;
  }
  return null;
}

function valueAt(root: Json, path: readonly (string | number)[]): Json {
  let node = root;
  for (const key of path) node = (node as Record<string | number, Json>)[key]!;
  return node;
}

/** `update[path…] = value`, creating the objects on the way. */
function place(update: Rec, path: readonly string[], value: unknown): void {
  let node = update;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    let next = node[key];
    if (typeof next !== "object" || next === null) node[key] = next = {};
    node = next as Rec;
  }
  node[path[path.length - 1]!] = value;
}

/**
 * The nested update (no dotted keys) that turns `before` into `after`, both plain JSON objects; `{}` when they are
 * equal. A change inside a list writes the whole list (at its outermost list); a key `after` lacks is deleted with
 * `deletion`. A RangeError names a key Foundry cannot store.
 */
export function storedUpdate(before: Json, after: Json, deletion: DeletionEntry): Rec {
  const update: Rec = {};
  const lists = new Set<string>(); // lists already written whole, by path
  for (const op of diff(before, after)) {
    const cut = op.path.findIndex((k) => typeof k === "number");
    if (cut === 0) throw new RangeError("a stored record must be an object, not a list");
    if (cut > 0) {
      const at = op.path.slice(0, cut) as string[];
      const id = at.join("\u0000");
      if (lists.has(id)) continue;
      lists.add(id);
      const value = valueAt(after, at);
      const bad = unstorableIn(value, at.join("."));
      if (bad) throw new RangeError(bad);
      place(update, at, value);
      continue;
    }
    const path = op.path as string[];
    for (const key of path) {
      const bad = unstorableKeyProblem(key);
      if (bad) throw new RangeError(`${path.join(".")}: ${bad}`);
    }
    if (path.length === 0) throw new RangeError("a stored record cannot be replaced whole");
    if ("after" in op) {
      const bad = unstorableIn(op.after, path.join("."));
      if (bad) throw new RangeError(bad);
      place(update, path, valueAt(after, path));
    } else {
      const [key, value] = deletion(path[path.length - 1]!);
      place(update, [...path.slice(0, -1), key], value);
    }
  }
  return update;
}

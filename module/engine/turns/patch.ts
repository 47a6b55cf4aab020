/**
 * Structural diff of plain JSON values: the ledger stores, for each step, only the values that changed with their
 * before and after, so any step can be reverted without keeping whole snapshots in the Combat document.
 */
import type { Json, PatchOp } from "./types";

function isObject(v: unknown): v is Record<string, Json> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => deepEqual(x, b[i]));
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

/** The ops that turn `before` into `after`. Arrays of equal length diff per index; otherwise a value is replaced. */
export function diff(before: Json, after: Json, path: (string | number)[] = [], out: PatchOp[] = []): PatchOp[] {
  if (deepEqual(before, after)) return out;
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    before.forEach((b, i) => diff(b, after[i]!, [...path, i], out));
    return out;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      const p = [...path, key];
      if (!Object.prototype.hasOwnProperty.call(after, key)) out.push({ path: p, before: clone(before[key]!) });
      else diff(before[key]!, after[key]!, p, out);
    }
    for (const key of Object.keys(after)) {
      if (!Object.prototype.hasOwnProperty.call(before, key)) out.push({ path: [...path, key], after: clone(after[key]!) });
    }
    return out;
  }
  out.push({ path, before: clone(before), after: clone(after) });
  return out;
}

/** The ops that undo `ops`. */
export function invert(ops: readonly PatchOp[]): PatchOp[] {
  return ops
    .slice()
    .reverse()
    .map((op) => {
      const inv: PatchOp = { path: op.path };
      if ("after" in op) inv.before = op.after!;
      if ("before" in op) inv.after = op.before!;
      return inv;
    });
}

/**
 * Apply ops to a copy of `value`. Each op's `before` must match what is there: a mismatch means the ledger and the
 * state have diverged (edited by hand, or an out-of-order undo), which is an error rather than a silent overwrite.
 */
export function applyPatch<T extends Json>(value: T, ops: readonly PatchOp[]): T {
  let root: Json = clone(value);
  for (const op of ops) {
    if (op.path.length === 0) {
      if (!deepEqual(root, op.before)) throw new Error("ledger patch does not match the scheduler state at the root");
      root = clone(op.after!);
      continue;
    }
    let parent: Json = root;
    for (const key of op.path.slice(0, -1)) {
      parent = (parent as Record<string | number, Json>)?.[key as never] as Json;
      if (typeof parent !== "object" || parent === null) {
        throw new Error(`ledger patch path ${op.path.join(".")} does not exist in the scheduler state`);
      }
    }
    const last = op.path[op.path.length - 1]!;
    const container = parent as Record<string | number, Json>;
    const has = Object.prototype.hasOwnProperty.call(container, last);
    if (has !== "before" in op || (has && !deepEqual(container[last], op.before))) {
      throw new Error(`ledger patch does not match the scheduler state at ${op.path.join(".")}`);
    }
    if ("after" in op) container[last] = clone(op.after!);
    else delete container[last];
  }
  return root as T;
}

/**
 * Structural diff of plain JSON values: the ledger stores, for each step, only the values that changed with their
 * before and after, so any step can be reverted without keeping whole snapshots in the Combat document.
 */
import { isForbiddenKey } from "./keys";
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

/**
 * The ops that turn `before` into `after`. Objects diff per key, lists per index (entries added or removed at the
 * end are ops of their own); anything else that differs is replaced. Unchanged parts shared by both sides (as
 * dispatch's structural sharing leaves them) cost nothing to compare.
 */
export function diff(before: Json, after: Json, path: (string | number)[] = [], out: PatchOp[] = []): PatchOp[] {
  diffAt(before, after, path.slice(), out);
  return out;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** diff's walk: `path` is a stack pushed and popped on the way down (copied only into an op), and a shared unchanged
 *  part is skipped by identity before any path or comparison is made. */
function diffAt(before: Json, after: Json, path: (string | number)[], out: PatchOp[]): void {
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    // Index by index over the common length; then entries added at the end (ascending) or removed from it (last first).
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) {
      if (before[i] === after[i]) continue;
      path.push(i);
      diffAt(before[i]!, after[i]!, path, out);
      path.pop();
    }
    for (let i = common; i < after.length; i++) out.push({ path: [...path, i], after: clone(after[i]!) });
    for (let i = before.length - 1; i >= common; i--) out.push({ path: [...path, i], before: clone(before[i]!) });
    return;
  }
  if (isObject(before) && isObject(after)) {
    const beforeKeys = Object.keys(before);
    const afterKeys = Object.keys(after);
    if (sameKeys(beforeKeys, afterKeys)) {
      // The common case (a record whose entries changed in place): compare values by position, no lookup by key.
      const bv = Object.values(before);
      const av = Object.values(after);
      for (let i = 0; i < bv.length; i++) {
        if (bv[i] === av[i]) continue;
        path.push(beforeKeys[i]!);
        diffAt(bv[i]!, av[i]!, path, out);
        path.pop();
      }
      return;
    }
    let kept = 0; // keys of `before` that `after` has too: when that is all of `after`'s, it added none
    for (const key of beforeKeys) {
      const b = before[key]!;
      const a = after[key];
      if (a === b && a !== undefined) {
        kept++; // the same value, so an own key of `after` too (an inherited one is never a JSON value)
        continue;
      }
      if (!Object.prototype.hasOwnProperty.call(after, key)) {
        out.push({ path: [...path, key], before: clone(b) });
        continue;
      }
      kept++;
      path.push(key);
      diffAt(b, a!, path, out);
      path.pop();
    }
    if (kept === afterKeys.length) return;
    for (const key of afterKeys) {
      if (!Object.prototype.hasOwnProperty.call(before, key)) out.push({ path: [...path, key], after: clone(after[key]!) });
    }
    return;
  }
  if (deepEqual(before, after)) return;
  out.push({ path: path.slice(), before: clone(before), after: clone(after) });
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

/** Why a patch path cannot be applied safely (a segment that reaches a prototype, or of the wrong kind), or null. */
export function patchPathProblem(path: unknown): string | null {
  if (!Array.isArray(path)) return "its path is not a list";
  if (path.length > 32) return "its path is deeper than 32 levels";
  for (const key of path) {
    if (typeof key === "number") {
      if (!Number.isInteger(key) || key < 0) return `its path has the index ${String(key)}`;
    } else if (typeof key !== "string") return "its path has a segment that is neither a key nor an index";
    else if (isForbiddenKey(key)) return `its path has the segment "${key}", which is not allowed`;
  }
  return null;
}

function refuse(op: PatchOp, why: string): never {
  const at = Array.isArray(op.path) ? op.path.map(String).join(".") : "?";
  throw new RangeError(`the ledger patch at ${at || "the root"} ${why}`);
}

/**
 * Apply ops to `value` without changing it: only the objects and lists along each op's path are copied, everything
 * else is shared with `value`. Each op's `before` must match what is there: a mismatch means the ledger and the state
 * have diverged (edited by hand, or an out-of-order undo), which is a RangeError rather than a silent overwrite.
 * A path segment that would reach a prototype (`__proto__`, `constructor`, `prototype`) is refused, and a key is
 * only ever followed when it is the object's own.
 */
export function applyPatch<T extends Json>(value: T, ops: readonly PatchOp[]): T {
  const fresh = new WeakSet<object>(); // containers copied by this call, safe to write to
  const own = (v: Json): Json[] | Record<string, Json> => {
    const container = v as Json[] | Record<string, Json>;
    if (fresh.has(container)) return container;
    const copy = Array.isArray(container) ? container.slice() : { ...container };
    fresh.add(copy);
    return copy;
  };
  let root: Json = value;
  for (const op of ops) {
    const problem = patchPathProblem(op.path);
    if (problem) refuse(op, problem);
    if (op.path.length === 0) {
      if (!("before" in op) || !deepEqual(root, op.before)) refuse(op, "does not match the scheduler state");
      if (!("after" in op)) refuse(op, "would remove the whole state");
      root = clone(op.after!);
      continue;
    }
    if (typeof root !== "object" || root === null) refuse(op, "does not exist in the scheduler state");
    root = own(root);
    let parent = root as Json[] | Record<string, Json>;
    for (let i = 0; i < op.path.length; i++) {
      const key = op.path[i]!;
      const isList = Array.isArray(parent);
      if (isList ? typeof key !== "number" : typeof key !== "string") refuse(op, `has a ${typeof key} segment where the state has ${isList ? "a list" : "an object"}`);
      const has = isList ? (key as number) < (parent as Json[]).length : Object.prototype.hasOwnProperty.call(parent, key);
      const container = parent as Record<string | number, Json>;
      if (i < op.path.length - 1) {
        const child = has ? container[key] : undefined;
        if (typeof child !== "object" || child === null) refuse(op, "does not exist in the scheduler state");
        const copy = own(child);
        container[key] = copy as Json;
        parent = copy;
        continue;
      }
      if (has !== "before" in op || (has && !deepEqual(container[key], op.before))) refuse(op, "does not match the scheduler state");
      const length = isList ? (parent as Json[]).length : 0;
      if (isList && !has && key !== length) refuse(op, "would leave a hole in a list");
      if (isList && has && !("after" in op) && key !== length - 1) refuse(op, "would remove from the middle of a list");
      if ("after" in op) container[key] = clone(op.after!);
      else if (isList) (parent as Json[]).pop();
      else delete container[key];
    }
  }
  return root as T;
}

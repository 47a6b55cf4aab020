/**
 * Is a value plain JSON data (what a pack file, a stored document or a request may hold)? Checked without
 * recursion, so a deeply nested or cyclic input is a clear rejection naming the field, never a stack overflow.
 * Shared YAML aliases (the same object twice) are fine; cycles, BigInts, functions, symbols, non-finite numbers,
 * class instances (Date, Map, Uint8Array …), over-deep nesting and keys that reach a prototype are not.
 */

export const MAX_DEPTH = 32;
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export interface PlainDataIssue {
  path: string;
  message: string;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** The first reason `value` is not plain JSON data, with its path under `base`; null when it is. */
export function plainDataIssue(value: unknown, base = "", maxDepth = MAX_DEPTH): PlainDataIssue | null {
  // Each frame: the value, its path, its depth, and its ancestors (for cycles).
  const stack: { v: unknown; path: string; depth: number; ancestors: readonly object[] }[] = [{ v: value, path: base, depth: 0, ancestors: [] }];
  while (stack.length) {
    const { v, path, depth, ancestors } = stack.pop()!;
    switch (typeof v) {
      case "string":
      case "boolean":
        continue;
      case "number":
        if (!Number.isFinite(v)) return { path, message: `${String(v)} is not a finite number` };
        continue;
      case "undefined":
        continue; // absent: the caller decides whether that is allowed
      case "bigint":
        return { path, message: "a BigInt is not plain data" };
      case "function":
      case "symbol":
        return { path, message: `a ${typeof v} is not plain data` };
    }
    if (v === null) continue;
    const obj = v as object;
    if (ancestors.includes(obj)) return { path, message: "refers to itself (a cycle)" };
    if (depth >= maxDepth) return { path, message: `nested deeper than ${maxDepth} levels` };
    const proto: unknown = Object.getPrototypeOf(obj);
    const isArray = Array.isArray(obj);
    if (!isArray && proto !== Object.prototype && proto !== null) return { path, message: "not a plain object or list" };
    const next = [...ancestors, obj];
    for (const key of Object.keys(obj)) {
      if (UNSAFE_KEYS.has(key)) return { path: join(path, key), message: `the key "${key}" is not allowed` };
      stack.push({ v: (obj as Record<string, unknown>)[key], path: isArray ? `${path}[${key}]` : join(path, key), depth: depth + 1, ancestors: next });
    }
  }
  return null;
}

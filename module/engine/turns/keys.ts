/**
 * Names that must never be used as keys of the scheduler's plain-data records: writing one through `obj[key] = …`
 * reaches an object's prototype instead of the object (prototype pollution), and reading one finds a built-in.
 */
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

export function isForbiddenKey(key: string | number): boolean {
  return typeof key === "string" && FORBIDDEN.has(key);
}

/** `table[name]` only when `name` is the table's own key (so "toString" or "constructor" find nothing). */
export function ownEntry<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
}

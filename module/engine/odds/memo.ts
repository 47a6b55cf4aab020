/**
 * Odds cached per attack. An attack card asks for the odds of the same attack several times (the card, its odds
 * line, a re-render), and the same attacker, weapon and target come back turn after turn; exact odds cost far more
 * than reading a key. The key is the arguments as exact JSON: an argument JSON cannot hold exactly (NaN, Infinity,
 * undefined in a list, a function, a class instance …) is never cached, so the function runs and refuses it as before.
 * Errors are never cached. Each call gets its own copy of the result's top level, so a caller that changes a field
 * changes nothing for the next one (the distributions inside are immutable).
 */

/** The arguments as a canonical JSON text, or null when JSON cannot hold them exactly. */
export function exactKey(value: unknown): string | null {
  return exactJson(value, 0) ? JSON.stringify(value) : null;
}

const MAX_DEPTH = 32;

/** Whether JSON.stringify keeps `value` exactly (an undefined key is dropped: an absent option reads the same). */
function exactJson(value: unknown, depth: number): boolean {
  if (value === null || typeof value === "boolean" || typeof value === "string") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== "object" || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!exactJson(value[i], depth + 1)) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined && !exactJson(v, depth + 1)) return false;
  }
  return true;
}

/** `fn` with its latest `size` results kept by exact argument key (least recently used dropped first). */
export function memoOdds<A extends unknown[], R extends object>(fn: (...args: A) => R, size = 64): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A): R => {
    const key = exactKey(args);
    if (key === null) return fn(...args);
    const hit = cache.get(key);
    if (hit !== undefined) {
      cache.delete(key); // refreshed: now the most recently used
      cache.set(key, hit);
      return { ...hit };
    }
    const result = fn(...args);
    cache.set(key, result);
    if (cache.size > size) cache.delete(cache.keys().next().value!);
    return { ...result };
  };
}

/**
 * A property worked out on its first read, then kept: preparation leaves the work for values few readers need (another
 * ruleset's block of an actor) until something reads them. Enumerable, so spreads, clones and JSON see it as data.
 */
export function defineLazy<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get(this: T) {
      const value = compute();
      // A frozen or sealed object keeps the getter: the value is worked out again, never stale.
      if (Object.isExtensible(this)) Object.defineProperty(this, key, { value, enumerable: true, configurable: true, writable: true });
      return value;
    },
    set(this: T, value: T[K]) {
      Object.defineProperty(this, key, { value, enumerable: true, configurable: true, writable: true });
    },
  });
}

/**
 * Objects with some values worked out on first read, then kept: preparation leaves the work for values few readers
 * need (another ruleset's derived values) until something reads them. A value not read yet is a getter on the
 * object's prototype, so it is not an own property until read (a spread or JSON of the object shows the values
 * read so far); once read it is an own, enumerable property. One class per set of lazy keys, its getters shared by
 * every object: a world prepares thousands of actors, and own accessors per object (a closure and a descriptor
 * each) cost more than the work they put off.
 */
export type LazyObjects<S> = (state: S, lazyKeys: readonly string[]) => Record<string, unknown>;

/** A maker of such objects: `compute(state, key)` works out a key's value. Pass the same `lazyKeys` array each time. */
export function lazyObjects<S>(compute: (state: S, key: string) => unknown): LazyObjects<S> {
  const classes = new Map<readonly string[], new (state: S) => Record<string, unknown>>();
  const keep = (target: object, key: string, value: unknown) => Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  const classFor = (keys: readonly string[]) => {
    class Lazy {
      readonly #state: S;
      constructor(state: S) {
        this.#state = state;
      }
      static stateOf(target: Lazy): S {
        return target.#state;
      }
    }
    for (const key of keys) {
      Object.defineProperty(Lazy.prototype, key, {
        configurable: true,
        get(this: Lazy) {
          const value = compute(Lazy.stateOf(this), key);
          // A frozen or sealed object keeps reading through the getter: the value is worked out again, never stale.
          if (Object.isExtensible(this)) keep(this, key, value);
          return value;
        },
        set(this: Lazy, value: unknown) {
          keep(this, key, value);
        },
      });
    }
    return Lazy as unknown as new (state: S) => Record<string, unknown>;
  };
  return (state, keys) => {
    let Lazy = classes.get(keys);
    if (!Lazy) classes.set(keys, (Lazy = classFor(keys)));
    return new Lazy(state);
  };
}

/**
 * foundry.utils.Collection: a Map whose iteration yields values, with contents/find/filter/map/some/getName.
 * API: https://foundryvtt.com/api/v13/classes/foundry.utils.Collection.html
 */
export class Collection<V> extends Map<string, V> {
  /** Iterating a Collection yields its values, not [key, value] pairs (typed as Map's for TypeScript). */
  override [Symbol.iterator](): MapIterator<[string, V]> {
    return this.values() as unknown as MapIterator<[string, V]>;
  }
  get contents(): V[] {
    return [...this.values()];
  }
  /** API Collection#get(key, {strict}): strict throws when the key is missing. */
  override get(key: string, options: { strict?: boolean } = {}): V | undefined {
    const v = super.get(key);
    if (v === undefined && options.strict) throw new Error(`The key ${key} does not exist in the ${this.constructor.name} Collection`);
    return v;
  }
  find(fn: (v: V, i: number, c: this) => unknown): V | undefined {
    let i = 0;
    for (const v of this.values()) if (fn(v, i++, this)) return v;
    return undefined;
  }
  filter(fn: (v: V, i: number, c: this) => unknown): V[] {
    return this.contents.filter((v, i) => fn(v, i, this));
  }
  map<T>(fn: (v: V, i: number, c: this) => T): T[] {
    return this.contents.map((v, i) => fn(v, i, this));
  }
  some(fn: (v: V, i: number, c: this) => unknown): boolean {
    return this.contents.some((v, i) => fn(v, i, this));
  }
  reduce<T>(fn: (acc: T, v: V, i: number) => T, initial: T): T {
    return this.contents.reduce(fn, initial);
  }
  getName(name: string): V | undefined {
    return this.find((v) => (v as { name?: unknown }).name === name);
  }
}

/** A Set with first(), as `game.user.targets` is (API: UserTargets extends Set; Foundry adds Set#first). */
export class TargetSet<V> extends Set<V> {
  override first(): V | undefined {
    return this.values().next().value;
  }
}

/**
 * Copy-on-write drafts of plain JSON data, for dispatch: a policy changes the draft as if it were the state, and only
 * the objects and lists it writes to are copied (with each container above them, up to the root); everything else
 * is shared with the state it came from. Reading copies nothing: a nested object read is drafted on its own, and its
 * parent is copied only when that object changes. (immer's produce, which this replaces, copies a parent as soon as
 * a child is read: with a hundred fighters in one record, that copy was most of a command's time.)
 *
 * Semantics kept from immer for plain data: writing a value equal (Object.is) to the current one changes nothing;
 * a new value (built by the handler) is used as it is, with any drafts inside it replaced by their final values;
 * a result with no change is the base itself. Writes after the recipe has ended are refused.
 */

/** Where a draft keeps its state (read by `latest` in peek.ts). */
export const DRAFT = Symbol("fray-draft");

type Container = Record<string, unknown> | unknown[];

interface Scope {
  live: boolean;
}

interface DraftState {
  base: Container;
  /** The draft's own copy, once it (or anything under it) changed; it may hold drafts until the end. */
  copy: Container | null;
  parent: DraftState | null;
  /** Its key in the parent. */
  key: string;
  /** Drafts of unchanged nested objects read so far, by key. */
  children: Map<string, object> | null;
  /** Keys of the copy written since it was made: only these can hold a draft or new data at the end. */
  touched: Set<string> | null;
  proxy: object;
  scope: Scope;
  done: boolean;
}

const hasOwn = (o: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(o, key);
const isContainer = (v: unknown): v is Container => typeof v === "object" && v !== null;

/** The draft's state when `value` is a draft, else undefined. */
export function draftState(value: unknown): { base: object; copy: object | null } | undefined {
  return isContainer(value) ? ((value as { [DRAFT]?: DraftState })[DRAFT] ?? undefined) : undefined;
}

function current(state: DraftState): Container {
  return state.copy ?? state.base;
}

function checkLive(state: DraftState): void {
  if (!state.scope.live) throw new TypeError("this draft belongs to a command that has ended: it can no longer change");
}

/** Copy the draft (and each container above it that has not been copied yet), and put it in its parent's copy. */
function markChanged(state: DraftState): void {
  if (state.copy) return;
  state.copy = Array.isArray(state.base) ? state.base.slice() : { ...state.base };
  const parent = state.parent;
  if (!parent) return;
  markChanged(parent);
  // Unless the handler already put something else there (the draft is then detached, as in immer).
  const slot = parent.copy as Record<string, unknown>;
  if (slot[state.key] === state.base) {
    slot[state.key] = state.proxy;
    (parent.touched ??= new Set()).add(state.key);
  }
}

function createDraft(base: Container, parent: DraftState | null, key: string, scope: Scope): DraftState {
  const state: DraftState = { base, copy: null, parent, key, children: null, touched: null, proxy: null as unknown as object, scope, done: false };
  state.proxy = Array.isArray(base) ? new Proxy([state], arrayTraps) : new Proxy(state, objectTraps);
  return state;
}

const traps = {
  get(state: DraftState, prop: PropertyKey): unknown {
    if (prop === DRAFT) return state;
    const source = current(state) as Record<PropertyKey, unknown>;
    if (typeof prop === "symbol" || !hasOwn(source, prop)) return source[prop]; // methods, length's prototype, absent keys
    const value = source[prop];
    if (!isContainer(value) || (value as { [DRAFT]?: DraftState })[DRAFT]) return value;
    // A value the handler put here is its own to change; only what is still the base's is drafted.
    if (state.copy && value !== (state.base as Record<string, unknown>)[prop]) return value;
    const key = prop as string; // a proxy is handed strings and symbols only
    let child = state.children?.get(key);
    if (!child) {
      child = createDraft(value, state, key, state.scope).proxy;
      (state.children ??= new Map()).set(key, child);
    }
    return child;
  },
  set(state: DraftState, prop: PropertyKey, value: unknown): boolean {
    const source = current(state) as Record<PropertyKey, unknown>;
    checkLive(state);
    if (hasOwn(source, prop) && Object.is(source[prop], value)) return true;
    markChanged(state);
    (state.copy as Record<PropertyKey, unknown>)[prop] = value;
    if (typeof prop === "string") (state.touched ??= new Set()).add(prop);
    return true;
  },
  deleteProperty(state: DraftState, prop: PropertyKey): boolean {
    checkLive(state);
    if (!hasOwn(current(state), prop)) return true;
    markChanged(state);
    delete (state.copy as Record<PropertyKey, unknown>)[prop];
    return true;
  },
  has(state: DraftState, prop: PropertyKey): boolean {
    return prop in current(state);
  },
  ownKeys(state: DraftState): (string | symbol)[] {
    return Reflect.ownKeys(current(state));
  },
  getOwnPropertyDescriptor(state: DraftState, prop: PropertyKey): PropertyDescriptor | undefined {
    const source = current(state);
    const desc = Reflect.getOwnPropertyDescriptor(source, prop);
    if (!desc) return undefined;
    const isLength = Array.isArray(source) && prop === "length";
    // The value through `get`, so a spread or Object.entries of the draft hands out drafts too.
    return { value: traps.get(state, prop), writable: true, enumerable: desc.enumerable, configurable: !isLength };
  },
  defineProperty(): boolean {
    throw new TypeError("a draft takes plain assignments only, not defineProperty");
  },
  getPrototypeOf(state: DraftState): object | null {
    return Object.getPrototypeOf(state.base);
  },
  setPrototypeOf(): boolean {
    throw new TypeError("a draft's prototype cannot change");
  },
};

type Trap = (state: DraftState, ...rest: never[]) => unknown;
/** The same traps with the state as the target (objects) or inside it (lists: the target must be a list). */
const objectTraps = traps as unknown as ProxyHandler<object>;
const arrayTraps = Object.fromEntries(
  Object.entries(traps).map(([name, trap]) => [name, (target: [DraftState], ...rest: never[]) => (trap as Trap)(target[0], ...rest)]),
) as ProxyHandler<object>;

/**
 * The draft's final value: its copy with every draft inside replaced, or its base when nothing changed. Only the keys
 * written since the copy was made are looked at (every other key still holds the base's own value).
 */
function finalize(state: DraftState, seen: Set<object>): Container {
  if (!state.copy) return state.base;
  if (state.done) return state.copy;
  state.done = true;
  const copy = state.copy as Record<string, unknown>;
  const base = state.base as Record<string, unknown>;
  if (state.touched) {
    for (const key of state.touched) {
      const v = copy[key];
      if (isContainer(v) && v !== base[key]) copy[key] = resolve(v, state.scope, seen);
    }
  }
  return copy;
}

/** A value found in a changed container: a draft of this scope becomes its final value; new data is searched. */
function resolve(value: Container, scope: Scope, seen: Set<object>): Container {
  const state = (value as { [DRAFT]?: DraftState })[DRAFT];
  if (state) return state.scope === scope ? finalize(state, seen) : value;
  if (seen.has(value)) return value;
  seen.add(value);
  const record = value as Record<string, unknown>;
  const visit = (key: string | number) => {
    const v = record[key];
    if (isContainer(v)) record[key] = resolve(v, scope, seen);
  };
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) visit(i);
  else for (const key of Object.keys(value)) visit(key);
  return value;
}

/** `recipe` run on a draft of `base`; the new value shares every unchanged part with `base` (`base` is never changed). */
export function produceDraft<T>(base: T, recipe: (draft: T) => void): T {
  if (!isContainer(base)) throw new TypeError("produceDraft drafts an object or a list");
  const scope: Scope = { live: true };
  const root = createDraft(base, null, "", scope);
  try {
    recipe(root.proxy as T);
  } finally {
    scope.live = false;
  }
  return finalize(root, new Set()) as T;
}

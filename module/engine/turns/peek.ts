/**
 * Reading a draft without drafting what is read. Policies run on an immer draft, where reading a nested object makes
 * a proxy of it (and the commit then walks every proxy made), and even a property descriptor read through the proxy
 * costs about a microsecond: a pass over 100 records per command would cost more than the command itself.
 *
 * `latest` reaches the plain object or list behind a draft: immer keeps it on the draft's state, which the draft hands
 * out under `Symbol.for("immer-state")` (the key `isDraft` itself reads); the state holds the draft's copy once it has
 * changed and its unchanged base before. Should a later immer keep them elsewhere, the draft itself is returned:
 * slower, never wrong. Entries already drafted this command stay drafts (reading them is correct). What these return is
 * for reading only: write through the draft (`record[key].x = …`).
 */

const DRAFT_STATE = Symbol.for("immer-state");

interface DraftState {
  base_?: unknown;
  copy_?: unknown;
}

/** The plain container behind `value` as it is now (`value` itself when it is not a draft). */
export function latest<T extends object>(value: T): T {
  const state = (value as { [DRAFT_STATE]?: DraftState })[DRAFT_STATE];
  if (state === undefined) return value;
  const plain = state.copy_ ?? state.base_;
  return typeof plain === "object" && plain !== null && Array.isArray(plain) === Array.isArray(value) ? (plain as T) : value;
}

/** `record[key]` as it is now, for reading; undefined when it is not an own key. */
export function peek<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  const plain = latest(record);
  return Object.prototype.hasOwnProperty.call(plain, key) ? plain[key] : undefined;
}

/** The values of `record` in key order, for reading (as Object.values, without drafting each). */
export function peekValues<T>(record: Readonly<Record<string, T>>): T[] {
  return Object.values(latest(record));
}

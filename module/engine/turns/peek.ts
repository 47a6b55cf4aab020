/**
 * Reading a draft without drafting what is read. Policies run on a draft (draft.ts), where reading a nested object
 * makes a draft of it, and every read goes through the draft's proxy: a pass over 100 records per command through
 * proxies would cost more than the command itself.
 *
 * `latest` reaches the plain object or list behind a draft: its copy once it has changed, its unchanged base before.
 * It also reads immer's drafts (its state under `Symbol.for("immer-state")`, with `copy_` and `base_`), which the
 * tests still run dispatch on to hold the two against each other. Entries already drafted this command stay drafts
 * (reading them is correct). What these return is for reading only: write through the draft (`record[key].x = …`).
 */
import { draftState } from "./draft";

const IMMER_STATE = Symbol.for("immer-state");

interface ImmerState {
  base_?: unknown;
  copy_?: unknown;
}

/** The plain container behind `value` as it is now (`value` itself when it is not a draft). */
export function latest<T extends object>(value: T): T {
  const own = draftState(value);
  if (own) return (own.copy ?? own.base) as T;
  const state = (value as { [IMMER_STATE]?: ImmerState })[IMMER_STATE];
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

/** Whether every value of `record` passes `test`, for reading (peekValues(…).every without the array: a hot path). */
export function everyValue<T>(record: Readonly<Record<string, T>>, test: (value: T) => boolean): boolean {
  const plain = latest(record);
  for (const key in plain) if (Object.prototype.hasOwnProperty.call(plain, key) && !test(plain[key]!)) return false;
  return true;
}

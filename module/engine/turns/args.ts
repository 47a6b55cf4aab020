/** Reading command arguments with errors that name the command and the argument. */
import { MAX_TEXT } from "./limits";

export function readInt(command: { type: string }, key: string, value: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new TypeError(`${command.type}: ${key} must be a whole number, got ${typeof value === "number" ? String(value) : typeof value}`);
  if (value < min || value > max) throw new RangeError(`${command.type}: ${key} must be between ${min} and ${max}, got ${value}`);
  return value === 0 ? 0 : value; // -0 would be stored as 0: keep memory and storage the same
}

export function readString(command: { type: string }, key: string, value: unknown): string {
  if (typeof value !== "string" || value === "") throw new TypeError(`${command.type}: ${key} must be a non-empty string, got ${typeof value === "string" ? '""' : typeof value}`);
  if (value.length > MAX_TEXT) throw new RangeError(`${command.type}: ${key} must be at most ${MAX_TEXT} characters, got ${value.length}`);
  return value;
}

export function readBoolean(command: { type: string }, key: string, value: unknown): boolean {
  if (typeof value !== "boolean") throw new TypeError(`${command.type}: ${key} must be true or false, got ${typeof value}`);
  return value;
}

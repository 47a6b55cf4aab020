/** Reading command arguments with errors that name the command and the argument. */

export function readInt(command: { type: string }, key: string, value: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new TypeError(`${command.type}: ${key} must be a whole number, got ${String(value)}`);
  if (value < min || value > max) throw new RangeError(`${command.type}: ${key} must be between ${min} and ${max}, got ${value}`);
  return value;
}

export function readString(command: { type: string }, key: string, value: unknown): string {
  if (typeof value !== "string" || value === "") throw new TypeError(`${command.type}: ${key} must be a non-empty string, got ${String(value)}`);
  return value;
}

export function readBoolean(command: { type: string }, key: string, value: unknown): boolean {
  if (typeof value !== "boolean") throw new TypeError(`${command.type}: ${key} must be true or false, got ${String(value)}`);
  return value;
}

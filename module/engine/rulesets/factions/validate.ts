/** Input checks shared by the factions resolvers: bad input is a clear error, never silent garbage. */

export function wholeNumber(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new TypeError(`${name} must be a whole number, got ${String(value)}`);
  }
  return value;
}

export function nonNegative(value: unknown, name: string): number {
  const n = wholeNumber(value, name);
  if (n < 0) throw new RangeError(`${name} cannot be negative, got ${n}`);
  return n;
}

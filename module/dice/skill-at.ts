/** The skill at a sheet row's index, or a clear error naming how many the actor has. */
export function skillAt<T>(list: readonly T[], index: number, what: string): T {
  const s = list[index];
  if (s === undefined) throw new RangeError(`no ${what} at index ${index} (the actor has ${list.length})`);
  return s;
}

/**
 * The physical critical injuries table. The rules name it but give no rows, so it is data the GM fills in; the
 * default is honestly empty, and rolling on an empty table (or a roll no row covers) says "no entry, GM decides"
 * instead of inventing an injury.
 */
import type { DiceSource } from "../../dice/source";
import { nonNegative } from "../../validate";

export interface CriticalInjuryEntry {
  /** Lowest and highest roll (inclusive) the row covers. */
  min: number;
  max: number;
  /** Stable id for the row. */
  id: string;
  /** What the injury is, as the GM wrote it. */
  text: string;
}

export interface CriticalInjuryTable {
  /** Die rolled on the table (e.g. 6, 20, 66 for d66 read as tens/units d6). */
  die: number | "d66";
  entries: readonly CriticalInjuryEntry[];
}

export const EMPTY_CRITICAL_INJURY_TABLE: CriticalInjuryTable = Object.freeze({ die: 6, entries: Object.freeze([]) });

export type CriticalInjuryOutcome =
  | { kind: "entry"; roll: number; entry: CriticalInjuryEntry }
  | { kind: "none"; roll: number | null; message: "no entry, GM decides" };

function dieRange(die: CriticalInjuryTable["die"]): [number, number] {
  if (die === "d66") return [11, 66];
  const sides = nonNegative(die, "critical injury die");
  if (sides < 2) throw new RangeError(`critical injury die needs at least 2 sides, got ${sides}`);
  return [1, sides];
}

/** Check a GM-edited table: rows inside the die's range, min ≤ max, no overlaps, ids present. */
export function checkCriticalInjuryTable(table: CriticalInjuryTable): CriticalInjuryTable {
  if (!table || !Array.isArray(table.entries)) throw new TypeError("a critical injury table needs an entries list");
  const [lo, hi] = dieRange(table.die);
  const sorted = [...table.entries].sort((a, b) => a.min - b.min);
  for (const [i, e] of sorted.entries()) {
    if (typeof e.id !== "string" || e.id === "") throw new TypeError(`critical injury row ${i + 1} needs an id`);
    if (!Number.isInteger(e.min) || !Number.isInteger(e.max) || e.min > e.max) throw new RangeError(`critical injury "${e.id}" has a bad range ${e.min}–${e.max}`);
    if (e.min < lo || e.max > hi) throw new RangeError(`critical injury "${e.id}" (${e.min}–${e.max}) lies outside the die's ${lo}–${hi}`);
    const prev = sorted[i - 1];
    if (prev && prev.max >= e.min) throw new RangeError(`critical injuries "${prev.id}" and "${e.id}" overlap`);
  }
  return table;
}

function rollDie(dice: DiceSource, die: CriticalInjuryTable["die"]): number {
  if (die === "d66") return dice.roll(6) * 10 + dice.roll(6);
  return dice.roll(die);
}

/** Roll once on the table (no dice are rolled for an empty table). */
export function rollCriticalInjury(dice: DiceSource, table: CriticalInjuryTable = EMPTY_CRITICAL_INJURY_TABLE): CriticalInjuryOutcome {
  checkCriticalInjuryTable(table);
  if (table.entries.length === 0) return { kind: "none", roll: null, message: "no entry, GM decides" };
  const roll = rollDie(dice, table.die);
  const entry = table.entries.find((e) => roll >= e.min && roll <= e.max);
  return entry ? { kind: "entry", roll, entry } : { kind: "none", roll, message: "no entry, GM decides" };
}

/**
 * The shapes of Fray's "roll-tables" compendium, ruleset-agnostic: each ruleset's adapter folder lists its tables
 * (fixed ids and names, rows built from the engine's data, in `roll-tables.ts`), module/rulesets/roll-table-registry.ts
 * gathers them, and roll-table-sources.ts turns them into the pack's documents. Card and sheet code draws a table by id
 * (or a world copy by name) without knowing the pack's contents. Foundry-free; a leaf: it imports nothing.
 */
export const ROLL_TABLES_PACK = "roll-tables";

/** A shipped table's fixed compendium id and its name (a world copy is found by name). */
export interface RollTableRef {
  id: string;
  name: string;
}

/** The compendium UUID of a shipped table ("Compendium.fray.roll-tables.RollTable.<id>"). */
export function packedRollTableUuid(id: string, systemId = "fray"): string {
  return `Compendium.${systemId}.${ROLL_TABLES_PACK}.RollTable.${id}`;
}

/** What a drawn result carries in `flags.fray`, so code maps a drawn row back to engine data. */
export interface RollTableResultFlags {
  /** Tactica hit location. */
  location?: string;
  /** Tactica injury effects the row offers (one, or a choice of two). */
  effects?: string[];
  /** Tactica: dice off the effect's roll (the row's "−2d"). */
  diceOff?: number;
  /** Six Seconds confusion effect. */
  confusion?: string;
  /** Frozen Lands critical injury row id. */
  injury?: string;
}

/** One result row: the totals it covers, its short name, its text (HTML) and its flags. */
export interface RollTableRow {
  range: [number, number];
  name: string;
  description: string;
  flags: RollTableResultFlags;
}

/** One table as a ruleset gives it: its key (`flags.fray.table`), fixed id and name, formula, text and rows. */
export interface RollTableSpec {
  key: string;
  table: RollTableRef;
  formula: string;
  description: string;
  rows: RollTableRow[];
}

/** A ruleset's part of the pack: its compendium folder and its tables, in the folder's order. */
export interface RulesetRollTables {
  folder: { id: string; name: string; sort: number };
  tables(): RollTableSpec[];
}

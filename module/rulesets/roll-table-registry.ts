/**
 * The rulesets' roll tables, gathered for the "roll-tables" compendium (module/packs/roll-table-sources.ts builds the
 * pack's documents from them). Beside registry.ts rather than in it: the pack build runs in Node and reads only these
 * Foundry-free modules, not the adapters.
 */
import { packedRollTableUuid, type RulesetRollTables } from "../packs/roll-tables";
import { SIX_SECONDS_ROLL_TABLES, sixSecondsRollTables } from "./six-seconds/roll-tables";
import { TACTICA_ROLL_TABLES, tacticaRollTables } from "./tactica/roll-tables";

/**
 * In the pack's order: the tables' `sort` follows it, so a new set goes last to keep the shipped ones in place.
 * frozen-lands ships none: its critical injuries table is printed without rows, so it is the GM's world table
 * (rulesets/frozen-lands/critical-injury-glue.ts).
 */
export const ROLL_TABLE_SETS: readonly RulesetRollTables[] = [tacticaRollTables, sixSecondsRollTables];

/** Every shipped table's fixed id and name, by key. */
export const ROLL_TABLES = { ...TACTICA_ROLL_TABLES, ...SIX_SECONDS_ROLL_TABLES } as const;

export type RollTableKey = keyof typeof ROLL_TABLES;

/** The compendium UUID of a shipped table ("Compendium.fray.roll-tables.RollTable.<id>"). */
export function rollTableUuid(key: RollTableKey, systemId = "fray"): string {
  return packedRollTableUuid(ROLL_TABLES[key].id, systemId);
}

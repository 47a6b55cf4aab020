/**
 * The RollTables Fray ships in its "roll-tables" compendium: fixed ids and names, so card and sheet code draws a
 * table by id (or a world copy by name) without knowing the pack's contents. Foundry-free; the table rows are built
 * from the engine's data in roll-table-sources.ts and the committed sources are tested against them.
 */
export const ROLL_TABLES_PACK = "roll-tables";

export const ROLL_TABLES = {
  tacticaHitLocation: { id: "5sMrYsSqqinZsR3y", name: "Hit Location" },
  tacticaHeadInjuries: { id: "SMkgkNthPifXG0V8", name: "Head Injuries" },
  tacticaNeckInjuries: { id: "GDqzXCw6CEtZH5vn", name: "Neck Injuries" },
  tacticaChestInjuries: { id: "Z3PdR4wSyskEL8le", name: "Chest Injuries" },
  tacticaArmInjuries: { id: "icmm3EryhZntCf4W", name: "Arm Injuries" },
  tacticaGroinInjuries: { id: "sbeUgqNqhzGvxZpp", name: "Groin Injuries" },
  tacticaLegInjuries: { id: "bGIcJs62BoC1ALlz", name: "Leg Injuries" },
  sixSecondsConfusion: { id: "tdJkifgwl3DaS9Tg", name: "Confusion" },
  frozenLandsCriticalInjuries: { id: "ZnZbVyM7LGgKbrAR", name: "Critical Injuries" },
} as const satisfies Record<string, { id: string; name: string }>;

export type RollTableKey = keyof typeof ROLL_TABLES;

/** The compendium UUID of a shipped table ("Compendium.fray.roll-tables.RollTable.<id>"). */
export function rollTableUuid(key: RollTableKey, systemId = "fray"): string {
  return `Compendium.${systemId}.${ROLL_TABLES_PACK}.RollTable.${ROLL_TABLES[key].id}`;
}

/** Tactica's injury table per hit location (both arms share one table, as do both legs). */
export const TACTICA_INJURY_TABLE_BY_LOCATION = {
  head: "tacticaHeadInjuries",
  neck: "tacticaNeckInjuries",
  chest: "tacticaChestInjuries",
  "left-arm": "tacticaArmInjuries",
  "right-arm": "tacticaArmInjuries",
  groin: "tacticaGroinInjuries",
  "left-leg": "tacticaLegInjuries",
  "right-leg": "tacticaLegInjuries",
} as const satisfies Record<string, RollTableKey>;

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

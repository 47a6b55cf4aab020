/**
 * Frozen Lands' table in the "roll-tables" compendium: Fray's default critical injuries (critical-injury-table.ts; the
 * text prints no rows). Foundry-free (the pack build reads it).
 */
import type { RulesetRollTables } from "../../packs/roll-tables";
import { FRAY_CRITICAL_INJURY_ROWS } from "./critical-injury-table";

export const FROZEN_LANDS_ROLL_TABLES = {
  frozenLandsCriticalInjuries: { id: "ZnZbVyM7LGgKbrAR", name: "Critical Injuries" },
} as const satisfies Record<string, { id: string; name: string }>;

export const frozenLandsRollTables: RulesetRollTables = {
  folder: { id: "cQ0Q2xNj3sXej4z1", name: "Frozen Lands", sort: 300000 },
  tables: () => [
    {
      key: "frozenLandsCriticalInjuries",
      table: FROZEN_LANDS_ROLL_TABLES.frozenLandsCriticalInjuries,
      formula: "1d6",
      description:
        "<p>Frozen Lands physical critical injuries: roll once for each Wound. The rules text names this table but prints no rows; these are Fray's defaults, built from effects the text already has. Import the table and edit it to use your own.</p>",
      rows: FRAY_CRITICAL_INJURY_ROWS.map((r) => ({ range: [r.min, r.max], name: r.name, description: `<p>${r.text}</p>`, flags: { injury: r.id } })),
    },
  ],
};

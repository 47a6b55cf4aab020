/**
 * The roll-tables compendium's source documents, built from the tables each ruleset gives (its adapter folder's
 * roll-tables.ts, built from the engine's own table data; gathered in module/rulesets/roll-table-registry.ts). The
 * committed YAML under packs/_source/roll-tables is generated from this (scripts/generate-roll-tables.mjs) and a test
 * compares the two, so the pack cannot drift from the engine. Foundry-free.
 */
import { ROLL_TABLE_SETS } from "../rulesets/roll-table-registry";

const STATS = { coreVersion: "13.351", systemId: "fray" } as const;
const ICON = "icons/svg/d20-black.svg";

/** A result id derived from its table and row, so regenerating never reshuffles ids. */
function resultId(tableId: string, index: number): string {
  return `${tableId.slice(0, 11)}Row${String(index + 1).padStart(2, "0")}`;
}

/** Every source document of the pack (folders first), in the fvtt-cli source form. */
export function rollTableSourceDocuments(): Record<string, unknown>[] {
  const folders = ROLL_TABLE_SETS.map(({ folder: f }) => ({
    _id: f.id,
    name: f.name,
    type: "RollTable",
    folder: null,
    sorting: "a",
    sort: f.sort,
    color: null,
    description: "",
    flags: {},
    _stats: { ...STATS },
    _key: `!folders!${f.id}`,
  }));
  const specs = ROLL_TABLE_SETS.flatMap((set) => set.tables().map((spec) => ({ spec, folder: set.folder.id })));
  const tables = specs.map(({ spec, folder }, i) => {
    const { id, name } = spec.table;
    return {
      _id: id,
      name,
      img: ICON,
      description: spec.description,
      results: spec.rows.map((row, j) => {
        const rid = resultId(id, j);
        return {
          _id: rid,
          type: "text",
          name: row.name,
          img: ICON,
          description: row.description,
          weight: row.range[1] - row.range[0] + 1,
          range: row.range,
          drawn: false,
          flags: { fray: row.flags },
          _key: `!tables.results!${id}.${rid}`,
        };
      }),
      formula: spec.formula,
      replacement: true,
      displayRoll: true,
      folder,
      sort: (i + 1) * 100000,
      flags: { fray: { table: spec.key } },
      _stats: { ...STATS },
      _key: `!tables!${id}`,
    };
  });
  return [...folders, ...tables];
}

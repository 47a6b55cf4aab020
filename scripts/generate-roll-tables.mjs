// Regenerates packs/_source/roll-tables from the rulesets' tables, built from the engine's data (module/packs/roll-table-sources.ts).
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { generateRollTableSources } = await tsImport("./lib/roll-tables.ts", import.meta.url);
const count = await generateRollTableSources(root);
console.log(`generate-roll-tables: ${count} documents → packs/_source/roll-tables`);

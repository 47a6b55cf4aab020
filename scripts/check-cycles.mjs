// The part of `npm run lint` that import-x/no-cycle cannot do: no import cycle in module/, type imports included.
// See scripts/lib/import-cycles.ts. An optional argument checks another root's module/ (the lint test's fixtures).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = process.argv[2] ? path.resolve(process.argv[2]) : fileURLToPath(new URL("..", import.meta.url));
const { importGraph, findCycles, describeCycle } = await tsImport("./lib/import-cycles.ts", import.meta.url);
const cycles = findCycles(importGraph(root));
for (const cycle of cycles) console.error(describeCycle(cycle));
console.log(`cycles: ${cycles.length === 0 ? "none, type imports included" : `${cycles.length} import cycle${cycles.length === 1 ? "" : "s"}`}`);
process.exit(cycles.length === 0 ? 0 : 1);

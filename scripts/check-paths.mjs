// The part of `npm run lint` that ESLint cannot do: no machine-specific absolute paths in any committed file
// (code, docs, templates, data). See scripts/lib/paths.ts.
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { lintRepository } = await tsImport("./lib/paths.ts", import.meta.url);
const issues = lintRepository(root);
for (const { file, line, message } of issues) console.error(`${file}:${line}: ${message}`);
console.log(`paths: ${issues.length === 0 ? "no problems" : `${issues.length} problem${issues.length === 1 ? "" : "s"}`}`);
process.exit(issues.length === 0 ? 0 : 1);

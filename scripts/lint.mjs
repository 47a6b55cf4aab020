// Project rules beyond the type checker (run after tsc by `npm run lint`): engine purity, no Math.random in
// the engine, no machine-specific absolute paths. See scripts/lib/lint.ts.
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { lintRepository } = await tsImport("./lib/lint.ts", import.meta.url);
const issues = lintRepository(root);
for (const { file, line, message } of issues) console.error(`${file}:${line}: ${message}`);
console.log(`lint: ${issues.length === 0 ? "no problems" : `${issues.length} problem${issues.length === 1 ? "" : "s"}`}`);
process.exit(issues.length === 0 ? 0 : 1);

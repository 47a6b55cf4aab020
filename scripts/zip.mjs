// Packages dist/ as fray-<version>.zip in the repository root (gitignored), after checking dist has what system.json names.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { zipSystem } = await tsImport("./lib/dist.ts", import.meta.url);
try {
  const { file, entries } = zipSystem(path.join(root, "dist"), root);
  console.log(`zip: ${path.relative(root, file)} (${entries} files)`);
} catch (error) {
  console.error(`zip: ${error.message}`);
  process.exit(1);
}

// Copies system.json, styles/, lang/, templates/ (and assets/, README.md, LICENSE when present) into dist/.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { copyStatic } = await tsImport("./lib/dist.ts", import.meta.url);
console.log(`copy-static: ${copyStatic(root, path.join(root, "dist")).join(", ")}`);

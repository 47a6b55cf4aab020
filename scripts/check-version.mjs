// Fails the build when package.json and system.json disagree on the version (or the download URL lags behind).
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { readJson, readManifest, versionProblems } = await tsImport("./lib/manifest.ts", import.meta.url);
const problems = versionProblems(readJson(`${root}/package.json`), readManifest(root));
if (problems.length > 0) {
  for (const problem of problems) console.error(`check-version: ${problem}`);
  process.exit(1);
}
console.log(`check-version: ${readManifest(root).version} in package.json and system.json`);

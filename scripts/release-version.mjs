// Release workflow guard: `node scripts/release-version.mjs <tag>` prints the version to release, or fails when
// the tag, package.json, system.json and its URLs disagree (so a mistyped tag never publishes a broken manifest).
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { readJson, readManifest, versionProblems } = await tsImport("./lib/manifest.ts", import.meta.url);
const { manifestUrlProblems, releaseTagProblems } = await tsImport("./lib/release.ts", import.meta.url);
const tag = process.argv[2] ?? "";
const manifest = readManifest(root);
const problems = [
  ...versionProblems(readJson(`${root}/package.json`), manifest),
  ...manifestUrlProblems(manifest),
  ...releaseTagProblems(tag, manifest.version),
];
for (const problem of problems) console.error(`release-version: ${problem}`);
if (problems.length > 0) process.exit(1);
console.log(manifest.version);

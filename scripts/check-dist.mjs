// CI check of the build output: dist/ is a complete system folder, fray-<version>.zip matches it, and the
// compiled packs read back (with fvtt-cli's extractPack) hold the frozen-lands weapons, the poisons and the roll tables.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { distProblems } = await tsImport("./lib/dist.ts", import.meta.url);
const problems = distProblems(root);

async function readPack(name, key = "!items!") {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `fray-check-${name}-`));
  try {
    await extractPack(path.join(root, "dist", "packs", name), out, { clean: true });
    return fs.readdirSync(out).map((f) => JSON.parse(fs.readFileSync(path.join(out, f), "utf8"))).filter((d) => d._key.startsWith(key));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

if (problems.length === 0) {
  const frozen = (await readPack("weapons")).filter((d) => d.system.ruleset === "frozen-lands").length;
  const poisons = (await readPack("poisons")).filter((d) => d.type === "poison").length;
  if (frozen < 34) problems.push(`dist/packs/weapons holds ${frozen} frozen-lands weapons, expected at least 34`);
  const tables = (await readPack("roll-tables", "!tables!")).filter((d) => d.results.length > 0).length;
  if (poisons < 15) problems.push(`dist/packs/poisons holds ${poisons} poisons, expected at least 15`);
  if (tables < 8) problems.push(`dist/packs/roll-tables holds ${tables} roll tables with results, expected at least 8`);
  console.log(`check-dist: packs hold ${frozen} frozen-lands weapons, ${poisons} poisons and ${tables} roll tables`);
}
for (const problem of problems) console.error(`check-dist: ${problem}`);
if (problems.length > 0) process.exit(1);
console.log("check-dist: dist/ and the zip are complete");

// Writes the generated content packs (armour, actors-<ruleset>, rules-<ruleset>) to packs/_source: the documents from
// scripts/lib/content are validated, compiled with fvtt-cli and extracted back, so the committed files are in the
// extractor's exact form (docs/packs.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { contentPacks } = await tsImport("./lib/content/index.ts", import.meta.url);
const { extractPackTo, packDefinition, SOURCE_ROOT } = await tsImport("./lib/packs.ts", import.meta.url);
const { validatePackSources, formatIssue } = await tsImport("../module/schema/index.ts", import.meta.url);

const staging = fs.mkdtempSync(path.join(os.tmpdir(), "fray-content-"));
let failed = false;
try {
  for (const [name, docs] of Object.entries(contentPacks(root))) {
    const pack = packDefinition(name);
    const issues = validatePackSources(docs.map((data, i) => ({ file: `${name}#${i} ${data.name}`, data })), pack);
    for (const issue of issues) console.error(formatIssue(issue));
    if (issues.length) {
      failed = true;
      continue;
    }
    const src = path.join(staging, "src", name);
    fs.mkdirSync(src, { recursive: true });
    docs.forEach((doc, i) => fs.writeFileSync(path.join(src, `${i}.json`), JSON.stringify(doc)));
    const db = path.join(staging, "db", name);
    await compilePack(src, db, { yaml: false, recursive: true });
    await extractPackTo(db, path.join(root, SOURCE_ROOT, name));
    console.log(`generate-content-packs: ${name}: ${docs.length} documents → ${SOURCE_ROOT}/${name}`);
  }
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

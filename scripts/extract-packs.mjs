// Extracts the compiled packs in dist/packs back into packs/_source as YAML (same file names, so diffs stay clean).
// Use after editing packs inside Foundry: copy the world's edited pack folders into dist/packs first.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { extractPackTo, checkPack, packDefinition, SOURCE_ROOT } = await tsImport("./lib/packs.ts", import.meta.url);
const { formatIssue } = await tsImport("../module/schema/index.ts", import.meta.url);
const { readManifest } = await tsImport("./lib/manifest.ts", import.meta.url);

let failed = false;
for (const { name } of readManifest(root).packs) {
  const pack = packDefinition(name);
  await extractPackTo(path.join(root, "dist", "packs", name), path.join(root, SOURCE_ROOT, name));
  const issues = checkPack(root, pack);
  for (const issue of issues) console.error(formatIssue(issue));
  failed ||= issues.length > 0;
  console.log(`extract-packs: ${name} → ${SOURCE_ROOT}/${name}${issues.length ? ` (${issues.length} problems)` : ""}`);
}
process.exit(failed ? 1 : 0);

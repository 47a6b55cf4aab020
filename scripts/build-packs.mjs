// Validates packs/_source/<pack>/**.yml against module/schema, then compiles each pack the manifest lists to dist/packs/<pack>.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const { buildPacks, packDefinition } = await tsImport("./lib/packs.ts", import.meta.url);
const { readManifest } = await tsImport("./lib/manifest.ts", import.meta.url);

const manifest = readManifest(root);
for (const pack of manifest.packs) {
  if (pack.path !== `packs/${pack.name}`) {
    console.error(`build-packs: system.json pack "${pack.name}" must have path "packs/${pack.name}", got "${pack.path}"`);
    process.exit(1);
  }
}
try {
  const built = await buildPacks({ root, outDir: path.join(root, "dist", "packs"), packs: manifest.packs.map((p) => packDefinition(p.name)) });
  for (const { name, documents } of built) console.log(`build-packs: ${name}: ${documents} documents → dist/packs/${name}`);
} catch (error) {
  console.error(error.name === "PackValidationError" ? error.message : error);
  process.exit(1);
}

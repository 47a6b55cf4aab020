/**
 * Write packs/_source/roll-tables from module/packs (the engine's table data): stage the documents as JSON, compile
 * them with fvtt-cli and extract them back, so the committed YAML is exactly what `npm run packs:extract` produces
 * and the compile → extract round trip holds for this pack too.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { rollTableSourceDocuments } from "../../module/packs/roll-table-sources";
import { extractPackTo, SOURCE_ROOT } from "./packs";

export async function generateRollTableSources(root: string, dest = path.join(root, SOURCE_ROOT, "roll-tables")): Promise<number> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "fray-roll-tables-"));
  try {
    const docs = rollTableSourceDocuments();
    fs.mkdirSync(path.join(staging, "json"));
    docs.forEach((doc, i) => fs.writeFileSync(path.join(staging, "json", `${String(i).padStart(3, "0")}.json`), JSON.stringify(doc)));
    await compilePack(path.join(staging, "json"), path.join(staging, "db"), { yaml: false });
    await extractPackTo(path.join(staging, "db"), dest);
    return docs.length;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

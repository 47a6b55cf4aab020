/**
 * Every pack entry loads into the item data models (module/data) as it is: no repairs, no field lost.
 * This guards the contract between module/schema (the packs) and the TypeDataModels built from it.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { normalise } from "../../module/data/shared/normalise";
import { PACKS } from "../../module/schema/index";
import { loadPackSources } from "../../scripts/lib/packs";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe.each(PACKS.filter((p) => p.type === "Item").map((p) => [p.name, p] as const))("pack %s in the data models", (_name, pack) => {
  const entries = loadPackSources(root, pack)
    .files.map(({ file, data }) => ({ file, doc: data as { _key: string; type: keyof typeof ITEM_SPECS; system: Record<string, unknown> } }))
    .filter(({ doc }) => doc._key.startsWith("!items!"));

  it("has entries", () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it("normalises every entry without issues and keeps every field", () => {
    for (const { file, doc } of entries) {
      const { value, issues } = normalise(ITEM_SPECS[doc.type], doc.system);
      expect(issues, file).toEqual([]);
      expect(value, file).toMatchObject(doc.system);
    }
  });
});

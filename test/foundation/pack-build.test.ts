/**
 * Compiling the real pack sources with fvtt-cli into a temp dir, reading them back with extractPack, and the
 * compile → extract round trip. Nothing here depends on a previous `npm run build`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { parse, stringify } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKS } from "../../module/schema/index";
import { PackValidationError, SOURCE_ROOT, buildPacks, extractPackTo, listSourceFiles } from "../../scripts/lib/packs";

const root = fileURLToPath(new URL("../..", import.meta.url));
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-packs-"));
  await buildPacks({ root, outDir: path.join(tmp, "packs") });
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Read a compiled pack back as plain documents with fvtt-cli's own extractor (JSON, default names). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents read back from LevelDB are untyped JSON, probed field by field
async function readBack(name: string): Promise<Record<string, any>[]> {
  const out = path.join(tmp, "read", name);
  await extractPack(path.join(tmp, "packs", name), out, { clean: true });
  return fs.readdirSync(out).map((f) => JSON.parse(fs.readFileSync(path.join(out, f), "utf8")));
}

describe("compiled packs", () => {
  it("hold at least the 34 frozen-lands weapons", async () => {
    const docs = await readBack("weapons");
    const frozen = docs.filter((d) => d._key.startsWith("!items!") && d.system.ruleset === "frozen-lands");
    expect(frozen.length).toBeGreaterThanOrEqual(34);
    expect(frozen.filter((d) => d.system.frozenLands.category === "melee")).toHaveLength(25);
    expect(frozen.filter((d) => d.system.frozenLands.category === "ranged")).toHaveLength(9);
    const heavy = frozen.find((d) => d.name === "Heavy Crossbow")!;
    expect(heavy.system.frozenLands).toMatchObject({ bonus: 1, damage: 3, range: "long" });
    expect(docs.some((d) => d._key.startsWith("!folders!") && d.name === "Frozen Lands")).toBe(true);
  });

  it("hold the 15 poisons", async () => {
    const docs = await readBack("poisons");
    const poisons = docs.filter((d) => d._key.startsWith("!items!"));
    expect(poisons).toHaveLength(15);
    expect(poisons.every((d) => d.type === "poison")).toBe(true);
  });

  it("hold the eight roll tables with their results", async () => {
    const tables = (await readBack("roll-tables")).filter((d) => d._key.startsWith("!tables!"));
    expect(tables).toHaveLength(8);
    const confusion = tables.find((d) => d.name === "Confusion")!;
    expect(confusion.formula).toBe("1d20");
    expect(confusion.results).toHaveLength(18);
    expect(confusion.results[0]).toMatchObject({ type: "text", range: [1, 1] });
  });

  it("extract back into exactly the committed sources (same names, same bytes)", async () => {
    for (const { name } of PACKS) {
      const src = path.join(root, SOURCE_ROOT, name);
      const dest = path.join(tmp, "extracted", name);
      await extractPackTo(path.join(tmp, "packs", name), dest);
      const rel = (dir: string) => listSourceFiles(dir).map((f) => path.relative(dir, f));
      expect(rel(dest)).toEqual(rel(src));
      for (const file of rel(src)) {
        expect(fs.readFileSync(path.join(dest, file), "utf8"), file).toBe(fs.readFileSync(path.join(src, file), "utf8"));
      }
    }
  });
});

describe("extracting packs edited in Foundry", () => {
  it("drops what Foundry adds (nulls, data-model fields, timestamps, default ownership) and keeps a clean diff", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "fray-edited-"));
    try {
      const original = path.join(root, SOURCE_ROOT, "weapons");
      const saved = path.join(work, "saved");
      fs.cpSync(original, saved, { recursive: true });
      // What a save through the data models looks like: every known field present, absent stats as null.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a YAML document edited in place like Foundry would
      const foundrySave = (rel: string, edit: (doc: any) => void) => {
        const file = path.join(saved, rel);
        const doc = parse(fs.readFileSync(file, "utf8"));
        edit(doc);
        doc._stats = { ...doc._stats, coreVersion: "13.999", systemVersion: "0.1.0", createdTime: 1, modifiedTime: 2, lastModifiedBy: "GMxxxxxxxxxxxxxx", compendiumSource: null };
        doc.ownership = { default: 0 };
        fs.writeFileSync(file, stringify(doc));
      };
      foundrySave("frozen-lands/melee/battleaxe.yml", (doc) => {
        doc.system = { ...doc.system, sixSeconds: null, factions: null, tactica: null, equipped: false };
      });
      foundrySave("six-seconds/wooden-hafted-weapon.yml", (doc) => {
        doc.system.sixSeconds = { itemClass: "wooden-hafted", target: 5, toughness: null, damageDie: null, rangeIncrement: null, ...doc.system.sixSeconds };
        doc.system.frozenLands = null;
      });
      await compilePack(saved, path.join(work, "pack"), { yaml: true, recursive: true });

      const dest = path.join(work, "extracted");
      fs.cpSync(original, dest, { recursive: true });
      await extractPackTo(path.join(work, "pack"), dest);
      for (const file of listSourceFiles(original).map((f) => path.relative(original, f))) {
        expect(fs.readFileSync(path.join(dest, file), "utf8"), file).toBe(fs.readFileSync(path.join(original, file), "utf8"));
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

describe("a bad source file", () => {
  it("fails the pack build with the file name and the field path, and compiles nothing", async () => {
    const fake = fs.mkdtempSync(path.join(os.tmpdir(), "fray-badpack-"));
    try {
      fs.cpSync(path.join(root, SOURCE_ROOT), path.join(fake, SOURCE_ROOT), { recursive: true });
      const axe = path.join(fake, SOURCE_ROOT, "weapons/frozen-lands/melee/battleaxe.yml");
      fs.writeFileSync(axe, fs.readFileSync(axe, "utf8").replace(/features:\n(\s+)- heavy/, "features:\n$1- heavy\n$1- spiky"));
      const out = path.join(fake, "out");
      const build = buildPacks({ root: fake, outDir: out });
      await expect(build).rejects.toBeInstanceOf(PackValidationError);
      await expect(build).rejects.toThrow(
        'packs/_source/weapons/frozen-lands/melee/battleaxe.yml: system.frozenLands.features[1]: unknown feature "spiky"',
      );
      expect(fs.existsSync(out)).toBe(false);
    } finally {
      fs.rmSync(fake, { recursive: true, force: true });
    }
  });

  it("reports YAML syntax errors by file", async () => {
    const fake = fs.mkdtempSync(path.join(os.tmpdir(), "fray-badyaml-"));
    try {
      fs.cpSync(path.join(root, SOURCE_ROOT), path.join(fake, SOURCE_ROOT), { recursive: true });
      fs.writeFileSync(path.join(fake, SOURCE_ROOT, "poisons/six-seconds/broken.yml"), "name: [unclosed\n");
      await expect(buildPacks({ root: fake, outDir: path.join(fake, "out") })).rejects.toThrow(
        /packs\/_source\/poisons\/six-seconds\/broken\.yml: YAML error/,
      );
    } finally {
      fs.rmSync(fake, { recursive: true, force: true });
    }
  });
});

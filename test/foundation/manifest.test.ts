import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ACTOR_TYPES,
  ITEM_TYPES,
  PACKS,
  POISON_SYSTEM_SPEC,
  WEAPON_SYSTEM_SPEC,
} from "../../module/schema/index";
import { downloadUrlFor, manifestPaths, readJson, readManifest, versionProblems } from "../../scripts/lib/manifest";
import { ACTOR_SYSTEM, NPC_SYSTEM } from "../../module/data/actor/schema";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { htmlPaths } from "../../module/data/shared/spec";
import viteConfig from "../../vite.config";

const root = fileURLToPath(new URL("../..", import.meta.url));
const manifest = readManifest(root);
const pkg = readJson<{ version: string; scripts: Record<string, string> }>(`${root}/package.json`);

describe("system.json", () => {
  it("identifies the system for Foundry v14 (verified) and v13 (from its last build), with no maximum", () => {
    expect(manifest.id).toBe("fray");
    expect(manifest.title).toBe("Fray");
    expect(typeof manifest.description).toBe("string");
    // One build for both generations (issue 29): no `maximum`, so a v15 user is warned, not blocked.
    expect(manifest.compatibility).toEqual({ minimum: "13.351", verified: "14.369" });
  });

  it("has the same version as package.json and a download URL for that version", () => {
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.download).toBe(`https://github.com/fray-vtt/fray/releases/download/v${pkg.version}/fray-${pkg.version}.zip`);
    expect(manifest.manifest).toBe("https://github.com/fray-vtt/fray/releases/latest/download/system.json");
    expect(versionProblems(pkg, manifest)).toEqual([]);
  });

  it("names the bundle vite produces, the stylesheet and the English lang file", () => {
    const lib = viteConfig.build?.lib;
    expect(lib && typeof lib.fileName === "function" ? lib.fileName("es", "fray") : undefined).toBe("fray.mjs");
    expect(manifest.esmodules).toEqual(["fray.mjs"]);
    // odds.css: the encounter-odds card and button (docs/encounter-odds.md).
    expect(manifest.styles).toEqual(["styles/fray.css", "styles/odds.css"]);
    expect(manifest.languages).toEqual([{ lang: "en", name: "English", path: "lang/en.json" }]);
    expect(viteConfig.build?.rolldownOptions?.output).toMatchObject({ keepNames: true });
  });

  it("declares every actor and item subtype with description htmlFields, and no template.json", () => {
    const types = manifest.documentTypes as Record<string, Record<string, { htmlFields?: string[] }>>;
    expect(Object.keys(types.Actor!).sort()).toEqual([...ACTOR_TYPES].sort());
    expect(Object.keys(types.Item!).sort()).toEqual([...ITEM_TYPES].sort());
    for (const type of ITEM_TYPES) expect(types.Item![type]!.htmlFields).toContain("description");
    expect(fs.existsSync(`${root}/template.json`)).toBe(false);
    // The pack schemas' rich-text fields are exactly what the manifest sanitizes.
    expect(types.Item!.weapon!.htmlFields).toEqual(["description"]);
    expect(types.Item!.poison!.htmlFields).toEqual(["description"]);
    expect(WEAPON_SYSTEM_SPEC.fields.description).toMatchObject({ html: true });
    expect(POISON_SYSTEM_SPEC.fields.description).toMatchObject({ html: true });
  });

  it("sanitizes exactly the html fields the data models declare", () => {
    const types = manifest.documentTypes as Record<string, Record<string, { htmlFields?: string[] }>>;
    expect(types.Actor!.character!.htmlFields).toEqual(htmlPaths(ACTOR_SYSTEM));
    expect(types.Actor!.npc!.htmlFields).toEqual(htmlPaths(NPC_SYSTEM));
    for (const [type, spec] of Object.entries(ITEM_SPECS)) expect(types.Item![type]!.htmlFields, type).toEqual(htmlPaths(spec));
  });

  it("lists the packs module/schema defines, with lang-key labels, in one pack folder", () => {
    expect(manifest.packs).toEqual(
      PACKS.map((p) => ({
        name: p.name,
        label: p.label,
        path: `packs/${p.name}`,
        type: p.type,
        system: "fray",
        ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
        // A pack serving one ruleset says which, so worlds of other rulesets hide it (module/packs/visibility.ts).
        ...(p.ruleset ? { flags: { fray: { ruleset: p.ruleset } } } : {}),
      })),
    );
    for (const pack of manifest.packs) expect(pack.label).toMatch(/^FRAY\.Packs\.[A-Z]\w+$/);
    const folders = manifest.packFolders as { name: string; packs: string[] }[];
    expect(folders.flatMap((f) => f.packs).sort()).toEqual(PACKS.map((p) => p.name).sort());
    // A proper noun, not a lang key: Foundry creates a world Folder with this literal name (and merges by it).
    expect(folders.map((f) => f.name)).toEqual(["Fray"]);
  });

  it("has an English string for every pack label", () => {
    const en = readJson<Record<string, unknown>>(`${root}/lang/en.json`);
    const lookup = (key: string): unknown =>
      key in en ? en[key] : key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), en);
    for (const pack of manifest.packs) expect(typeof lookup(pack.label), pack.label).toBe("string");
  });

  it("sets metre squares, the token bar, the socket and hot reload", () => {
    expect(manifest.grid).toMatchObject({ distance: 1, units: "m" });
    // The default ruleset (six-seconds) bar; module/canvas/trackable.ts prepares system.bars.*.
    expect(manifest.primaryTokenAttribute).toBe("bars.toughness");
    expect(manifest.socket).toBe(true);
    expect(manifest.flags).toEqual({ hotReload: { extensions: ["css", "hbs", "json"], paths: ["templates", "styles", "lang"] } });
  });

  it("names paths that exist in the source tree or are built", () => {
    // styles and lang are copied as they are; the bundle and packs are build outputs.
    expect(manifestPaths(manifest)).toEqual(["system.json", "fray.mjs", "styles/fray.css", "styles/odds.css", "lang/en.json", ...PACKS.map((p) => `packs/${p.name}`)]);
    expect(fs.existsSync(`${root}/styles/fray.css`)).toBe(true);
    expect(fs.existsSync(`${root}/styles/odds.css`)).toBe(true);
    expect(fs.existsSync(`${root}/lang/en.json`)).toBe(true);
  });
});

describe("version agreement", () => {
  it("reports a version mismatch and a stale download URL", () => {
    expect(versionProblems({ version: "0.2.0" }, { version: "0.1.0", download: downloadUrlFor("0.1.0") })).toEqual([
      "package.json version 0.2.0 differs from system.json version 0.1.0",
    ]);
    expect(versionProblems({ version: "0.2.0" }, { version: "0.2.0", download: downloadUrlFor("0.1.0") })).toEqual([
      `system.json download should be ${downloadUrlFor("0.2.0")}, got ${downloadUrlFor("0.1.0")}`,
    ]);
    expect(versionProblems({}, { version: "0.1.0" })).toEqual(["package.json has no version"]);
  });

  it("runs first in npm run build", () => {
    expect(pkg.scripts.build!.startsWith("node scripts/check-version.mjs && ")).toBe(true);
  });
});

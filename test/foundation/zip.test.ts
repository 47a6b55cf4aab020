import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { copyStatic, distProblems, missingManifestPaths, zipSystem } from "../../scripts/lib/dist";
import { crc32, createZip, readZip } from "../../scripts/lib/zip";

const temps: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fray-zip-"));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("zip writer", () => {
  it("computes the standard CRC-32 check value", () => {
    expect(crc32(Buffer.from("123456789"))).toBe(0xcbf43926);
  });

  it("round-trips any set of files through createZip and readZip", () => {
    const name = fc.stringMatching(/^[a-z0-9_]{1,8}(\/[a-z0-9_]{1,8}){0,2}(\.[a-z]{1,3})?$/);
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ name, data: fc.uint8Array({ maxLength: 2000 }) }), { selector: (e) => e.name, maxLength: 12 }), (entries) => {
        const back = readZip(createZip(entries));
        expect([...back.keys()]).toEqual(entries.map((e) => e.name));
        for (const e of entries) expect(Buffer.compare(back.get(e.name)!, Buffer.from(e.data))).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it("deflates compressible data and is byte-for-byte reproducible", () => {
    const entries = [{ name: "a.txt", data: Buffer.from("fray ".repeat(1000)) }];
    const zip = createZip(entries);
    expect(zip.length).toBeLessThan(500);
    expect(Buffer.compare(zip, createZip(entries))).toBe(0);
  });

  it("rejects unsafe or duplicate entry names", () => {
    expect(() => createZip([{ name: "../evil", data: Buffer.alloc(1) }])).toThrow(RangeError);
    expect(() => createZip([{ name: "/abs", data: Buffer.alloc(1) }])).toThrow(RangeError);
    expect(() => createZip([{ name: "a", data: Buffer.alloc(1) }, { name: "a", data: Buffer.alloc(1) }])).toThrow(/duplicate/);
  });

  it("writes archives the system unzip tool accepts", () => {
    const dir = tempDir();
    const file = path.join(dir, "t.zip");
    fs.writeFileSync(file, createZip([{ name: "x/y.txt", data: Buffer.from("hello") }, { name: "z.bin", data: Buffer.from([0, 1, 2]) }]));
    let listing: string;
    try {
      listing = execFileSync("unzip", ["-t", file], { encoding: "utf8" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // no unzip on this machine: readZip tests cover the format
      throw error;
    }
    expect(listing).toMatch(/No errors detected/);
  });
});

describe("packaging dist/", () => {
  function fakeDist(): string {
    const dist = tempDir();
    const manifest = {
      id: "fray",
      version: "9.9.9",
      esmodules: ["fray.mjs"],
      styles: ["styles/fray.css"],
      languages: [{ lang: "en", name: "English", path: "lang/en.json" }],
      packs: [{ name: "weapons", label: "L", path: "packs/weapons", type: "Item" }],
    };
    fs.writeFileSync(path.join(dist, "system.json"), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dist, "fray.mjs"), "export {};\n");
    fs.mkdirSync(path.join(dist, "styles"));
    fs.writeFileSync(path.join(dist, "styles/fray.css"), ".fray{}\n");
    fs.mkdirSync(path.join(dist, "lang"));
    fs.writeFileSync(path.join(dist, "lang/en.json"), "{}\n");
    fs.mkdirSync(path.join(dist, "packs/weapons"), { recursive: true });
    fs.writeFileSync(path.join(dist, "packs/weapons/CURRENT"), "MANIFEST-000001\n");
    fs.writeFileSync(path.join(dist, "packs/weapons/LOCK"), "");
    return dist;
  }

  it("zips everything the manifest names, with system.json at the root and no LevelDB LOCK", () => {
    const dist = fakeDist();
    const out = tempDir();
    const { file } = zipSystem(dist, out);
    expect(path.basename(file)).toBe("fray-9.9.9.zip");
    const entries = readZip(fs.readFileSync(file));
    expect([...entries.keys()]).toEqual(["fray.mjs", "lang/en.json", "packs/weapons/CURRENT", "styles/fray.css", "system.json"]);
    expect(JSON.parse(entries.get("system.json")!.toString()).version).toBe("9.9.9");
  });

  it("refuses to zip a dist/ missing something the manifest names", () => {
    const dist = fakeDist();
    fs.rmSync(path.join(dist, "styles/fray.css"));
    expect(missingManifestPaths(dist)).toEqual(["styles/fray.css"]);
    expect(() => zipSystem(dist, tempDir())).toThrow("dist is incomplete; system.json names missing paths: styles/fray.css");
  });

  it("passes the CI output check only when dist/, package.json and the zip agree", () => {
    const root = tempDir();
    fs.cpSync(fakeDist(), path.join(root, "dist"), { recursive: true });
    fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ version: "9.9.9" }));
    expect(distProblems(root)).toEqual(["fray-9.9.9.zip is missing"]);
    zipSystem(path.join(root, "dist"), root);
    expect(distProblems(root)).toEqual([]);
    fs.writeFileSync(path.join(root, "dist/extra.txt"), "built after zipping");
    fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ version: "1.0.0" }));
    expect(distProblems(root)).toEqual([
      "dist/system.json version 9.9.9 is not package.json's 1.0.0",
      "fray-9.9.9.zip does not hold exactly the files of dist/",
    ]);
  });

  it("copies the static folders and system.json into dist/", () => {
    const src = tempDir();
    fs.writeFileSync(path.join(src, "system.json"), "{}");
    fs.mkdirSync(path.join(src, "templates/actor"), { recursive: true });
    fs.writeFileSync(path.join(src, "templates/actor/sheet.hbs"), "<div></div>");
    const out = path.join(tempDir(), "dist");
    expect(copyStatic(src, out)).toEqual(["templates/", "system.json"]);
    expect(fs.readFileSync(path.join(out, "templates/actor/sheet.hbs"), "utf8")).toBe("<div></div>");
  });
});

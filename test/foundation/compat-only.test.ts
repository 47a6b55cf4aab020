/**
 * Issue 29: every v13/v14 difference sits behind module/compat/; nothing else reads the Foundry version, and the
 * v14-only declarations are declared once, there.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("the compat module", () => {
  const all = files(join(root, "module")).map((path) => ({ path: relative(root, path).replaceAll("\\", "/"), text: readFileSync(path, "utf8") }));

  it("is the only code that reads the Foundry generation or version", () => {
    const readers = all.filter((f) => /release\??\.(generation|version)|game\.version\b|isNewerVersion/.test(f.text)).map((f) => f.path);
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((p) => !p.startsWith("module/compat/"))).toEqual([]);
  });

  it("declares the v14-only APIs in one file, and only the compat module uses them", () => {
    const declaring = all.filter((f) => /declare namespace FrayV14/.test(f.text)).map((f) => f.path);
    expect(declaring).toEqual(["module/compat/v14.d.ts"]);
    const users = all.filter((f) => /FrayV14\./.test(f.text)).map((f) => f.path);
    expect(users.filter((p) => !p.startsWith("module/compat/"))).toEqual([]);
  });
});

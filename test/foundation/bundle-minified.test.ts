/**
 * The release bundle is minified yet keeps class and function names (stack traces and Foundry's class registries
 * read them), and its source map is written beside it without a link (the zip leaves the map out).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, mergeConfig, type UserConfig } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import viteConfig from "../../vite.config";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-min-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

fs.writeFileSync(path.join(tmp, "a.ts"), "export class ActorSheet { kind = 'a'; }\nexport function resolveAttack(n: number) { return n * 2; }\n");
fs.writeFileSync(path.join(tmp, "b.ts"), "export class ActorSheet { kind = 'b'; }\nexport function resolveAttack(n: number) { return n * 3; }\n");
fs.writeFileSync(
  path.join(tmp, "entry.ts"),
  [
    "import { ActorSheet as A, resolveAttack as ra } from './a';",
    "import { ActorSheet as B, resolveAttack as rb } from './b';",
    "export const names = [A.name, B.name, ra.name, rb.name, ra(1) + rb(1)];",
  ].join("\n"),
);

const outDir = path.join(tmp, "out");
const config = mergeConfig(viteConfig as UserConfig, {
  logLevel: "silent",
  root: tmp,
  build: { outDir, lib: { entry: path.join(tmp, "entry.ts") } },
} satisfies UserConfig);
await build({ ...config, configFile: false });
const code = fs.readFileSync(path.join(outDir, "fray.mjs"), "utf8");

describe("release bundle", () => {
  it("keeps class and function names through minification", async () => {
    const mod = (await import(pathToFileURL(path.join(outDir, "fray.mjs")).href)) as { names: unknown[] };
    expect(mod.names).toEqual(["ActorSheet", "ActorSheet", "resolveAttack", "resolveAttack", 5]);
  });

  it("is minified: no indentation and no comments survive", () => {
    expect(code).not.toMatch(/\n[\t ]+\S/);
    expect(code).not.toContain("kind = ");
  });

  it("writes a source map beside the bundle but does not link it", () => {
    expect(fs.existsSync(path.join(outDir, "fray.mjs.map"))).toBe(true);
    expect(code).not.toContain("sourceMappingURL");
  });
});

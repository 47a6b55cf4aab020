/**
 * The bundle keeps class names (Foundry registers sheets and data models by class, and our logs name them):
 * two modules that both declare `class Sheet` force the bundler to rename one; keepNames restores `.name`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, mergeConfig, type UserConfig } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import viteConfig from "../../vite.config";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-vite-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

fs.writeFileSync(path.join(tmp, "a.ts"), "export class Sheet { kind = 'a'; }\n");
fs.writeFileSync(path.join(tmp, "b.ts"), "export class Sheet { kind = 'b'; }\n");
fs.writeFileSync(
  path.join(tmp, "entry.ts"),
  "import { Sheet as A } from './a';\nimport { Sheet as B } from './b';\nexport const names = [A.name, B.name];\n",
);

async function bundle(outName: string, keepNames: boolean): Promise<string[]> {
  const outDir = path.join(tmp, outName);
  const config = mergeConfig(viteConfig as UserConfig, {
    logLevel: "silent",
    root: tmp,
    build: { outDir, lib: { entry: path.join(tmp, "entry.ts") }, rolldownOptions: { output: { keepNames } } },
  } satisfies UserConfig);
  await build({ ...config, configFile: false });
  const file = path.join(outDir, "fray.mjs");
  const mod = (await import(pathToFileURL(file).href)) as { names: string[] };
  return mod.names;
}

describe("vite library build", () => {
  it("writes fray.mjs with class names intact", async () => {
    expect(await bundle("kept", true)).toEqual(["Sheet", "Sheet"]);
  });

  it("would lose a renamed class's name without keepNames (control)", async () => {
    const names = await bundle("plain", false);
    expect(names).not.toEqual(["Sheet", "Sheet"]);
  });
});

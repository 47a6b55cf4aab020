/**
 * The encounter-odds worker ships in the build: vite, with the system's own config, turns pool.ts's
 * `new Worker(new URL("./worker.ts", import.meta.url), {type: "module"})` into a worker file of its own in the output
 * folder (the rules engine bundled inside it), and the pool's code names that file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, mergeConfig, type UserConfig } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import viteConfig from "../../vite.config";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-odds-worker-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
}

describe("the odds worker in the vite build", () => {
  it("is emitted as its own file, which the pool's code loads", async () => {
    const outDir = path.join(tmp, "dist");
    const config = mergeConfig(viteConfig as UserConfig, {
      logLevel: "silent",
      root,
      build: { outDir, emptyOutDir: true, minify: false, lib: { entry: path.join(root, "module/combat/odds/pool.ts") } },
    } satisfies UserConfig);
    await build({ ...config, configFile: false });
    const files = filesUnder(outDir).filter((f) => /\.(m?js)$/.test(f));
    const worker = files.find((f) => f !== path.join(outDir, "fray.mjs") && fs.readFileSync(f, "utf8").includes("onmessage"));
    expect(worker, `a worker file among ${files.map((f) => path.relative(outDir, f)).join(", ")}`).toBeDefined();
    const workerCode = fs.readFileSync(worker!, "utf8");
    expect(workerCode).toContain("auto-play"); // the engine's sim came with it
    const main = fs.readFileSync(path.join(outDir, "fray.mjs"), "utf8");
    // Loaded relative to the bundle (the system's folder), never from the server's root.
    const rel = path.relative(outDir, worker!).split(path.sep).join("/");
    expect(main).toMatch(new RegExp(`new URL\\(\\s*[\`"']${rel.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[\`"']\\s*,`));
    expect(main).not.toContain(`"/${rel}"`);
    expect(main).not.toContain(`\`/${rel}\``);
    expect(main).toMatch(/type:\s*["'`]module["'`]/);
  }, 120_000);
});

/**
 * `npm run lint` on real input: ESLint's Node API with the project's own eslint.config.js, on small files that
 * break each rule (an import cycle, a Foundry global and a foreign import in the engine), the cycle check that counts
 * type imports (scripts/check-cycles.mjs), and the absolute-path check.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { findCycles, importGraph } from "../../scripts/lib/import-cycles";
import { lintPaths } from "../../scripts/lib/paths";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CONFIG = path.join(ROOT, "eslint.config.js");

/** Rule ids and lines of every message ESLint gives for a text linted as if it were `file` in the repository. */
async function lintAs(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: CONFIG });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.line}: ${m.ruleId ?? m.message}`);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-lint-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("import cycles", () => {
  it("fails on two modules that import each other, and passes once the cycle is broken", async () => {
    const dir = path.join(tmp, "module", "cycle");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = (): number => b() + 1;\n');
    fs.writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = (): number => a() - 1;\n');
    const eslint = new ESLint({ cwd: tmp, overrideConfigFile: CONFIG });
    const cyclic = await eslint.lintFiles(["module/cycle"]);
    expect(cyclic.flatMap((r) => r.messages.map((m) => `${path.basename(r.filePath)}:${m.line} ${m.ruleId}`)).sort()).toEqual([
      "a.ts:1 import-x/no-cycle",
      "b.ts:1 import-x/no-cycle",
    ]);
    fs.writeFileSync(path.join(dir, "b.ts"), "export const b = (): number => 1;\n");
    const fixed = await new ESLint({ cwd: tmp, overrideConfigFile: CONFIG }).lintFiles(["module/cycle"]);
    expect(fixed.flatMap((r) => r.messages)).toEqual([]);
  });
});

describe("import cycles through types (scripts/check-cycles.mjs)", () => {
  /** Runs the lint's cycle check on `root`'s module/, as `npm run lint` does on the repository's. */
  const checkCycles = (root: string) => spawnSync(process.execPath, [path.join(ROOT, "scripts/check-cycles.mjs"), root], { encoding: "utf8" });

  it("fails on a cycle of `import type` and `export type … from` that import-x/no-cycle lets through, and passes once it is broken", async () => {
    const root = path.join(tmp, "type-cycle");
    const dir = path.join(root, "module", "shapes");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "a.ts"), 'import type { C } from "./c";\nexport interface A { c: C }\n');
    fs.writeFileSync(path.join(dir, "b.ts"), 'export type { A } from "./a";\nexport interface B { n: number }\n');
    fs.writeFileSync(path.join(dir, "c.ts"), 'import type { A } from "./b";\nexport interface C { a?: A }\n');
    // ESLint's rule skips type imports, so it sees nothing here: the reason for the second check.
    const eslint = await new ESLint({ cwd: root, overrideConfigFile: CONFIG }).lintFiles(["module/shapes"]);
    expect(eslint.flatMap((r) => r.messages)).toEqual([]);

    expect(findCycles(importGraph(root))).toEqual([
      { modules: ["module/shapes/a.ts", "module/shapes/b.ts", "module/shapes/c.ts"], loop: ["module/shapes/a.ts", "module/shapes/c.ts", "module/shapes/b.ts", "module/shapes/a.ts"] },
    ]);
    const failed = checkCycles(root);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("import cycle of 3 modules (type imports count): module/shapes/a.ts → module/shapes/c.ts → module/shapes/b.ts → module/shapes/a.ts");

    // The shared shape moves to a leaf that imports nothing: no cycle.
    fs.writeFileSync(path.join(dir, "c.ts"), "export interface C { a?: { c: C } }\n");
    expect(findCycles(importGraph(root))).toEqual([]);
    expect(checkCycles(root).status).toBe(0);
  });

  it("finds none in the repository's module/", () => {
    expect(findCycles(importGraph(ROOT)).map((c) => c.loop.join(" → "))).toEqual([]);
  });
});

describe("engine purity", () => {
  const ENGINE_FILE = "module/engine/rulesets/demo/attack.ts";

  it("accepts engine-relative imports, pure-rand, and Foundry words in comments, strings and locals", async () => {
    const code = [
      'import { rollDice } from "../../dice/source";',
      'import type { Modifier } from "../../modifiers";',
      'import uniformInt from "pure-rand/distribution/uniformInt";',
      "// Foundry-free: no game.settings here",
      'const label = "game over";',
      "export const demo = (game: { score: number }, m: Modifier) => [label, rollDice, uniformInt, game.score, m];",
    ].join("\n");
    expect(await lintAs(ENGINE_FILE, code)).toEqual([]);
  });

  it("fails on each Foundry global", async () => {
    const code = ["export const a = () => game.settings;", "export const b = () => CONFIG.FRAY;", "export const c = () => Hooks.on;", "export const d = () => [foundry, canvas, ui];"].join("\n");
    expect(await lintAs(ENGINE_FILE, code)).toEqual([
      "1: no-restricted-globals",
      "2: no-restricted-globals",
      "3: no-restricted-globals",
      "4: no-restricted-globals",
      "4: no-restricted-globals",
      "4: no-restricted-globals",
    ]);
  });

  it("fails on imports from outside module/engine/ (Foundry-side modules and packages) and on Math.random", async () => {
    const code = ['import { FRAY } from "../../../config";', 'import YAML from "yaml";', "export const r = () => [FRAY, YAML, Math.random()];"].join("\n");
    expect(await lintAs(ENGINE_FILE, code)).toEqual(["1: import-x/no-restricted-paths", "2: no-restricted-imports", "3: no-restricted-syntax"]);
  });

  it("lets the Foundry layer use Foundry globals", async () => {
    expect(await lintAs("module/canvas/demo.ts", "export const g = () => [game.settings, CONFIG.FRAY, Math.random()];\n")).toEqual([]);
  });
});

describe("absolute path check", () => {
  it("flags machine-specific paths and accepts relative ones", () => {
    const home = ["", "home", "alice", "fray"].join("/");
    expect(lintPaths("README.md", `copy dist/ to Data/systems/fray\nsee ${home}/dist`)).toEqual([
      { file: "README.md", line: 2, message: "machine-specific absolute path" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { codeOnly, importSpecifiers, lintEngineFile, lintPaths } from "../../scripts/lib/lint";

const FILE = "module/engine/rulesets/demo/attack.ts";

describe("engine purity lint", () => {
  it("accepts engine-relative imports, pure-rand, and Foundry words in comments and strings", () => {
    const source = [
      'import { rollPool } from "../../dice/pool";',
      'import type { Modifier } from "../../modifiers";',
      'import uniformInt from "pure-rand/distribution/uniformInt";',
      "// Foundry-free: no game.settings here",
      'const label = "game over";',
      "export const engine = { label, rollPool, uniformInt };",
    ].join("\n");
    expect(lintEngineFile(FILE, source)).toEqual([]);
  });

  it("rejects imports leaving module/engine, with the line", () => {
    const source = ['import { FRAY } from "../../../config";', 'export * from "yaml";', 'const m = await import("../../../fray");'].join("\n");
    expect(lintEngineFile(FILE, source).map((i) => `${i.line}: ${i.message}`)).toEqual([
      '1: engine imports "../../../config" from outside module/engine/',
      '2: engine imports "yaml" from outside module/engine/',
      '3: engine imports "../../../fray" from outside module/engine/',
    ]);
  });

  it("rejects Foundry globals and Math.random in code", () => {
    const source = ["const r = Math.random();", "game.settings.get('fray', 'x');", "const c = CONFIG.FRAY;", "Hooks.on('x', f);", "const ok = this.game.x;"].join("\n");
    expect(lintEngineFile(FILE, source).map((i) => `${i.line}: ${i.message}`)).toEqual([
      '2: engine uses the Foundry global "game"',
      '3: engine uses the Foundry global "CONFIG"',
      '4: engine uses the Foundry global "Hooks"',
      "1: engine calls Math.random: take dice from a DiceSource",
    ]);
  });

  it("blanks comments and strings but keeps line numbers", () => {
    expect(codeOnly('a /* x\ny */ b "c" // d\ne')).toBe("a     \n     b         \ne");
    expect(importSpecifiers('import a, { b } from "./x";\nimport "./y";').map((s) => s.specifier)).toEqual(["./x", "./y"]);
  });
});

describe("absolute path lint", () => {
  it("flags machine-specific paths and accepts relative ones", () => {
    const home = ["", "home", "alice", "fray"].join("/");
    expect(lintPaths("README.md", `copy dist/ to Data/systems/fray\nsee ${home}/dist`)).toEqual([
      { file: "README.md", line: 2, message: "machine-specific absolute path" },
    ]);
  });
});

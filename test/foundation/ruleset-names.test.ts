/**
 * Issue 22's "done when": the four ruleset ids and imports from a ruleset's folder (engine/rulesets/<id>,
 * rulesets/<id>/) appear only in module/engine/, the adapter folders (module/rulesets/<id>/) and the registry's
 * gathering leaves (scripts/lib/ruleset-names.ts REGISTRY_FILES). The scan reads the TypeScript syntax tree, so a
 * comment never counts and a string or an import always does.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { importGraph } from "../../scripts/lib/import-cycles";
import { REGISTRY_FILES, RULESET_IDS, rulesetNamesOutside } from "../../scripts/lib/ruleset-names";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-names-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
  fs.writeFileSync(path.join(tmp, file), text);
}

describe("ruleset names outside the engine, the adapters and the registry", () => {
  it("none in the repository's module/", () => {
    expect(rulesetNamesOutside(ROOT).map((n) => `${n.file}:${n.line} ${n.text}`)).toEqual([]);
  });

  it("every registry file exists (a renamed one would widen nothing and hide nothing)", () => {
    for (const file of REGISTRY_FILES) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it("finds an id, a status id and imports from a ruleset's folder in core code, but not in comments or allowed places", () => {
    write(
      "module/chat/leak.ts",
      [
        'import { a } from "../engine/rulesets/tactica/fear";',
        'import type { B } from "../rulesets/factions/types";',
        'export const id = "frozen-lands"; // "six-seconds" in a comment is fine',
        "export const status = `six-seconds.dying`;",
        '/** "tactica" in a doc comment is fine too; a block key path is not an id: */ export const path = "factions.health";',
        'export type T = import("../engine/rulesets/six-seconds/damage").DamageOptions;',
        "export const used = [a] as unknown as B;",
      ].join("\n"),
    );
    write("module/engine/rulesets/tactica/fear.ts", 'export const a = "tactica";\n');
    write("module/rulesets/factions/types.ts", 'export type B = "factions";\n');
    write("module/rulesets/registry.ts", 'import { B } from "./factions/types";\nexport const ids = ["six-seconds", "factions"];\nexport type { B };\n');
    expect(rulesetNamesOutside(tmp).map((n) => `${n.file}:${n.line} ${n.text}`)).toEqual([
      "module/chat/leak.ts:1 ../engine/rulesets/tactica/fear",
      "module/chat/leak.ts:2 ../rulesets/factions/types",
      "module/chat/leak.ts:3 frozen-lands",
      "module/chat/leak.ts:4 six-seconds.dying",
      "module/chat/leak.ts:6 ../engine/rulesets/six-seconds/damage",
    ]);
  });
});

describe("the contract's shared shapes (module/rulesets/contract/, adapter.ts)", () => {
  it("lead to no registry, adapter object, document, setting or application: only shapes below them, types included", () => {
    const graph = importGraph(ROOT);
    const start = [...graph.keys()].filter((f) => f.startsWith("module/rulesets/contract/") || f === "module/rulesets/adapter.ts");
    const reached = new Set<string>();
    const stack = [...start];
    while (stack.length) {
      const f = stack.pop()!;
      if (reached.has(f)) continue;
      reached.add(f);
      stack.push(...(graph.get(f) ?? []));
    }
    const above = (f: string) =>
      f === "module/rulesets/registry.ts" ||
      RULESET_IDS.some((id) => f === `module/rulesets/${id}/index.ts`) ||
      /^module\/(documents|settings|fray|applications\/sheets|chat\/exchange-query|dice\/roll)/.test(f);
    expect(start.length).toBeGreaterThan(5);
    expect([...reached].filter(above)).toEqual([]);
  });
});

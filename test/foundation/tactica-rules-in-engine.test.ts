/**
 * "The engine must hold every rule; the Foundry layer only gathers inputs and writes results": the tactica adapter
 * reads a die's success through the engine (readFace, isSuccessFace, or an SL's threshold), never a hand-typed 5,
 * and a chariot's 45°/135° arcs are the engine's chariotArc.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const DIR = fileURLToPath(new URL("../../module/rulesets/tactica", import.meta.url));

/** Lines of the adapter's code (comments dropped) that match `re`, as "file:line". */
function hits(re: RegExp, only?: string): string[] {
  const out: string[] = [];
  for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith(".ts") && (!only || f === only))) {
    fs.readFileSync(path.join(DIR, file), "utf8").split("\n").forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
      if (re.test(code)) out.push(`${file}:${i + 1}`);
    });
  }
  return out;
}

describe("tactica rules the adapter must ask the engine for", () => {
  it("no hand-typed success threshold (a face compared with 5)", () => {
    expect(hits(/(>=|<)\s*5\b/)).toEqual([]);
  });
  it("no hand-typed chariot arc (45° / 135°) on the board", () => {
    expect(fs.existsSync(path.join(DIR, "chariot-board.ts"))).toBe(true);
    expect(hits(/\b(45|135)\b/, "chariot-board.ts")).toEqual([]);
  });
});

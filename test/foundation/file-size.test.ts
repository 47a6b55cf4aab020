/** Issue 22's "done when": small files, one concept each; no file in module/ over 400 lines. */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const MAX_LINES = 400;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : e.name.endsWith(".ts") ? [p] : [];
  });
}

describe("file sizes", () => {
  it(`every .ts file in module/ has at most ${MAX_LINES} lines`, () => {
    const files = walk(path.join(ROOT, "module"));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((f) => ({ file: path.relative(ROOT, f).split(path.sep).join("/"), lines: fs.readFileSync(f, "utf8").split("\n").length - 1 }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });
});

/**
 * docs/rules-index.md is the GM's map from every rule family of the four texts to where it is done in Fray (issue
 * #14). These checks keep it honest: each row says where a player or GM does the rule or why it needs no action,
 * the counts table is the rows' own count, and every engine function a row names is exported by the file it names.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const INDEX = readFileSync("docs/rules-index.md", "utf8");

interface Row {
  ruleset: string;
  family: string;
  where: string;
  engine: string;
}

function rows(): Row[] {
  const out: Row[] = [];
  let ruleset: string | null = null;
  for (const line of INDEX.split("\n")) {
    const heading = /^## (\S+) \(/.exec(line);
    if (heading) {
      ruleset = heading[1] ?? null;
      continue;
    }
    if (line.startsWith("## ")) ruleset = null;
    if (!ruleset || !line.startsWith("| ") || line.startsWith("| Rule family")) continue;
    const cells = line.slice(2, -2).split(" | ");
    out.push({ ruleset, family: cells[0] ?? "", where: cells[2] ?? "", engine: cells[3] ?? "" });
  }
  return out;
}

function kind(where: string): "reachable" | "by hand" | "no action" | "other" {
  // The issue-25 grades of the tactica rows, read as the older words (Full, Partial naming what is done by hand).
  if (where.startsWith("**Reachable (by hand)**") || /^\*\*Partial\*\*: .*by hand/i.test(where)) return "by hand";
  if (where.startsWith("**Reachable**") || where.startsWith("**Full**")) return "reachable";
  if (where.startsWith("**No action**")) return "no action";
  return "other";
}

describe("the rules index", () => {
  const all = rows();

  it("has a table for each of the four rulesets", () => {
    expect(new Set(all.map((r) => r.ruleset))).toEqual(new Set(["six-seconds", "frozen-lands", "factions", "tactica"]));
  });

  it("says for every row where a player or GM does it, or why it needs no action", () => {
    const unplaced = all.filter((r) => kind(r.where) === "other").map((r) => `${r.ruleset}: ${r.family}`);
    expect(unplaced).toEqual([]);
    expect(INDEX.toLowerCase()).not.toContain("engine only");
  });

  it("counts its own rows in the counts table", () => {
    for (const ruleset of ["six-seconds", "frozen-lands", "factions", "tactica"]) {
      const mine = all.filter((r) => r.ruleset === ruleset);
      const reachable = mine.filter((r) => kind(r.where) === "reachable" || kind(r.where) === "by hand").length;
      const byHand = mine.filter((r) => kind(r.where) === "by hand").length;
      const none = mine.filter((r) => kind(r.where) === "no action").length;
      const line = INDEX.split("\n").find((l) => l.startsWith(`| ${ruleset} | `));
      expect(line, ruleset).toBe(`| ${ruleset} | ${reachable} (${byHand}) | ${none} | ${mine.length - reachable - none} | ${mine.length} |`);
    }
  });

  it("names only engine functions that the named file exports", () => {
    const missing: string[] = [];
    for (const r of all) {
      // `file.ts: a, b` — files are under module/engine/rulesets/<ruleset>/ unless a module/ path is given.
      for (const m of r.engine.matchAll(/`([\w/.-]+\.ts): ([^`]+)`/g)) {
        const file = (m[1] ?? "").startsWith("module/") ? (m[1] ?? "") : `module/engine/rulesets/${r.ruleset}/${m[1] ?? ""}`;
        if (!existsSync(file)) {
          missing.push(`${r.family}: ${file}`);
          continue;
        }
        const source = readFileSync(file, "utf8");
        for (const name of (m[2] ?? "").split(",").map((n) => n.trim().replace(/\(.*$/, ""))) {
          if (!/^\w+$/.test(name)) continue;
          const exported = new RegExp(`export (?:async )?(?:function|const|class|let) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(source);
          if (!exported) missing.push(`${r.family}: ${file} ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

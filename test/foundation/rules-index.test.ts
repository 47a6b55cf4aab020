/**
 * docs/rules-index.md is the GM's map from every rule family of the four texts to where it is done in Fray (issues
 * #14, #24). These checks keep it honest: each row is graded (Full, Partial with what is done by hand, None, or No
 * action), the counts table is the rows' own count of those grades, every engine function a row names is exported by
 * the file it names, and Fray outside module/engine/ uses it, so a row cannot claim a rule only the engine knows.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
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

type Grade = "full" | "partial" | "none" | "no action" | "other";

/**
 * A row's grade from the start of its "Where in Fray" cell. The older words ("Reachable", "Reachable (by hand)") are
 * read as Full and Partial until each ruleset's rows are graded again (issues 24–26).
 */
function kind(where: string): Grade {
  if (where.startsWith("**Full**") || where.startsWith("**Reachable**")) return "full";
  // A partial row names what is done by hand.
  if (/^\*\*Partial\*\*: .*by hand/i.test(where) || where.startsWith("**Reachable (by hand)**")) return "partial";
  if (where.startsWith("**None**")) return "none";
  if (where.startsWith("**No action**")) return "no action";
  return "other";
}

const RULESETS = ["six-seconds", "frozen-lands", "factions", "tactica"] as const;

/** Every TypeScript file of Fray outside the engine, with its import lines and comments left out. */
function foundryLayerCode(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir)) {
      const p = join(dir, e);
      if (statSync(p).isDirectory()) {
        if (p !== join("module", "engine")) walk(p);
      } else if (p.endsWith(".ts")) files.push(p);
    }
  };
  walk("module");
  const code = files.map((f) => readFileSync(f, "utf8")).join("\n");
  return code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .filter((l) => !/^\s*(\/\/|import\b|export \{[^}]*\} from|\} from ")/.test(l))
    .join("\n");
}

/** The `file.ts: a, b` names of a row's engine cell (files under module/engine/rulesets/<ruleset>/ unless a path is given). */
function namedFunctions(r: Row): { file: string; name: string }[] {
  const out: { file: string; name: string }[] = [];
  for (const m of r.engine.matchAll(/`([\w/.-]+\.ts): ([^`]+)`/g)) {
    const file = (m[1] ?? "").startsWith("module/") ? (m[1] ?? "") : `module/engine/rulesets/${r.ruleset}/${m[1] ?? ""}`;
    for (const name of (m[2] ?? "").split(",").map((n) => n.trim().replace(/\(.*$/, ""))) if (/^\w+$/.test(name)) out.push({ file, name });
  }
  return out;
}

/**
 * Names a ruleset's rows may claim that no Fray code outside the engine uses: none. A function only the engine knows
 * is named in the row's Planned cell ("engine-only"), never as the row's engine function.
 */
const UNUSED_ELSEWHERE: Readonly<Record<(typeof RULESETS)[number], readonly string[]>> = {
  "six-seconds": [],
  "frozen-lands": [],
  factions: [],
  tactica: [],
};

describe("the rules index", () => {
  const all = rows();

  it("has a table for each of the four rulesets", () => {
    expect(new Set(all.map((r) => r.ruleset))).toEqual(new Set(RULESETS));
  });

  it("grades every row: Full, Partial (naming what is done by hand), None, or No action", () => {
    const unplaced = all.filter((r) => kind(r.where) === "other").map((r) => `${r.ruleset}: ${r.family}`);
    expect(unplaced).toEqual([]);
    expect(INDEX.toLowerCase()).not.toContain("engine only");
  });

  it("counts its own rows' grades in the counts table", () => {
    for (const ruleset of RULESETS) {
      const mine = all.filter((r) => r.ruleset === ruleset);
      const n = (g: Grade) => mine.filter((r) => kind(r.where) === g).length;
      const line = INDEX.split("\n").find((l) => l.startsWith(`| ${ruleset} | `));
      expect(line, ruleset).toBe(`| ${ruleset} | ${n("full")} | ${n("partial")} | ${n("none")} | ${n("no action")} | ${mine.length} |`);
    }
  });

  // Reported per ruleset: each ruleset's rows are graded by its own issue (six-seconds: 24; tactica: 25; the others: 26).
  const code = foundryLayerCode();
  it.each(RULESETS)("%s rows name only engine functions that Fray outside module/engine/ uses", (ruleset) => {
    const unused = all
      .filter((r) => r.ruleset === ruleset)
      .flatMap((r) => namedFunctions(r).filter((f) => !new RegExp(`\\b${f.name}\\b`).test(code)).map((f) => `${r.family}: ${f.name}`));
    expect(unused).toEqual(UNUSED_ELSEWHERE[ruleset]);
  });

  it("names only engine functions that the named file exports", () => {
    const missing: string[] = [];
    for (const r of all) {
      for (const { file, name } of namedFunctions(r)) {
        if (!existsSync(file)) {
          missing.push(`${r.family}: ${file}`);
          continue;
        }
        const exported = new RegExp(`export (?:async )?(?:function|const|class|let) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(readFileSync(file, "utf8"));
        if (!exported) missing.push(`${r.family}: ${file} ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

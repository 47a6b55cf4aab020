import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import * as core from "../../../module/engine/index";
import * as turns from "../../../module/engine/turns/index";
import { RULESET_IDS, RULESETS, type RulesetId } from "../../../module/engine/rulesets/index";
import * as sixSeconds from "../../../module/engine/rulesets/six-seconds/index";
import * as frozenLands from "../../../module/engine/rulesets/frozen-lands/index";
import * as factions from "../../../module/engine/rulesets/factions/index";
import * as tactica from "../../../module/engine/rulesets/tactica/index";
import { bareNames, codeIn, documentedNames, namesIn, turnsSection } from "./documented-names";

const INDEX: Readonly<Record<RulesetId, Record<string, unknown>>> = {
  "six-seconds": sixSeconds,
  "frozen-lands": frozenLands,
  factions,
  tactica,
};

const RULESETS_DIR = join(__dirname, "../../../module/engine/rulesets");

/** Every module of a ruleset's folder (deep imports included), to tell a bare export name from a field name. */
async function deepExports(id: RulesetId): Promise<Set<string>> {
  const dir = join(RULESETS_DIR, id);
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
  const names = new Set<string>();
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ join(dir, file))) as Record<string, unknown>;
    for (const name of Object.keys(mod)) names.add(name);
  }
  expect(files.length, relative(RULESETS_DIR, dir)).toBeGreaterThan(5);
  return names;
}

/** Names the engine core and the turn scheduler export: documented as a ruleset's inputs, not its own API. */
const SHARED = new Set([...Object.keys(core), ...Object.keys(turns)]);

describe("each ruleset's index exports everything its docs document", () => {
  it.each(RULESET_IDS)("%s", async (id) => {
    const index = INDEX[id];
    const deep = await deepExports(id);
    const documented = [...documentedNames(id), ...[...bareNames(id)].filter((n) => deep.has(n))];
    expect(documented.length).toBeGreaterThan(30);
    const missing = [...new Set(documented)].filter((name) => !(name in index) && !SHARED.has(name));
    expect(missing).toEqual([]);
  });
});

describe("the docs parser", () => {
  it("finds calls, constants, import lists and bare spans, and skips methods, keywords and comments", () => {
    const md = "Use `rollGmInitiative` and `heroic`; `mobRanks(kind, p)`.\n```ts\nimport { a, type B as C } from \"./x\";\nif (x) s.lineup(y); // notThis()\nFOO_BAR; Distribution.die(6);\n```\n";
    const code = codeIn(md);
    const names = new Set(code.flatMap((c) => [...namesIn(c)]));
    expect([...names].sort()).toEqual(["B", "FOO_BAR", "a", "mobRanks"].sort()); // B: a type in an import list
    expect(code).toContain("rollGmInitiative");
    expect(turnsSection("## six-seconds (x)\nA `f()`\n## tactica (y)\nB", "six-seconds")).toContain("`f()`");
    expect(turnsSection("## six-seconds (x)\nA\n## tactica (y)\nB", "six-seconds")).not.toContain("B");
  });
});

describe("the ruleset object's names are the exported names", () => {
  /**
   * `resolve.<key>` is the export `<key>`, or `resolve<Key>` (the `resolve.` namespace already says "resolve");
   * `odds.<key>` is the export `<key>Odds` with "Odds" dropped wherever it stands (`attackOddsWithFreshPool`).
   */
  const exportFor = (index: Record<string, unknown>, fn: unknown): string[] => Object.keys(index).filter((k) => index[k] === fn);
  const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

  it.each(RULESET_IDS)("%s: resolve", (id) => {
    const index = INDEX[id];
    const mismatched = Object.entries(RULESETS[id].resolve).filter(([key, fn]) => {
      const names = exportFor(index, fn);
      return !names.includes(key) && !names.includes(`resolve${capital(key)}`);
    });
    expect(mismatched.map(([key, fn]) => `${key} = ${exportFor(index, fn).join("|") || "(not exported)"}`)).toEqual([]);
  });

  it.each(RULESET_IDS)("%s: odds", (id) => {
    const index = INDEX[id];
    const mismatched = Object.entries(RULESETS[id].odds).filter(([key, fn]) => !exportFor(index, fn).some((n) => n.replace("Odds", "") === key));
    expect(mismatched.map(([key, fn]) => `${key} = ${exportFor(index, fn).join("|") || "(not exported)"}`)).toEqual([]);
  });
});

describe("the concepts every ruleset shares have one name", () => {
  it.each(RULESET_IDS)("%s: resolve.attack, resolve.applyDamage, odds.attack, turnPolicy", (id) => {
    const ruleset = RULESETS[id];
    expect(typeof ruleset.resolve.attack).toBe("function");
    expect(typeof ruleset.resolve.applyDamage).toBe("function");
    expect(typeof ruleset.odds.attack).toBe("function");
    expect(ruleset.turnPolicy.id).toBe(id);
  });
});

/**
 * The names the engine docs document for each ruleset, read from the markdown, inside code spans and code blocks:
 * every identifier called like a function (`name(`), every UPPER_CASE constant, every name in an `import { … }`
 * line, and every code span that is one bare identifier (`rollGmInitiative`). Method calls (`.name(`) are not
 * names to import. A bare span may also be a field (`heroic`), so the test keeps only those some module of the
 * ruleset exports.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RulesetId } from "../../../module/engine/rulesets/index";

const DOCS = join(__dirname, "../../../docs/engine");

/** Which pages (and which `## <id>` section of turns.md) document each ruleset. */
export const RULESET_PAGES: Readonly<Record<RulesetId, readonly string[]>> = {
  "six-seconds": ["six-seconds-combat.md", "six-seconds-life.md"],
  "frozen-lands": ["frozen-lands.md"],
  factions: ["factions.md"],
  tactica: ["tactica.md"],
};

/** The code in a markdown text: fenced blocks and inline spans. */
export function codeIn(markdown: string): string[] {
  const out: string[] = [];
  const withoutBlocks = markdown.replace(/```[a-z]*\n([\s\S]*?)```/g, (_m, block: string) => {
    out.push(block);
    return " ";
  });
  for (const m of withoutBlocks.matchAll(/`([^`\n]+)`/g)) out.push(m[1]!);
  return out;
}

const KEYWORDS = new Set(["if", "for", "while", "switch", "return", "function", "typeof", "catch"]);

/** Identifiers a piece of code presents as names to import: calls, constants and `import { … }` lists. */
export function namesIn(code: string): Set<string> {
  const names = new Set<string>();
  // Comments explain; the names they mention are not documented calls.
  const text = code.replace(/\/\/[^\n]*/g, " ").replace(/\/\*[\s\S]*?\*\//g, " ");
  for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(",")) {
      const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!;
      if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name);
    }
  }
  for (const m of text.matchAll(/(?<![\w$.])([a-z_$][\w$]*)\(/g)) if (!KEYWORDS.has(m[1]!)) names.add(m[1]!);
  for (const m of text.matchAll(/(?<![\w$.])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,}[A-Z0-9]*)(?![\w$])/g)) names.add(m[1]!);
  return names;
}

/** The `## <id> …` section of turns.md for a ruleset: its turn policy and the helpers beside it. */
export function turnsSection(markdown: string, id: RulesetId): string {
  const start = markdown.search(new RegExp(`^## ${id} `, "m"));
  if (start < 0) return "";
  const rest = markdown.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The pages' text for a ruleset, with its section of turns.md. */
function pagesOf(id: RulesetId): string[] {
  const texts = RULESET_PAGES[id].map((page) => readFileSync(join(DOCS, page), "utf8"));
  texts.push(turnsSection(readFileSync(join(DOCS, "turns.md"), "utf8"), id));
  return texts;
}

/** Names the docs present as the ruleset's API (calls, constants, imports). */
export function documentedNames(id: RulesetId): Set<string> {
  const names = new Set<string>();
  for (const text of pagesOf(id)) for (const code of codeIn(text)) for (const name of namesIn(code)) names.add(name);
  return names;
}

/** Code spans that are one bare identifier: an export's name, or a field's. */
export function bareNames(id: RulesetId): Set<string> {
  const names = new Set<string>();
  for (const text of pagesOf(id)) {
    for (const code of codeIn(text)) if (/^[A-Za-z_$][\w$]*$/.test(code.trim())) names.add(code.trim());
  }
  return names;
}

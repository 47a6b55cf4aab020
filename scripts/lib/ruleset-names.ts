/**
 * Where module/ names a ruleset: a string that is a ruleset id ("six-seconds"), a six-seconds or frozen-lands
 * status or request id ("six-seconds.dying"), or an import from a ruleset's folder (engine/rulesets/<id>,
 * rulesets/<id>/). Comments do not count. Outside module/engine/, the adapter folders (module/rulesets/<id>/) and
 * the registry's gathering leaves, none is allowed: core reads a ruleset only through the registry (issue 22).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const RULESET_IDS = ["six-seconds", "frozen-lands", "factions", "tactica"] as const;

/** The registry: the files of module/rulesets/ that gather the adapters (each named for what it gathers). */
export const REGISTRY_FILES = [
  "module/rulesets/registry.ts",
  "module/rulesets/actor-blocks.ts",
  "module/rulesets/item-blocks.ts",
  "module/rulesets/roll-table-registry.ts",
  "module/rulesets/rules-options-registry.ts",
  "module/rulesets/content-registry.ts",
] as const;

export interface RulesetName {
  file: string;
  line: number;
  text: string;
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return e.name.endsWith(".ts") ? [p] : [];
  });
}

/** Whether a file (relative, "/"-separated) may name rulesets. */
export function mayNameRulesets(file: string): boolean {
  if (file.startsWith("module/engine/")) return true;
  if (RULESET_IDS.some((id) => file.startsWith(`module/rulesets/${id}/`))) return true;
  return (REGISTRY_FILES as readonly string[]).includes(file);
}

const ID = RULESET_IDS.join("|");
/** A module specifier into a ruleset's folder. */
const FOLDER = new RegExp(`(^|/)rulesets/(${ID})(/|$)`);
/** A string that is an id, or a hyphenated id's status or request id (factions/tactica also name blocks: "factions.health"). */
const NAME = new RegExp(`^(${ID})$|^(six-seconds|frozen-lands)\\.`);

/** Every ruleset name in one source text. */
export function rulesetNamesIn(file: string, source: string): RulesetName[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: RulesetName[] = [];
  const add = (node: ts.Node, text: string) => found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text });
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const text = node.text;
      const specifier = ts.isStringLiteral(node) && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent) || ts.isLiteralTypeNode(node.parent) || ts.isCallExpression(node.parent));
      if (NAME.test(text) || (specifier && FOLDER.test(text))) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every ruleset name under `root`/module/ in a file that may not name one. */
export function rulesetNamesOutside(root: string): RulesetName[] {
  return walk(path.join(root, "module")).flatMap((abs) => {
    const file = path.relative(root, abs).split(path.sep).join("/");
    return mayNameRulesets(file) ? [] : rulesetNamesIn(file, fs.readFileSync(abs, "utf8"));
  });
}

/**
 * Project rules the type checker cannot see:
 * - the engine (module/engine/) is Foundry-free: it imports only other engine files (and pure-rand, immer) and never touches
 *   foundry, game, CONFIG, canvas, Hooks or ui;
 * - the engine takes dice from a DiceSource, never Math.random;
 * - no machine-specific absolute paths in committed source (/work/…, /home/…, /tmp/…, C:\…).
 */
import fs from "node:fs";
import path from "node:path";

export interface LintIssue {
  file: string;
  line: number;
  message: string;
}

/** Pure, browser-and-Node packages the engine may use (pure-rand: the seeded generator behind seededDice; immer: the turn scheduler's structural sharing). */
export const ENGINE_PACKAGES = ["pure-rand", "immer"];
const FOUNDRY_GLOBALS = ["foundry", "game", "CONFIG", "canvas", "Hooks", "ui"];
const SOURCE_EXTENSIONS = /\.(ts|mts|mjs|js|hbs|css|json|yml|yaml|md)$/;
const ABSOLUTE_PATH = /(^|[\s"'`(=])(\/(work|home|tmp|Users|root)\/[\w.-]+|[A-Z]:\\[\w])/;

/** Blank out comments and string/template literals (keeping line breaks), so only code is checked. */
export function codeOnly(source: string): string {
  return source.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`/g,
    (match) => match.replace(/[^\n]/g, " "),
  );
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split("\n").length;
}

/** Import specifiers with their positions: static, side-effect, re-export and dynamic imports. */
export function importSpecifiers(source: string): { specifier: string; index: number }[] {
  const found: { specifier: string; index: number }[] = [];
  const pattern = /(?:\bimport\s*(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s*)?|\bexport\s*(?:type\s+)?[\w*{}\s,$]+\s+from\s*|\bimport\s*\(\s*)(["'])([^"']+)\1/g;
  for (const match of source.matchAll(pattern)) found.push({ specifier: match[2]!, index: match.index });
  return found;
}

/** Problems in one engine file; `file` is its path relative to the repository root (forward slashes). */
export function lintEngineFile(file: string, source: string): LintIssue[] {
  const issues: LintIssue[] = [];
  const engineRoot = "module/engine";
  for (const { specifier, index } of importSpecifiers(source)) {
    const inside = specifier.startsWith(".") && path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).startsWith(`${engineRoot}/`);
    const allowed = ENGINE_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
    if (!inside && !allowed) issues.push({ file, line: lineOf(source, index), message: `engine imports "${specifier}" from outside module/engine/` });
  }
  const code = codeOnly(source);
  const globals = new RegExp(`(?<![\\w$.])(${FOUNDRY_GLOBALS.join("|")})\\s*(\\.|\\[|\\()`, "g");
  for (const match of code.matchAll(globals)) {
    issues.push({ file, line: lineOf(code, match.index), message: `engine uses the Foundry global "${match[1]}"` });
  }
  for (const match of code.matchAll(/\bMath\s*\.\s*random\b/g)) {
    issues.push({ file, line: lineOf(code, match.index), message: "engine calls Math.random: take dice from a DiceSource" });
  }
  return issues;
}

/** Machine-specific absolute paths in any source file. */
export function lintPaths(file: string, source: string): LintIssue[] {
  const issues: LintIssue[] = [];
  source.split("\n").forEach((text, i) => {
    if (ABSOLUTE_PATH.test(text)) issues.push({ file, line: i + 1, message: "machine-specific absolute path" });
  });
  return issues;
}

const SKIP_DIRS = new Set(["node_modules", "dist", ".git", ".vite", "test-results"]);

function walk(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...walk(root, rel));
    } else if (SOURCE_EXTENSIONS.test(entry.name) && entry.name !== "package-lock.json") out.push(rel);
  }
  return out;
}

/** Lint the repository at `root`. Test files may name temp paths (os.tmpdir()) only through code, not literals. */
export function lintRepository(root: string): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const file of walk(root, "")) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    if (file.startsWith("module/engine/") && /\.(ts|mts|js|mjs)$/.test(file)) issues.push(...lintEngineFile(file, source));
    issues.push(...lintPaths(file, source));
  }
  return issues;
}

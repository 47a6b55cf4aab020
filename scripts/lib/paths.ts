/**
 * The one project rule ESLint cannot express (it reads only code): no machine-specific absolute paths
 * (/work/…, /home/…, /tmp/…, C:\…) in any committed source, docs, templates or data. The engine's purity and the
 * no-cycle rule are in eslint.config.js.
 */
import fs from "node:fs";
import path from "node:path";

export interface LintIssue {
  file: string;
  line: number;
  message: string;
}

const SOURCE_EXTENSIONS = /\.(ts|mts|mjs|js|hbs|css|json|yml|yaml|md)$/;
const ABSOLUTE_PATH = /(^|[\s"'`(=])(\/(work|home|tmp|Users|root)\/[\w.-]+|[A-Z]:\\[\w])/;

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

/** Check every source file of the repository at `root`. Tests name temp paths only through code (os.tmpdir()). */
export function lintRepository(root: string): LintIssue[] {
  return walk(root, "").flatMap((file) => lintPaths(file, fs.readFileSync(path.join(root, file), "utf8")));
}

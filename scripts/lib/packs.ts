// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- fvtt-cli ships no types; this file declares them for scripts/
/// <reference path="./foundryvtt-cli.d.ts" />
/**
 * Compendium packs: read the YAML sources, validate them against module/schema, compile them to LevelDB with
 * fvtt-cli, and extract LevelDB packs back to YAML under the same file names (so the round trip is exact).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { parseDocument } from "yaml";
import {
  PACKS,
  formatIssue,
  normaliseExtracted,
  slugify,
  validatePackSources,
  type FileIssue,
  type PackDefinition,
  type SourceFile,
} from "../../module/schema/index";

/** Where pack sources live, relative to the repository root. */
export const SOURCE_ROOT = "packs/_source";

/** js-yaml dump options for extraction; sources are committed in exactly this form. */
export const YAML_DUMP_OPTIONS = { lineWidth: 120, noRefs: true } as const;

/** Thrown when pack sources fail validation; `issues` holds every problem, `message` lists them one per line. */
export class PackValidationError extends Error {
  constructor(readonly issues: readonly FileIssue[]) {
    super(`${issues.length} problem${issues.length === 1 ? "" : "s"} in pack sources:\n${issues.map(formatIssue).join("\n")}`);
    this.name = "PackValidationError";
  }
}

function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}

/** Every .yml/.yaml file under `dir`, recursively, sorted (stable error order). */
export function listSourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) throw new RangeError(`pack source folder ${dir} does not exist`);
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listSourceFiles(full));
    else if (/\.ya?ml$/.test(entry.name)) files.push(full);
  }
  return files.sort();
}

/** Parse one pack's sources; files are named relative to `root` ("packs/_source/weapons/…"). */
export function loadPackSources(root: string, pack: PackDefinition, sourceRoot = SOURCE_ROOT): { files: SourceFile[]; issues: FileIssue[] } {
  const files: SourceFile[] = [];
  const issues: FileIssue[] = [];
  for (const full of listSourceFiles(path.join(root, sourceRoot, pack.name))) {
    const file = toPosix(path.relative(root, full));
    const parsed = parseDocument(fs.readFileSync(full, "utf8"), { uniqueKeys: true });
    if (parsed.errors.length > 0) {
      for (const error of parsed.errors) issues.push({ file, path: "", message: `YAML error: ${error.message.split("\n")[0]}` });
      continue;
    }
    files.push({ file, data: parsed.toJS() });
  }
  return { files, issues };
}

/** All problems in one pack's sources (empty when the pack is valid). */
export function checkPack(root: string, pack: PackDefinition, sourceRoot = SOURCE_ROOT): FileIssue[] {
  const { files, issues } = loadPackSources(root, pack, sourceRoot);
  return [...issues, ...validatePackSources(files, pack, `${sourceRoot}/${pack.name}`)];
}

/** Look up a pack definition by name; unknown names are an error, not a silently empty pack. */
export function packDefinition(name: string): PackDefinition {
  const pack = PACKS.find((p) => p.name === name);
  if (!pack) throw new RangeError(`unknown pack "${name}" (module/schema knows: ${PACKS.map((p) => p.name).join(", ")})`);
  return pack;
}

export interface BuildPacksOptions {
  /** Repository root (holds packs/_source). */
  root: string;
  /** Folder that receives one LevelDB folder per pack: <outDir>/<name>. */
  outDir: string;
  packs?: readonly PackDefinition[];
  sourceRoot?: string;
}

/**
 * Validate every pack first (all problems reported together), then compile each into <outDir>/<name>.
 * The YAML is parsed once (loadPackSources) and the compiler is fed that very data as JSON, so what is
 * validated is exactly what is compiled: fvtt-cli's own YAML loader (js-yaml) would read `name: 2001-12-14`
 * as a Date and `<<` as a merge, where the validator's parser reads text and a plain key.
 */
export async function buildPacks({ root, outDir, packs = PACKS, sourceRoot = SOURCE_ROOT }: BuildPacksOptions): Promise<{ name: string; documents: number }[]> {
  const loaded = packs.map((pack) => ({ pack, ...loadPackSources(root, pack, sourceRoot) }));
  const issues = loaded.flatMap(({ pack, files, issues }) => [...issues, ...validatePackSources(files, pack, `${sourceRoot}/${pack.name}`)]);
  if (issues.length > 0) throw new PackValidationError(issues);
  const built: { name: string; documents: number }[] = [];
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "fray-pack-json-"));
  try {
    for (const { pack, files } of loaded) {
      const stage = path.join(staging, pack.name);
      const base = `${sourceRoot}/${pack.name}/`;
      for (const { file, data } of files) {
        const target = path.join(stage, file.slice(base.length).replace(/\.ya?ml$/, ".json"));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, JSON.stringify(data));
      }
      await compilePack(stage, path.join(outDir, pack.name), { yaml: false, recursive: true });
      built.push({ name: pack.name, documents: files.length });
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return built;
}

/** The extracted file name of a document: its folder path (slugs) then its own slug, as sourcePathFor() expects. */
function extractedName(doc: Record<string, unknown>, context: { documentType?: string; folder?: string }): string {
  const slug = slugify(String(doc.name ?? doc._id));
  const parent = context.folder ? toPosix(context.folder) : "";
  const own = context.documentType === "Folder" ? `${slug}/_folder.yml` : `${slug}.yml`;
  return parent ? `${parent}/${own}` : own;
}

/**
 * Extract the LevelDB pack at `packDir` into YAML files under `dest`, replacing what was there. Documents saved
 * by Foundry are brought back to the source shape (normaliseExtracted), and a file whose only changes are
 * volatile `_stats` (core version bumps) is left as it was, so diffs show content changes only.
 */
export async function extractPackTo(packDir: string, dest: string): Promise<void> {
  if (!fs.existsSync(packDir)) throw new RangeError(`compiled pack ${packDir} does not exist (run npm run build first)`);
  await extractPack(packDir, dest, {
    yaml: true,
    yamlOptions: YAML_DUMP_OPTIONS,
    clean: true,
    omitVolatile: true,
    folders: true,
    transformEntry: (doc) => {
      normaliseExtracted(doc);
    },
    transformFolderName: (doc) => slugify(String(doc.name ?? doc._id)),
    transformName: extractedName,
  });
}

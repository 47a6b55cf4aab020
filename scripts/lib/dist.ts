/**
 * Assembling dist/ into an installable system folder and packaging it.
 */
import fs from "node:fs";
import path from "node:path";
import { manifestPaths, readManifest } from "./manifest";
import { createZip, readZip, type ZipEntry } from "./zip";

/** Folders copied verbatim into dist/ when they exist (styles and lang are also named by the manifest). */
export const STATIC_DIRS = ["styles", "lang", "templates", "assets"] as const;
/** Single files copied into dist/. */
export const STATIC_FILES = ["system.json", "README.md", "LICENSE"] as const;

export function copyStatic(root: string, outDir: string): string[] {
  fs.mkdirSync(outDir, { recursive: true });
  const copied: string[] = [];
  for (const dir of STATIC_DIRS) {
    const src = path.join(root, dir);
    if (!fs.existsSync(src)) continue;
    fs.cpSync(src, path.join(outDir, dir), { recursive: true });
    copied.push(`${dir}/`);
  }
  for (const file of STATIC_FILES) {
    const src = path.join(root, file);
    if (!fs.existsSync(src)) continue;
    fs.copyFileSync(src, path.join(outDir, file));
    copied.push(file);
  }
  return copied;
}

/** Every file under `dir`, as forward-slash paths relative to it, sorted. */
export function listFiles(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/**
 * The files of dist/ that go into the release zip: all of them except LevelDB LOCK files (they belong to a
 * running process) and source maps (the release attaches fray.mjs.map as a separate asset).
 */
export function packagedFiles(distDir: string): string[] {
  return listFiles(distDir).filter((name) => !name.endsWith("/LOCK") && !name.endsWith(".map"));
}

/** Paths the manifest names that are missing from the built folder. */
export function missingManifestPaths(distDir: string): string[] {
  const manifest = readManifest(distDir);
  return manifestPaths(manifest).filter((p) => !fs.existsSync(path.join(distDir, p)));
}

/**
 * Zip the built system folder (system.json at the archive root, as Foundry's installer expects) into
 * `<zipDir>/fray-<version>.zip`. Refuses when something the manifest names was not built.
 */
export function zipSystem(distDir: string, zipDir: string): { file: string; entries: number } {
  const missing = missingManifestPaths(distDir);
  if (missing.length > 0) throw new RangeError(`dist is incomplete; system.json names missing paths: ${missing.join(", ")}`);
  const { id, version } = readManifest(distDir);
  const entries: ZipEntry[] = packagedFiles(distDir).map((name) => ({ name, data: fs.readFileSync(path.join(distDir, name)) }));
  const file = path.join(zipDir, `${id}-${version}.zip`);
  fs.writeFileSync(file, createZip(entries));
  return { file, entries: entries.length };
}

/**
 * What CI checks after `npm run build`: dist/ holds everything the manifest names, its system.json carries
 * the package version, and the zip holds exactly dist/ (minus LevelDB LOCK files and source maps) with the same system.json.
 */
export function distProblems(root: string, distDir = path.join(root, "dist")): string[] {
  if (!fs.existsSync(path.join(distDir, "system.json"))) return [`${path.relative(root, distDir) || "."}/system.json is missing`];
  const problems = missingManifestPaths(distDir).map((p) => `dist/${p} is missing`);
  const manifest = readManifest(distDir);
  const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
  if (manifest.version !== version) problems.push(`dist/system.json version ${manifest.version} is not package.json's ${version}`);
  for (const bundle of manifest.esmodules) {
    const file = path.join(distDir, bundle);
    if (!fs.existsSync(file)) continue;
    if (fs.statSync(file).size === 0) problems.push(`dist/${bundle} is empty`);
    // The zip ships no map, so a link to one would only make the browser request a missing file.
    else if (/\/\/# sourceMappingURL=/.test(fs.readFileSync(file, "utf8"))) problems.push(`dist/${bundle} links a source map the zip leaves out`);
  }
  // Foundry's manifest `license` is a URL or a path inside the system folder; a path must be shipped.
  const license = manifest["license"];
  if (typeof license === "string" && !/^https?:\/\//.test(license) && !fs.existsSync(path.join(distDir, license))) {
    problems.push(`dist/${license} (system.json license) is missing`);
  }
  const zipFile = path.join(root, `${manifest.id}-${manifest.version}.zip`);
  if (!fs.existsSync(zipFile)) return [...problems, `${path.basename(zipFile)} is missing`];
  const entries = readZip(fs.readFileSync(zipFile));
  const expected = packagedFiles(distDir);
  const names = [...entries.keys()].sort();
  if (JSON.stringify(names) !== JSON.stringify(expected)) problems.push(`${path.basename(zipFile)} does not hold exactly the files of dist/`);
  const zipped = entries.get("system.json");
  if (!zipped || !zipped.equals(fs.readFileSync(path.join(distDir, "system.json")))) {
    problems.push(`${path.basename(zipFile)} has a different system.json than dist/`);
  }
  return problems;
}

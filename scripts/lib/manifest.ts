/**
 * system.json and package.json facts the build relies on: one version in both, and a download URL for it.
 */
import fs from "node:fs";
import path from "node:path";

export interface SystemManifest {
  id: string;
  version: string;
  manifest: string;
  download: string;
  esmodules: string[];
  styles: (string | { src: string })[];
  languages: { lang: string; name: string; path: string }[];
  packs: { name: string; label: string; path: string; type: string }[];
  [key: string]: unknown;
}

export function readJson<T>(file: string): T {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch (error) {
    throw new TypeError(`${file}: ${(error as Error).message}`);
  }
}

export function readManifest(root: string): SystemManifest {
  return readJson<SystemManifest>(path.join(root, "system.json"));
}

export function downloadUrlFor(version: string): string {
  return `https://github.com/fray-vtt/fray/releases/download/v${version}/fray-${version}.zip`;
}

/** Problems with version agreement between package.json and system.json (empty when they agree). */
export function versionProblems(packageJson: { version?: unknown }, manifest: { version?: unknown; download?: unknown }): string[] {
  const problems: string[] = [];
  if (typeof packageJson.version !== "string" || packageJson.version === "") problems.push("package.json has no version");
  if (typeof manifest.version !== "string" || manifest.version === "") problems.push("system.json has no version");
  if (problems.length > 0) return problems;
  if (packageJson.version !== manifest.version) {
    problems.push(`package.json version ${packageJson.version} differs from system.json version ${String(manifest.version)}`);
  }
  const expected = downloadUrlFor(String(manifest.version));
  if (manifest.download !== expected) {
    problems.push(`system.json download should be ${expected}, got ${String(manifest.download)}`);
  }
  return problems;
}

/** Paths inside the system folder that the manifest names (bundle, styles, languages, packs). */
export function manifestPaths(manifest: SystemManifest): string[] {
  return [
    "system.json",
    ...manifest.esmodules,
    ...manifest.styles.map((s) => (typeof s === "string" ? s : s.src)),
    ...manifest.languages.map((l) => l.path),
    ...manifest.packs.map((p) => p.path),
  ];
}

/**
 * The release scheme, in one place: version X.Y.Z (optionally -pre), git tag v<version>, and two release assets
 * that system.json's URLs point at — system.json (found through releases/latest) and fray-<version>.zip.
 */
import { downloadUrlFor } from "./manifest";

export const REPOSITORY_URL = "https://github.com/fray-vtt/fray";
/** What Foundry fetches to install or update: always the newest full release's system.json. */
export const MANIFEST_URL = `${REPOSITORY_URL}/releases/latest/download/system.json`;
/** Semantic version without build metadata; a "-" suffix marks a pre-release. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

export const tagFor = (version: string): string => `v${version}`;
export const zipAssetFor = (version: string): string => `fray-${version}.zip`;
/** Pre-releases are not "latest", so the manifest URL keeps serving the last full release. */
export const isPrerelease = (version: string): boolean => version.includes("-");

/** Problems with releasing `tag` from a tree whose package.json/system.json say `version` (empty when fine). */
export function releaseTagProblems(tag: string, version: string): string[] {
  const problems: string[] = [];
  if (!VERSION_PATTERN.test(version)) problems.push(`version ${version} is not X.Y.Z or X.Y.Z-pre`);
  if (tag !== tagFor(version)) problems.push(`tag ${tag} does not match version ${version} (expected ${tagFor(version)})`);
  return problems;
}

/** Problems with system.json's manifest and download URLs for its version under this release scheme. */
export function manifestUrlProblems(manifest: { version: string; manifest?: unknown; download?: unknown }): string[] {
  const problems: string[] = [];
  if (manifest.manifest !== MANIFEST_URL) problems.push(`system.json manifest should be ${MANIFEST_URL}, got ${String(manifest.manifest)}`);
  const download = `${REPOSITORY_URL}/releases/download/${tagFor(manifest.version)}/${zipAssetFor(manifest.version)}`;
  if (download !== downloadUrlFor(manifest.version)) problems.push(`downloadUrlFor disagrees with the release scheme: ${download}`);
  if (manifest.download !== download) problems.push(`system.json download should be ${download}, got ${String(manifest.download)}`);
  return problems;
}

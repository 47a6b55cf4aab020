/**
 * The pictures in docs/images (README, cards.md, tracker.md) against what the templates and CSS render now. Each is
 * written from a page whose whole source (template output with the CSS inlined, plus the clip) is hashed; the hash
 * is committed beside it (docs/images/sources/<name>.sha256). A run without FRAY_UPDATE_DOC_IMAGES=1 fails when the
 * source changed since the picture was made: the picture is stale. With it, the picture and its hash are rewritten.
 *
 * Why a hash of the source and not a pixel diff: Chromium's text rendering differs from one machine to another
 * (fonts installed, hinting, subpixel antialiasing), so a pixel tolerance either misses a one-word change or fails
 * on another machine; the HTML+CSS that produced the picture is the same bytes everywhere.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect } from "vitest";

const DIR = "docs/images";
const update = process.env["FRAY_UPDATE_DOC_IMAGES"] === "1";

export function sourceHash(source: string): string {
  return createHash("sha256").update(source).digest("hex");
}

/** Checks (or, with FRAY_UPDATE_DOC_IMAGES=1, rewrites) docs/images/<name>.png made by `shoot` from `source`. */
export async function docImage(name: string, source: string, shoot: (path: string) => Promise<unknown>): Promise<void> {
  const hashFile = `${DIR}/sources/${name}.sha256`;
  const hash = sourceHash(source);
  if (update) {
    await shoot(`${DIR}/${name}.png`);
    mkdirSync(`${DIR}/sources`, { recursive: true });
    writeFileSync(hashFile, `${hash}\n`);
    return;
  }
  const recorded = existsSync(hashFile) ? readFileSync(hashFile, "utf8").trim() : "(none)";
  expect(recorded, `${DIR}/${name}.png is stale: its page changed since it was made. Run FRAY_UPDATE_DOC_IMAGES=1 on this test file and commit ${DIR}`).toBe(hash);
  expect(existsSync(`${DIR}/${name}.png`), `${DIR}/${name}.png is missing`).toBe(true);
}

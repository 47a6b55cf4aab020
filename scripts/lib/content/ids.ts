/** Fixed document ids for the generated pack sources: the same seed always gives the same 16 letters and digits. */
import { createHash } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function stableId(seed: string): string {
  const bytes = createHash("sha256").update(seed).digest();
  let id = "";
  for (let i = 0; i < 16; i++) id += ALPHABET[bytes[i]! % ALPHABET.length];
  return id;
}

/** The `_stats` every committed source carries (the extractor keeps these two). */
export const STATS = { coreVersion: "13.351", systemId: "fray" } as const;

/** Paragraphs of plain sentences as the HTML a description holds (escaped; one <p> per entry). */
export function paragraphs(...lines: string[]): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return lines.map((l) => `<p>${esc(l)}</p>`).join("");
}

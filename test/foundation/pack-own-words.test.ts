/**
 * The rules journals and the cast's biographies are in Fray's own words: no run of eight words of a rules text
 * appears in them (quoted weapon lines in the weapons pack are another matter and are not checked here).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PACKS } from "../../module/schema/index";
import { loadPackSources } from "../../scripts/lib/packs";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The rules texts are not in the repository: point FRAY_RULES_DIR at a folder holding them to run this check. */
const RULES_DIR = process.env["FRAY_RULES_DIR"] ?? "";
const N = 8;

const words = (text: string): string[] =>
  text
    .replace(/<[^>]+>/g, " ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

function grams(list: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + N <= list.length; i++) out.push(list.slice(i, i + N).join(" "));
  return out;
}

/** Every text the generated packs show: journal pages, actor biographies and notes, armour descriptions. */
function shownTexts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const pack of PACKS.filter((p) => p.type === "JournalEntry" || p.type === "Actor" || p.name === "armour")) {
    for (const { file, data } of loadPackSources(root, pack).files) {
      const d = data as { pages?: { name: string; text: { content: string } }[]; system?: Record<string, unknown> };
      for (const page of d.pages ?? []) out.push({ where: `${file} ${page.name}`, text: page.text.content });
      for (const key of ["biography", "gmNotes", "description"]) if (typeof d.system?.[key] === "string") out.push({ where: `${file} ${key}`, text: d.system[key] as string });
    }
  }
  return out;
}

describe.skipIf(RULES_DIR === "" || !fs.existsSync(RULES_DIR))("generated pack texts", () => {
  it(`share no run of ${N} words with the rules texts`, () => {
    const source = new Set(fs.readdirSync(RULES_DIR).flatMap((f) => grams(words(fs.readFileSync(path.join(RULES_DIR, f), "utf8")))));
    const copied = shownTexts().flatMap(({ where, text }) => grams(words(text)).filter((g) => source.has(g)).map((g) => `${where}: "${g}"`));
    expect(copied).toEqual([]);
  });
});

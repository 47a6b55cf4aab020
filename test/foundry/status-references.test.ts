/**
 * Every status effect of every ruleset carries a `reference` (the UUID of its page in the ruleset's rules journal,
 * the form dnd5e's conditions use: "Compendium.<system>.<pack>.JournalEntry.<entry>.JournalEntryPage.<page>"), and that
 * page exists in the committed journal sources with content. A status added without its page fails here.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { statusEffectsFor } from "../../module/canvas/statuses";
import { RULES_JOURNALS } from "../../module/packs/rules-journals";
import { RULESETS } from "../../module/rulesets/registry";
import { PACKS } from "../../module/schema/index";
import { loadPackSources } from "../../scripts/lib/packs";

const root = fileURLToPath(new URL("../..", import.meta.url));

interface Page {
  _id: string;
  name: string;
  text: { content: string };
}
interface Entry {
  _id: string;
  pages: Page[];
}

function journalPages(pack: string): Map<string, Map<string, Page>> {
  const def = PACKS.find((p) => p.name === pack);
  if (!def) throw new Error(`no pack ${pack} in module/schema PACKS`);
  const entries = loadPackSources(root, def).files.map((f) => f.data as Entry);
  return new Map(entries.map((e) => [e._id, new Map(e.pages.map((p) => [p._id, p]))]));
}

const UUID = /^Compendium\.fray\.([\w-]+)\.JournalEntry\.(\w{16})\.JournalEntryPage\.(\w{16})$/;

describe("status effect references", () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset}: every status links to its own page in the rules journal`, () => {
      const statuses = statusEffectsFor(ruleset);
      expect(statuses.length).toBeGreaterThan(0);
      const missing: string[] = [];
      const pages = new Set<string>();
      for (const status of statuses) {
        const m = UUID.exec(status.reference ?? "");
        if (!m) {
          missing.push(`${status.id}: reference ${JSON.stringify(status.reference)} is not a journal page UUID`);
          continue;
        }
        const [, pack, entry, pageId] = m as unknown as [string, string, string, string];
        expect(pack).toBe(RULES_JOURNALS[ruleset].pack);
        const page = journalPages(pack).get(entry)?.get(pageId);
        if (!page) missing.push(`${status.id}: no page ${pageId} in ${pack}/${entry}`);
        else if (page.text.content.replace(/<[^>]+>/g, "").trim().length < 20) missing.push(`${status.id}: page ${page.name} is empty`);
        pages.add(pageId);
      }
      expect(missing).toEqual([]);
      expect(pages.size, "one page per status").toBe(statuses.length);
    });
  }

  it("fails for a status whose page is not in the journal", () => {
    const pages = journalPages(RULES_JOURNALS.tactica.pack);
    const made = statusEffectsFor("tactica")[0]!.reference.replace(/\w{16}$/, "frayTaNoSuchPage");
    const m = UUID.exec(made)!;
    expect(pages.get(m[2]!)?.get(m[3]!)).toBeUndefined();
  });
});

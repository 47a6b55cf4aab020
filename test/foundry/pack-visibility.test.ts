/**
 * Packs filtered to the world's ruleset (other rulesets' packs hidden, shared packs always shown) and the rules
 * settings' hints linked to the "Optional readings" page that explains each of them.
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULES_JOURNALS } from "../../module/packs/rules-journals";
import { settingReadingLinks } from "../../module/packs/setting-links";
import { packsHiddenIn } from "../../module/packs/visibility";
import { RULE_OPTION_SETTINGS, ruleOptionLabel } from "../../module/rules-options";
import { PACKS, RULESETS } from "../../module/schema/index";
import { loadPackSources } from "../../scripts/lib/packs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const manifest = JSON.parse(fs.readFileSync(`${root}/system.json`, "utf8")) as { packs: { name: string; flags?: { fray?: { ruleset?: string } } }[] };
const lang = JSON.parse(fs.readFileSync(`${root}/lang/en.json`, "utf8")) as Record<string, unknown>;
const t = (key: string): string => key.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], lang) as string;

describe("packs by ruleset", () => {
  it("a world hides exactly the packs system.json marks for another ruleset", () => {
    for (const ruleset of RULESETS) {
      const expected = manifest.packs.filter((p) => p.flags?.fray?.ruleset !== undefined && p.flags.fray.ruleset !== ruleset).map((p) => `fray.${p.name}`);
      expect(packsHiddenIn(ruleset).sort(), ruleset).toEqual(expected.sort());
      expect(packsHiddenIn(ruleset)).not.toContain(`fray.rules-${ruleset}`);
      for (const shared of ["fray.weapons", "fray.poisons", "fray.roll-tables", "fray.armour"]) expect(packsHiddenIn(ruleset)).not.toContain(shared);
    }
    // Frozen Lands has no cast: its world hides every actors pack.
    expect(packsHiddenIn("frozen-lands").filter((p) => p.startsWith("fray.actors-"))).toHaveLength(3);
  });

  it("each rules setting's hint links to its ruleset's readings page, which explains that setting by name", () => {
    const links = settingReadingLinks();
    expect(links.map((l) => l.name)).toHaveLength(RULE_OPTION_SETTINGS.length);
    for (const [i, link] of links.entries()) {
      const j = RULES_JOURNALS[link.ruleset];
      expect(link.uuid).toBe(`Compendium.fray.${j.pack}.JournalEntry.${j.entry}.JournalEntryPage.${j.pages.readings}`);
      const entry = loadPackSources(root, PACKS.find((p) => p.name === j.pack)!).files[0]!.data as { pages: { _id: string; text: { content: string } }[] };
      const page = entry.pages.find((p) => p._id === j.pages.readings);
      expect(page, link.name).toBeDefined();
      expect(page!.text.content, link.name).toContain(t(ruleOptionLabel(RULE_OPTION_SETTINGS[i]!.key, "Name")));
    }
  });
});

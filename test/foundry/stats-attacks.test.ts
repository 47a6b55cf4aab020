/**
 * Issue 27 (2, 7): the Stats tab (the sheet's first tab) has one labelled Attack per weapon with stats for the
 * world's ruleset, bound to that weapon (data-item-id, the sheet's rollItem action); a weapon without stats for the
 * world's ruleset offers no Attack anywhere on the sheet (the request builder would only refuse it after the dialog).
 * Rendered from the real templates with the sheet's own context builder (test/browser/render.ts).
 */
import { describe, expect, it } from "vitest";
import { actorPageBody, createRenderer } from "../browser/render";
import { actorFixture, IMG } from "../browser/fixtures";
import { RULESET_BLOCK_KEYS, RULESETS } from "../../module/schema/choices";

const r = createRenderer();
const BLOCKS: Record<string, Record<string, unknown>> = {
  sixSeconds: { damage: "d6" },
  frozenLands: { category: "melee", bonus: 1, damage: 1, range: "close", damageTypes: [], features: [] },
  factions: { attack: "melee", damageDie: "d6", blast: false, impaired: false },
  tactica: { weightClass: "light", reach: false, natural: false },
};

/** The stats tab's HTML (the first <section data-tab="stats"> … </section>). */
function statsTab(html: string): string {
  const start = html.search(/<section[^>]*data-tab="stats"/);
  return html.slice(start, html.indexOf("</section>", start));
}

describe("attacks on the Stats tab", () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset}: a labelled Attack for the weapon with stats here, none for the one without`, () => {
      const key = RULESET_BLOCK_KEYS[ruleset];
      const other = Object.values(RULESET_BLOCK_KEYS).find((k) => k !== key)!;
      const input = {
        ...actorFixture(ruleset, "character"),
        name: "Ilse",
        items: [
          { id: "spear000000000001", name: "Spear", img: IMG, type: "weapon", system: { ruleset, description: "", [key]: BLOCKS[key] } },
          { id: "sword000000000002", name: "Foreign Sword", img: IMG, type: "weapon", system: { ruleset, description: "", [other]: BLOCKS[other] } },
        ],
      };
      const html = actorPageBody(r, input, "stats");
      const stats = statsTab(html);
      const attacks = [...stats.matchAll(/<button[^>]*data-action="rollItem"[^>]*data-item-id="([^"]+)"[^>]*>([\s\S]*?)<\/button>/g)];
      expect(attacks.map((m) => m[1])).toEqual(["spear000000000001"]);
      expect(attacks[0]![2]!.replace(/<[^>]+>/g, "").trim()).toBe("Attack with Spear");
      // Nowhere on the sheet (items tab included) does the foreign weapon offer an attack.
      const rows = [...html.matchAll(/data-item-id="sword000000000002"[\s\S]*?<\/li>/g)].map((m) => m[0]);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).not.toContain('data-action="rollItem"');
    });
  }

  it("no weapon: the Stats tab says where attacks come from", () => {
    const html = actorPageBody(r, { ...actorFixture("six-seconds", "character"), items: [] }, "stats");
    expect(statsTab(html)).toContain("No weapon with stats for this ruleset");
  });
});

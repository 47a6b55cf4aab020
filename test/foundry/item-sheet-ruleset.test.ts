/**
 * Issue 27 (7): the item sheet shows the world's ruleset; the other rulesets' blocks fold under "Other rulesets"
 * (a closed <details>), so a six-seconds GM reads the six-seconds stats first and the rest only on demand.
 * Rendered from the real templates with the sheet's own context builder (test/browser/render.ts).
 */
import { describe, expect, it } from "vitest";
import { createRenderer } from "../browser/render";
import { ITEMS } from "../browser/fixtures";
import { itemSheetContext } from "../../module/applications/sheets/context";
import { RULESETS } from "../../module/schema/choices";

const r = createRenderer();
const weapon = ITEMS.find((i) => i.type === "weapon")!;

/** The legends of the fieldsets before the <details>, and inside it. */
function split(html: string): { shown: string[]; folded: string[]; open: boolean } {
  const at = html.indexOf("<details");
  const legends = (s: string) => [...s.matchAll(/<fieldset class="fray-group">\s*<legend>([^<]*)<\/legend>/g)].map((m) => m[1]!.trim());
  return { shown: legends(at < 0 ? html : html.slice(0, at)), folded: at < 0 ? [] : legends(html.slice(at)), open: at >= 0 && /<details[^>]*\bopen\b/.test(html.slice(at, html.indexOf(">", at))) };
}

describe("the item sheet shows the world's ruleset first", () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset} world: its block shown, the other three folded under "Other rulesets"`, () => {
      const ctx = { ...itemSheetContext({ ...weapon, ruleset }), tabs: r.tabs(["details", "description"], "details") };
      const html = r.render("item/details.hbs", ctx);
      const label = r.lang[`FRAY.Ruleset.${ruleset}`]!;
      const { shown, folded, open } = split(html);
      expect(shown).toEqual([label]);
      expect(folded).toHaveLength(3);
      expect(folded).not.toContain(label);
      expect(open).toBe(false);
      expect(html).toContain(`<summary>${r.lang["FRAY.Sheet.OtherRulesets"]}</summary>`);
    });
  }
});

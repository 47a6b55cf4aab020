/**
 * Issue 27 (10): each ruleset's rules-options submenu (templates/settings/rules-menu.hbs) from the real template,
 * lang and CSS, in both v13 themes: screenshot, no console error, no overflow, axe 0 serious or critical (contrast
 * included), one labelled select per reading of that ruleset showing the stored value, and the journal link.
 */
import { describe, expect, it } from "vitest";
import { rulesMenuRows, rulesetOptionKeys } from "../../module/applications/settings/rules-menu-context";
import { RULES_JOURNALS, rulesPageUuid } from "../../module/packs/rules-journals";
import { RULESETS } from "../../module/schema/choices";
import { checkPage, useBrowser } from "./page-checks";
import { createRenderer, page } from "./render";

const r = createRenderer();
const browser = useBrowser();
const THEMES = { light: "#f0ece2", dark: "#1b1b20" } as const;

describe("the rules-options submenus in the browser", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const ruleset of RULESETS) {
      it(`${theme}: ${ruleset}`, async () => {
        // The last choice of each reading stored, so the selects must show what the world holds, not the default.
        const rows = rulesMenuRows(ruleset, (key) => rulesMenuRows(ruleset, () => null).find((row) => row.name === key)!.choices.at(-1)!.value);
        const body = r.render("settings/rules-menu.hbs", { rows, uuid: rulesPageUuid(ruleset, RULES_JOURNALS[ruleset].pages.readings) });
        const style = `<style>body{background:${THEMES[theme]} !important;color-scheme:${theme}}</style>`;
        const html = page(`${ruleset} rules options`, `<form class="theme-${theme}" style="width:520px;padding:8px">${body}</form>`)
          .replace("<body>", `<body class="theme-${theme}">`)
          .replace("</head>", `${style}</head>`);
        const p = await checkPage(browser(), html, `rules-menu-${ruleset}-${theme}`);
        const selects = await p.locator("select").evaluateAll((els) => els.map((e) => [(e as HTMLSelectElement).name, (e as HTMLSelectElement).value, !!document.querySelector(`label[for="${e.id}"]`)]));
        expect(selects).toEqual(rows.map((row) => [row.name, row.choices.at(-1)!.value, true]));
        expect(selects.length).toBe(rulesetOptionKeys(ruleset).length);
        expect(await p.locator("a.content-link").getAttribute("data-uuid")).toContain(RULES_JOURNALS[ruleset].pack);
        expect((await p.locator("body").textContent()) ?? "").not.toMatch(/FRAY\.[A-Z]/);
        await p.close();
      });
    }
  }
});

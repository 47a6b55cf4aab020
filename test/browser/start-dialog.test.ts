/**
 * Issue 27 (9): the GM's start-combat dialog (templates/combat/start-dialog.hbs) for each ruleset that asks, from the
 * real template, lang and CSS, in both v13 themes: screenshot, no console error, no overflow at 800 px, axe 0
 * serious or critical (contrast included), and the fields the form sends. Its flow from the tracker's Begin Combat
 * is played by the bundle smoke test (test/browser/smoke/scenario.ts).
 */
import { describe, expect, it } from "vitest";
import { startDialogContext } from "../../module/applications/combat/start-fields";
import { trackerViewFor } from "../../module/rulesets/tracker-views";
import { encounterEntrants } from "../foundry/tracker-scenarios";
import { checkPage, useBrowser } from "./page-checks";
import { createRenderer, page } from "./render";
import { langFormat } from "./tracker-page";

const r = createRenderer();
const browser = useBrowser();
const THEMES = { light: "#f0ece2", dark: "#1b1b20" } as const;

function dialog(ruleset: "factions" | "tactica", theme: keyof typeof THEMES): string {
  const entrants = encounterEntrants(ruleset);
  entrants[0]![ruleset === "tactica" ? "surprised" : "concealed"] = 1;
  const names = Object.fromEntries(entrants.map((e) => [e.id, e.name]));
  const ctx = startDialogContext(trackerViewFor(ruleset).startFields!(entrants), entrants, names, langFormat(r.lang));
  const html = page(`${ruleset} start dialog`, `<form class="theme-${theme}" style="width:400px;padding:8px">${r.render("combat/start-dialog.hbs", ctx)}</form>`);
  const style = `<style>body{background:${THEMES[theme]} !important;color-scheme:${theme}}</style>`;
  return html.replace("<body>", `<body class="theme-${theme}">`).replace("</head>", `${style}</head>`);
}

describe("the start-combat dialog in the browser", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: tactica asks who is surprised (the marked token ticked) and the extra dice`, async () => {
      const p = await checkPage(browser(), dialog("tactica", theme), `start-dialog-tactica-${theme}`);
      const ticks = await p.locator("input[type=checkbox]").evaluateAll((els) => els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).checked]));
      expect(ticks).toEqual(encounterEntrants("tactica").map((e, i) => [`surprised.${e.id}`, i === 0]));
      expect(await p.locator("input[name=surpriseExtraDice]").inputValue()).toBe("0");
      expect(await p.locator("body").textContent()).toContain("Ilse Varga");
      await p.close();
    });

    it(`${theme}: factions asks the ambushers (the Concealed token ticked) and who holds the initiative`, async () => {
      const p = await checkPage(browser(), dialog("factions", theme), `start-dialog-factions-${theme}`);
      const concealed = await p.locator("input[type=checkbox]:checked").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name));
      expect(concealed).toEqual([`concealed.${encounterEntrants("factions")[0]!.id}`]);
      const options = await p.locator("select[name=initiative] option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
      expect(options[0]).toBe("");
      expect(options.length).toBeGreaterThanOrEqual(3);
      // The ambusher's faction started the fight, so it holds the initiative unless the GM says otherwise.
      expect(await p.locator("select[name=initiative]").inputValue()).toBe(String(encounterEntrants("factions")[0]!["faction"]));
      await p.close();
    });
  }
});

/**
 * Issue 27 (8): every sheet, dialog and card is readable in both of v13's themes. v13 marks the interface (body)
 * and each themed application with `.theme-light` / `.theme-dark` (foundry-v13-notes; Draw Steel scopes its palette
 * the same way, src/styles/variables/colors.css). Each screen is rendered from the real templates on a page that
 * carries the theme class and a window background of that theme (the tracker: each ruleset's fight after its
 * start, from the scripted encounter the tracker test plays), and axe reports 0 serious or critical
 * violations, colour contrast included. GUESS: core's window backgrounds as two plain colours (#f0ece2 light,
 * #1b1b20 dark): the test pages have no core CSS.
 */
import { RANGE_BANDS } from "../../module/engine/rulesets/frozen-lands/range";
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../module/schema/choices";
import { cardFixtures } from "./card-fixtures";
import { ACTORS, ITEMS } from "./fixtures";
import { axeViolations, openPage, saveScreenshot, useBrowser } from "./page-checks";
import { actorPage, cardPage, createRenderer, dialogPage, itemPage, page } from "./render";
import { scriptedEncounter } from "../foundry/tracker-scenarios";
import { trackerBody } from "./tracker-page";

const r = createRenderer();
const browser = useBrowser();
const THEMES = { light: "#f0ece2", dark: "#1b1b20" } as const;

/** The page in a theme: the class on <body> (the interface) and core's window background for it. */
function themed(html: string, theme: keyof typeof THEMES): string {
  const style = `<style>body{background:${THEMES[theme]} !important;color-scheme:${theme}}</style>`;
  return html.replace("<body>", `<body class="theme-${theme}">`).replace("</head>", `${style}</head>`);
}

async function check(html: string, shot: string): Promise<string[]> {
  const { page, errors } = await openPage(browser(), { width: 800, height: 900 });
  await page.setContent(html, { waitUntil: "load" });
  await saveScreenshot(shot, (path) => page.screenshot({ path, fullPage: true }));
  const violations = await axeViolations(page);
  await page.close();
  expect(errors).toEqual([]);
  return violations;
}

const card = cardFixtures()[0]!;
const SCREENS: [string, () => string | Promise<string>][] = [
  ...ACTORS.map((a): [string, () => string] => [`actor-${a.ruleset}-${a.type}`, () => actorPage(r, { ...a, viewer: { isGM: true } }, "stats")]),
  ...ITEMS.map((i): [string, () => string] => [`item-${i.type}`, () => itemPage(r, i, "details")]),
  ...RULESETS.map((ruleset): [string, () => string] => [`dialog-${ruleset}`, () => dialogPage(r, ruleset, { attack: true, stressDice: 2, count: 3, bands: RANGE_BANDS, band: "short", defences: ["none", "block", "dodge", "parry"], areas: ["none", "sphere"] })]),
  [`card-${card.name}`, async () => cardPage(r, card.card)],
  ...RULESETS.map((ruleset): [string, () => Promise<string>] => [`tracker-${ruleset}`, async () => {
    const e = await scriptedEncounter(ruleset);
    const started = e.steps.find((s) => s.label === "start:start")!.store;
    return page(`${ruleset} tracker`, `<div style="width:300px;padding:6px">${trackerBody(r, ruleset, e, started, e.names())}</div>`);
  }]),
];

describe("both v13 themes: axe 0 serious or critical, contrast included", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const [name, html] of SCREENS) {
      it(`${theme}: ${name}`, async () => {
        expect(await check(themed(await html(), theme), `theme-${theme}-${name}`)).toEqual([]);
      });
    }
  }
});

/**
 * Issue 30 in Chromium: the encounter-odds chat card (templates/chat/odds-card.hbs) from a real run of the engine,
 * in v13's light and dark themes (the class on <body>, a window background of that theme, as themes.test.ts), axe 0
 * serious or critical, no overflow, a hostile name and faction shown as text; and the tracker's Odds button, shown
 * to the GM before the start only (a player never; the running run's progress bar and Cancel accessible too).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { oddsCardView } from "../../module/combat/odds/card";
import { emptyStore } from "../../module/combat/run-step";
import { autoPlayFor } from "../../module/engine/rulesets/autoplay";
import { encounterOdds } from "../../module/engine/sim/odds";
import { scriptedEncounter } from "../foundry/tracker-scenarios";
import { HOSTILE_NAME } from "./fixtures";
import { axeViolations, openPage, pwned, saveScreenshot, scrollWidth, useBrowser } from "./page-checks";
import { createRenderer, page as basePage } from "./render";
import { trackerBody } from "./tracker-page";

const r = createRenderer();
const browser = useBrowser();
const THEMES = { light: "#f0ece2", dark: "#1b1b20" } as const;

/** The render harness's page, with the odds' own sheet (system.json lists it after fray.css). */
function page(title: string, body: string): string {
  return basePage(title, body).replace("</head>", `<style>${readFileSync("styles/odds.css", "utf8")}</style></head>`);
}

function themed(html: string, theme: keyof typeof THEMES): string {
  const style = `<style>body{background:${THEMES[theme]} !important;color-scheme:${theme}}</style>`;
  return html.replace("<body>", `<body class="theme-${theme}">`).replace("</head>", `${style}</head>`);
}

const stats = (health: number) => ({ wit: 12, agi: 11, health, maxHealth: 10, armour: 1, damage: { count: 1, sides: 8 } });
const roster = [
  { id: "a1", name: "Theobald", side: "friendly", stats: stats(10) },
  { id: "a2", name: "Squire Alwin of the Long Valley", side: "friendly", stats: stats(5) },
  { id: "b1", name: HOSTILE_NAME, side: HOSTILE_NAME, stats: stats(9) },
  { id: "b2", name: "Bandit", side: HOSTILE_NAME, stats: stats(6) },
];

function cardHtml(): string {
  const odds = encounterOdds(autoPlayFor("factions"), roster, { fights: 2000, seed: 30 });
  const view = oddsCardView(odds, [{ name: "Pebble", key: "FRAY.Odds.Skip.Unreadable", reason: "no melee weapon with factions stats" }]);
  return page("odds card", `<div style="width:300px;padding:8px">${r.render("chat/odds-card.hbs", view)}</div>`);
}

describe("the encounter-odds card", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: every side's bar with its interval, the down table and the pivotal one; axe 0 serious/critical`, async () => {
      const { page: p, errors } = await openPage(browser(), { width: 800, height: 900 });
      await p.setContent(themed(cardHtml(), theme), { waitUntil: "load" });
      await saveScreenshot(`odds-card-${theme}`, (path) => p.screenshot({ path, fullPage: true }));
      expect(await p.locator(".fray-odds-row").count()).toBe(3); // two sides and the draw
      expect(await p.locator(".fray-odds-down tbody tr").count()).toBe(4);
      expect(await p.getByText(HOSTILE_NAME).first().isVisible()).toBe(true);
      expect(await p.locator(".fray-card-details").textContent()).toMatch(/Matters most/);
      // Each bar's fill is as wide as its chance (the chart says what the numbers say).
      const widths = await p.locator(".fray-odds-row").evaluateAll((rows) =>
        rows.map((row) => {
          const track = (row.querySelector(".fray-odds-track") as HTMLElement).clientWidth; // inside its border, as the fill is
          const fill = row.querySelector(".fray-odds-fill")!.getBoundingClientRect().width;
          return [fill / track, parseFloat(row.querySelector(".fray-odds-value")!.textContent!) / 100];
        }),
      );
      for (const [shown, said] of widths) expect(Math.abs(shown! - said!)).toBeLessThan(0.02);
      expect(await axeViolations(p)).toEqual([]);
      expect(await scrollWidth(p)).toBeLessThanOrEqual(800);
      expect(await pwned(p)).toBeUndefined();
      expect(errors).toEqual([]);
      await p.close();
    });
  }
});

describe("the tracker's Odds button", () => {
  const player = { isGM: false, owns: () => true };

  it("is shown to the GM before the start, never to a player, and not once the fight has started", async () => {
    const e = await scriptedEncounter("six-seconds");
    const started = e.steps.find((s) => s.label === "start:start")!.store;
    const count = async (html: string) => {
      const { page: p, errors } = await openPage(browser(), { width: 320, height: 700 });
      await p.setContent(page("tracker", `<div style="width:300px;padding:6px">${html}</div>`), { waitUntil: "load" });
      const n = await p.locator("[data-action=frayOdds]").count();
      expect(await axeViolations(p)).toEqual([]);
      expect(errors).toEqual([]);
      await p.close();
      return n;
    };
    expect(await count(trackerBody(r, "six-seconds", e, emptyStore("six-seconds"), e.names()))).toBe(1);
    expect(await count(trackerBody(r, "six-seconds", e, emptyStore("six-seconds"), e.names(), player))).toBe(0);
    expect(await count(trackerBody(r, "six-seconds", e, started, e.names()))).toBe(0);
  });

  it("while it runs: a progress bar at the fights played and a Cancel, accessible, in both themes", async () => {
    const e = await scriptedEncounter("tactica");
    for (const theme of ["light", "dark"] as const) {
      const { page: p, errors } = await openPage(browser(), { width: 320, height: 700 });
      const body = trackerBody(r, "tactica", e, emptyStore("tactica"), e.names(), undefined, { done: 2500, total: 12500 });
      await p.setContent(themed(page("tracker", `<div style="width:300px;padding:6px">${body}</div>`), theme), { waitUntil: "load" });
      await saveScreenshot(`odds-tracker-running-${theme}`, (path) => p.screenshot({ path, fullPage: true }));
      expect(await p.locator("progress.fray-odds-progress").evaluate((el: HTMLProgressElement) => [el.value, el.max])).toEqual([2500, 12500]);
      expect(await p.locator("[data-action=frayOddsCancel]").count()).toBe(1);
      expect(await p.locator("[data-action=frayOdds]").count()).toBe(0);
      expect(await axeViolations(p)).toEqual([]);
      expect(errors).toEqual([]);
      await p.close();
    }
  });
});

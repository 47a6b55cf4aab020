/**
 * Browser proof of the combat tracker: each ruleset's scripted encounter (test/foundry/tracker-scenarios.ts) runs
 * through the real tracker template (templates/combat/tracker.hbs) and CSS in Chromium. At every step the page is
 * rendered from the state, and when the step is one a tracker button sends, that button is clicked and must carry
 * exactly the step's command (the GM's Undo likewise). No console errors; axe 0 serious/critical on the special
 * step and at the next round; a screenshot per ruleset (docs/images/tracker-<ruleset>.png with
 * FRAY_UPDATE_DOC_IMAGES=1).
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { emptyStore, type CombatStore } from "../../module/combat/run-step";
import { RULESETS, type RulesetId } from "../../module/schema/choices";
import { scriptedEncounter, type Encounter } from "../foundry/tracker-scenarios";
import { HOSTILE_NAME } from "./fixtures";
import { axeViolations, openPage, pwned, saveScreenshot, scrollWidth, useBrowser } from "./page-checks";
import { createRenderer, page as pageHtml } from "./render";
import { langFormat, trackerBody } from "./tracker-page";

const r = createRenderer();
const format = langFormat(r.lang);
const browser = useBrowser();

/** The tracker part as the GM sees it, in a page whose tracker buttons report their clicks. */
function trackerHtml(ruleset: RulesetId, e: Encounter, store: CombatStore, names: Record<string, string>): string {
  const body = trackerBody(r, ruleset, e, store, names);
  // Clicks on tracker buttons report what they would send (Foundry's action handlers are not here).
  const script = `<script>document.addEventListener("click", (ev) => { const b = ev.target.closest("[data-action]"); if (b) window.frayClicked(b.dataset.action, b.dataset.command ?? ""); });</script>`;
  return pageHtml(`${ruleset} tracker`, `<div style="width:300px;padding:6px">${body}</div>${script}`);
}

/** The special step each ruleset's encounter must click through a tracker button. */
const SPECIAL: Record<RulesetId, string> = { "six-seconds": "interrupt", "frozen-lands": "outOfTurn", factions: "pass", tactica: "keep" };

describe("combat tracker in Chromium", () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset}: start, turns, ${SPECIAL[ruleset]}, undo, next round`, async () => {
      const e = await scriptedEncounter(ruleset);
      const names = e.names();
      const { page, errors } = await openPage(browser(), { width: 320, height: 900 });
      const clicks: { action: string; command: string }[] = [];
      await page.exposeFunction("frayClicked", (action: string, command: string) => clicks.push({ action, command }));

      const clickedTypes: string[] = [];
      let undoClicked = 0;
      const first = e.steps.findIndex((s) => s.label === "start:start");
      for (let i = first; i < e.steps.length; i++) {
        const step = e.steps[i]!;
        const before = e.steps[i - 1]!.store;
        if (step.command !== undefined && i > first) {
          // Render the state before the step and send the step through its button, when the tracker offers one.
          await page.setContent(trackerHtml(ruleset, e, before, names), { waitUntil: "load" });
          const selector = step.command === null ? "[data-action=frayUndo]" : `[data-action=frayCommand][data-command='${JSON.stringify(step.command)}']`;
          const button = page.locator(selector);
          if ((await button.count()) > 0) {
            clicks.length = 0;
            await button.first().click();
            await expect.poll(() => clicks.length).toBe(1);
            if (step.command === null) {
              expect(clicks[0]!.action).toBe("frayUndo");
              undoClicked++;
            } else {
              expect(JSON.parse(clicks[0]!.command)).toEqual(step.command);
              clickedTypes.push(step.command.type);
            }
          }
        }
        const html = trackerHtml(ruleset, e, step.store, names);
        await page.setContent(html, { waitUntil: "load" });
        const state = step.store.scheduler.state;
        if (state.active !== null) expect(await page.locator(`li.combatant.active[data-combatant-id='${state.active}']`).count()).toBe(1);
        if (step.label === "screenshot") {
          const panel = page.locator("main > div");
          await saveScreenshot(`tracker-${ruleset}`, (path) => panel.screenshot({ path }), html);
          expect(await axeViolations(page), `axe, ${ruleset} special step`).toEqual([]);
          const width = await scrollWidth(page);
          expect(width, "no horizontal overflow in the sidebar width").toBeLessThanOrEqual(320);
        }
      }
      expect(clickedTypes, "the special step went through its tracker button").toContain(SPECIAL[ruleset]);
      expect(undoClicked, "the GM's Undo button").toBeGreaterThan(0);
      expect(e.state.round).toBe(2);
      await expect(page.locator(".fray-round-line").first().textContent()).resolves.toBe(format("FRAY.Tracker.Round", { round: "2" }));
      expect(await axeViolations(page), `axe, ${ruleset} round 2`).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("before the start, the GM's initiative button on each combatant starts the fight", async () => {
    // Before the start Foundry stores no scheduler: nobody is in the fight yet.
    const e = await scriptedEncounter("six-seconds");
    const page = await browser().newPage({ viewport: { width: 320, height: 600 } });
    await page.exposeFunction("frayClicked", () => undefined);
    await page.setContent(trackerHtml("six-seconds", e, emptyStore("six-seconds"), e.names()), { waitUntil: "load" });
    expect(await page.locator("li.combatant [data-action=rollInitiative]").count()).toBe(3);
    expect(await page.locator(".fray-round").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("names are shown as text, never run", async () => {
    const e = await scriptedEncounter("factions");
    const names = { ...e.names(), foeAAAAAAAAAAAAA: HOSTILE_NAME };
    const page = await browser().newPage({ viewport: { width: 320, height: 900 } });
    await page.exposeFunction("frayClicked", () => undefined);
    await page.setContent(trackerHtml("factions", e, e.steps.find((s) => s.label === "screenshot")!.store, names), { waitUntil: "load" });
    expect(await page.getByText(HOSTILE_NAME).first().isVisible()).toBe(true);
    expect(await pwned(page)).toBeUndefined();
    await page.close();
  });
});

it("documentation screenshots of the tracker exist for each ruleset", () => {
  for (const ruleset of RULESETS) expect(existsSync(`docs/images/tracker-${ruleset}.png`)).toBe(true);
});

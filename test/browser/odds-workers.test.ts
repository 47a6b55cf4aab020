/**
 * Issue 30: the odds on REAL web workers in Chromium. pool.ts bundled by vite as the release bundles it (its worker
 * emitted as its own file, loaded relative to the bundle: bench/odds-browser.ts `openOddsPage`), run on two workers
 * in every ruleset, gives exactly what the engine's single-thread `encounterOdds` gives in Node for the same roster
 * and seed (the batches split over the workers merge to the same tallies).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openOddsPage } from "../../bench/odds-browser";
import { roster } from "../../bench/odds-roster";
import { AUTOPLAY } from "../../module/engine/rulesets/autoplay";
import { encounterOdds } from "../../module/engine/sim/odds";

let page: Page;
let errors: string[];
let close: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  ({ page, errors, close } = await openOddsPage());
}, 120_000);
afterAll(() => close());

describe("encounter odds on web workers in Chromium", () => {
  it.each(Object.keys(AUTOPLAY))("%s: two workers give exactly the single-thread odds", async (ruleset) => {
    const onWorkers = await page.evaluate(`import("/odds.mjs").then((m) => m.oddsOnWorkers(${JSON.stringify(ruleset)}, 600, 5, 2))`);
    expect(errors).toEqual([]);
    expect(await page.evaluate("performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'other' || /worker/.test(e.name)).map((e) => e.name).join(' ')")).toMatch(/worker-[\w-]+\.js/);
    expect(onWorkers).toEqual(encounterOdds(AUTOPLAY[ruleset]!, roster(ruleset, 4), { fights: 600, seed: 5 }));
  }, 120_000);
});

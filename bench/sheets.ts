/**
 * Actor sheet render time in Chromium at 8, 100 and 500 owned items, with the browser tests' harness
 * (test/browser/render.ts: the real templates, helpers and CSS, the sheets' own context builder). One figure is
 * the whole render: the Handlebars template in Node, then Chromium loading the page and laying it out.
 */
import type { Browser } from "playwright-core";
import { actorFixture } from "../test/browser/fixtures";
import { launchChromium } from "../test/browser/launch";
import { actorPage, createRenderer } from "../test/browser/render";
import { timeAsync } from "./measure";
import type { Figure } from "./report";

/**
 * Issue 31's target: a sheet opens within 50 ms, up to 100 items; a 500-item stress case must stay under the 1 s
 * that keeps a user's flow.
 */
const TARGETS_NS: Record<number, number> = { 8: 50e6, 100: 50e6, 500: 1000e6 };

function actorWithItems(count: number) {
  const actor = actorFixture("six-seconds", "character");
  const base = actor.items;
  const items = Array.from({ length: count }, (_, n) => ({ ...base[n % base.length]!, id: `item${String(n).padStart(12, "0")}`, name: `${base[n % base.length]!.name} ${n + 1}` }));
  return { ...actor, name: "Jack Clancy", items };
}

export async function sheetFigures(): Promise<Figure[]> {
  const r = createRenderer();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    const figures: Figure[] = [];
    for (const count of [8, 100, 500]) {
      const actor = actorWithItems(count);
      const render = async () => {
        await page.setContent(actorPage(r, actor, "items"), { waitUntil: "load" });
        // Reading a layout property forces style and layout to finish before the clock stops.
        return page.evaluate(() => document.body.getBoundingClientRect().height);
      };
      figures.push({ name: `actor sheet, ${count} items (template + Chromium)`, spread: await timeAsync(render, 11), unit: "time", target: TARGETS_NS[count]! });
    }
    return figures;
  } finally {
    await browser?.close();
  }
}

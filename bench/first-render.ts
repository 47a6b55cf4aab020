/**
 * An actor sheet's first render in Chromium, the way Foundry does it: the release build of fray.mjs booted over the
 * Foundry double in a page (test/double/browser.ts: ApplicationV2 and HandlebarsApplicationMixin rendering the
 * sheet's PARTS from the real .hbs files, fetched from the page's server as Foundry's getTemplate fetches them),
 * then `actor.sheet.render` of a fresh actor with 100 items, until its layout is done. Each sample is a new page
 * (a new session), so the first sheet pays for whatever the session has not done yet (a template not compiled).
 * The target is judged with the page in the state Foundry's UI leaves it (form controls laid out before: see
 * bench/page/first-render.ts); the bare page's figure is printed beside it for reference.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext } from "playwright-core";
import { build, mergeConfig, type UserConfig } from "vite";
import viteConfig from "../vite.config";
import { actorFixture } from "../test/browser/fixtures";
import { launchChromium } from "../test/browser/launch";
import { spreadOf } from "./measure";
import type { Figure } from "./report";
import type { FirstRender } from "./page/first-render";

const root = fileURLToPath(new URL("..", import.meta.url));
export const ORIGIN = "http://fray.test";
/** Issue 31: an actor sheet with 100 items opens within 50 ms. */
const TARGET_NS = 50e6;
const ITEMS = 100;

export async function buildAll(tmp: string): Promise<{ bundle: string; pageScript: string }> {
  const system = path.join(tmp, "system");
  const config = mergeConfig(viteConfig as UserConfig, { logLevel: "silent", root, build: { outDir: system, emptyOutDir: true, sourcemap: false } } satisfies UserConfig);
  await build({ ...config, configFile: false });
  const page = path.join(tmp, "page");
  await build({
    configFile: false,
    logLevel: "silent",
    root,
    publicDir: false,
    build: { outDir: page, emptyOutDir: true, target: "es2022", minify: false, lib: { entry: path.join(root, "bench/page/first-render.ts"), formats: ["es"], fileName: () => "bench.mjs" } },
  });
  return { bundle: path.join(system, "fray.mjs"), pageScript: path.join(page, "bench.mjs") };
}

const TYPES: Record<string, string> = { ".mjs": "text/javascript", ".json": "application/json", ".css": "text/css", ".hbs": "text/plain", ".svg": "image/svg+xml", ".webp": "image/webp", ".png": "image/png" };

/** Serve the system as Foundry's server would (systems/fray/…); core icons as an empty SVG. */
export async function serve(context: BrowserContext, files: { bundle: string; pageScript: string }): Promise<void> {
  await context.route(`${ORIGIN}/**`, async (route) => {
    const p = decodeURIComponent(new URL(route.request().url()).pathname);
    if (p === "/") return route.fulfill({ status: 200, contentType: "text/html", body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/systems/fray/styles/fray.css"></head><body></body></html>` });
    if (p.startsWith("/icons/")) return route.fulfill({ status: 200, contentType: "image/svg+xml", body: `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>` });
    const file =
      p === "/bench.mjs" ? files.pageScript
      : p === "/systems/fray/fray.mjs" ? files.bundle
      : /^\/systems\/fray\/((templates|lang|styles|assets)\/|system\.json$)/.test(p) ? path.join(root, p.slice("/systems/fray/".length))
      : null;
    if (!file || !fs.existsSync(file)) return route.fulfill({ status: 404, body: "not found" });
    return route.fulfill({ status: 200, contentType: TYPES[path.extname(file)] ?? "application/octet-stream", body: fs.readFileSync(file) });
  });
}

/** A character of `ruleset` with `count` items, cycling through the fixture's items (every item type). */
export function actorData(ruleset: string, count: number): Record<string, unknown> {
  const fixture = actorFixture(ruleset as never, "character");
  const items = Array.from({ length: count }, (_, n) => {
    const item = fixture.items[n % fixture.items.length]!;
    return { name: `${item.name} ${n + 1}`, type: item.type, system: item.system };
  });
  return { name: "Jack Clancy", type: "character", system: fixture.system, items };
}

/** `samples` fresh pages per ruleset and per page state (bare, or with Foundry's UI laid out). */
export async function firstRenderFigures(rulesets: readonly string[] = ["six-seconds"], samples = 7): Promise<Figure[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-bench-"));
  const browser = await launchChromium();
  try {
    const files = await buildAll(tmp);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await serve(context, files);
    const run = async (ruleset: string, uiShown: boolean): Promise<FirstRender> => {
      const page = await context.newPage();
      try {
        await page.goto(`${ORIGIN}/`);
        // A string, not a function: a bundler would rewrite a function's import().
        const args = [ruleset, actorData(ruleset, ITEMS), uiShown].map((a) => JSON.stringify(a)).join(", ");
        return (await page.evaluate(`import("/bench.mjs").then((m) => m.firstRender(${args}))`)) as FirstRender;
      } finally {
        await page.close();
      }
    };
    const figures: Figure[] = [];
    for (const ruleset of rulesets) {
      const shown: FirstRender[] = [];
      const bare: FirstRender[] = [];
      // Interleaved, so a burst of load on a shared machine hits both alike.
      for (let s = 0; s < samples; s++) {
        shown.push(await run(ruleset, true));
        bare.push(await run(ruleset, false));
      }
      const all = [...shown, ...bare];
      if (all.some((r) => r.items !== ITEMS)) throw new Error(`an actor had ${all.map((r) => r.items).join("/")} items, not ${ITEMS}`);
      const compiled = Math.max(...all.map((r) => r.compiledInFirst));
      const ms = (runs: FirstRender[], pick: (r: FirstRender) => number) => spreadOf(runs.map((r) => pick(r) * 1e6));
      figures.push({ name: `${ruleset}, ${ITEMS} items: first sheet of the session`, spread: ms(shown, (r) => r.first), unit: "time", target: TARGET_NS });
      figures.push({ name: `  the same in a bare page (no form laid out before)`, spread: ms(bare, (r) => r.first), unit: "time", target: null });
      figures.push({ name: `  another actor's sheet after it`, spread: ms(shown, (r) => r.second), unit: "time", target: TARGET_NS });
      if (compiled > 0) figures.push({ name: `  NOTE: ${compiled} templates compiled in a first render`, spread: { min: 0, median: 0, max: 0 }, unit: "time", target: null });
    }
    return figures;
  } finally {
    await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printSection } = await import("./report");
  printSection("Actor sheet first render in Chromium (built bundle over the page double)", await firstRenderFigures(process.argv.slice(2).length ? process.argv.slice(2) : undefined));
}

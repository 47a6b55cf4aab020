/**
 * `npm run bench` (sim part) in Chromium: encounter odds on real web workers (issue 30's Done-when figure: ≥ 2,500
 * 4-vs-4 fights a second per worker in every ruleset, and the wall time of 10,000 fights on the page's workers).
 * odds-page.ts is bundled by vite (pool.ts's worker emitted as its own file, as in the release) and served with
 * its worker from one origin. `npx tsx bench/odds-browser.ts tactica` runs one ruleset. Reported, never asserted.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { build } from "vite";
import { launchChromium } from "../test/browser/launch";
import type { OddsPageFigures } from "./odds-page";

const root = fileURLToPath(new URL("..", import.meta.url));
const ORIGIN = "http://localhost:41732";
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fray odds bench</title></head><body></body></html>`;
const TARGET = 2500;
const FIGHTS = 4000;
const RUNS = 3;

/**
 * odds-page.ts built by vite into a temporary folder (its worker file beside it) and opened in Chromium, served from
 * one origin; `close` shuts the browser and removes the folder. Also used by test/browser/odds-workers.test.ts.
 */
export async function openOddsPage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-odds-page-"));
  const browser = await launchChromium();
  const close = async () => {
    await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await build({
      configFile: false,
      logLevel: "silent",
      root,
      publicDir: false,
      base: "./",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: { outDir: tmp, emptyOutDir: true, target: "es2022", minify: true, sourcemap: false, lib: { entry: path.join(root, "bench/odds-page.ts"), formats: ["es"], fileName: () => "odds.mjs" } },
    });
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const p = new URL(route.request().url()).pathname;
      if (p === "/") return route.fulfill({ status: 200, contentType: "text/html", body: PAGE });
      const file = path.join(tmp, path.normalize(p).replace(/^\/+/, ""));
      if (!file.startsWith(tmp) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: "not found" });
      return route.fulfill({ status: 200, contentType: "text/javascript", body: fs.readFileSync(file) });
    });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.stack ?? e.message));
    await page.goto(`${ORIGIN}/`);
    return { page, errors, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function oddsBrowserBench(only: readonly string[] = []): Promise<string[]> {
  const { page, errors, close } = await openOddsPage();
  try {
    const result = (await page.evaluate(`import("/odds.mjs").then((m) => m.runOddsPage(${JSON.stringify(only)}, ${FIGHTS}, ${RUNS}))`)) as OddsPageFigures;
    if (errors.length > 0) throw new Error(`the odds bench page failed: ${errors.join("\n")}`);
    const rows = [
      `Encounter odds in Chromium on web workers (the built worker file): 4-vs-4 fights a second on one worker (min / median / max of ${RUNS} runs of ${FIGHTS}, worker start-up included); target ≥ ${TARGET} per worker; 10,000 fights on ${result.workers} worker(s)`,
    ];
    for (const r of result.rows) {
      const met = r.perWorker[Math.floor(RUNS / 2)]! >= TARGET ? "MET" : "NOT MET";
      rows.push(`${r.ruleset.padEnd(13)} ${r.perWorker.map((x) => x.toFixed(0).padStart(5)).join(" /")}  ${met}   10,000 fights: ${r.wallMs.toFixed(0)} ms wall`);
    }
    return rows;
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await oddsBrowserBench(process.argv.slice(2))) console.log(row);
}

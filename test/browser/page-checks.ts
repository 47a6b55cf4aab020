/**
 * The browser plumbing the Chromium test files share: one browser per file, pages that record their console and
 * page errors, screenshots (docs/images only with FRAY_UPDATE_DOC_IMAGES=1, so test runs leave git clean), and the
 * common checks (no errors, no horizontal overflow, axe 0 serious/critical, hostile text never run).
 */
import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launchChromium } from "./launch";
import { docImage } from "./doc-images";

export const SHOTS = "test-results/screenshots";
const AXE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

/** Launches Chromium before the file's tests and closes it after; call at the top level of a test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is launched in beforeAll");
    return browser;
  };
}

/** A new page whose console errors and uncaught page errors are collected in `errors`. */
export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
}

/**
 * Writes test-results/screenshots/<name>.png through `shoot`. With `docSource` (the page's whole source), the picture
 * is also docs/images/<name>.png: checked against its recorded source, rewritten with FRAY_UPDATE_DOC_IMAGES=1
 * (doc-images.ts).
 */
export async function saveScreenshot(name: string, shoot: (path: string) => Promise<unknown>, docSource?: string): Promise<void> {
  await shootOnce(() => shoot(`${SHOTS}/${name}.png`));
  if (docSource !== undefined) await docImage(name, docSource, (path) => shootOnce(() => shoot(path)));
}

/**
 * Chromium's "Unable to capture screenshot" is a compositor hiccup on a loaded machine (seen once in 2,766 tests on
 * a 2-core machine running eight sessions), not something the page did: one retry, then the error stands.
 */
async function shootOnce(shoot: () => Promise<unknown>): Promise<void> {
  try {
    await shoot();
  } catch (error) {
    if (!String(error).includes("Unable to capture screenshot")) throw error;
    await new Promise((r) => setTimeout(r, 250));
    await shoot();
  }
}

/** axe-core's serious and critical violations on the page, as "rule: selectors". */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const res = await axe.run(document);
    return res.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** The document's scroll width: more than the viewport's width means horizontal overflow. */
export function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The hostile fixtures' scripts set window.__pwned when they run; it must stay undefined. */
export function pwned(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);
}

export interface CheckOptions {
  /** 800 × 900 unless given; the overflow check allows the viewport's width. */
  viewport?: { width: number; height: number };
  /** The screenshot's clip, measured on the loaded page; a full-page screenshot when absent. */
  clip?: (page: Page) => Promise<{ x: number; y: number; width: number; height: number }>;
  /** Also write docs/images/<shot>.png (only with FRAY_UPDATE_DOC_IMAGES=1). */
  docImage?: boolean;
}

/** Opens `html`, screenshots it as `shot` and runs the common checks; the caller adds its own, then closes the page. */
export async function checkPage(browser: Browser, html: string, shot: string, options: CheckOptions = {}): Promise<Page> {
  const viewport = options.viewport ?? { width: 800, height: 900 };
  const { page, errors } = await openPage(browser, viewport);
  await page.setContent(html, { waitUntil: "load" });
  const clip = options.clip ? await options.clip(page) : undefined;
  // The measured clip depends on this machine's fonts, so the picture's recorded source is the page and viewport.
  const docSource = options.docImage ? `${html}\n<!-- viewport ${viewport.width}x${viewport.height} -->` : undefined;
  await saveScreenshot(shot, (path) => page.screenshot(clip ? { path, clip } : { path, fullPage: true }), docSource);
  expect(errors, `console errors in ${shot}`).toEqual([]);
  expect(await scrollWidth(page), `horizontal overflow in ${shot}`).toBeLessThanOrEqual(viewport.width);
  expect(await axeViolations(page), `axe in ${shot}`).toEqual([]);
  expect(await pwned(page), `hostile text ran in ${shot}`).toBeUndefined();
  return page;
}

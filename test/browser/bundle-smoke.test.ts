/**
 * Smoke test of the BUILT bundle (issue 21 part 3): fray.mjs as the release builds it (vite.config.ts), loaded in
 * Chromium over the Foundry double (test/double/, installed as globals by test/double/browser.ts), booted with
 * init/i18nInit/setup/ready for each ruleset, then played by test/browser/smoke/scenario.ts: every actor and item
 * type with their sheets, a combat of four and a round, an attack from the sheet, defend, apply and undo on the card.
 * Any failed step, uncaught page error, console error, error notification or error the double logged fails it.
 *
 * The bundle is built into a temporary folder on every run (a few seconds), so a stale dist/ is never tested;
 * FRAY_SMOKE_BUNDLE=path/to/fray.mjs tests an existing build instead (the release's dist/fray.mjs).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { build, mergeConfig, type UserConfig } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import viteConfig from "../../vite.config";
import { QUENCH_PLANS, withPatch } from "../../module/quench/plan";
import { RULESETS } from "../../module/schema/choices";
import { launchChromium } from "./launch";
import type { SmokePlan, SmokeReport } from "./smoke/report";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ORIGIN = "http://fray.test";
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-smoke-"));

/** The release build of module/fray.ts (vite.config.ts), into tmp. */
async function buildBundle(): Promise<string> {
  const given = process.env["FRAY_SMOKE_BUNDLE"];
  if (given) {
    if (!fs.existsSync(given)) throw new Error(`FRAY_SMOKE_BUNDLE points at ${given}, which does not exist`);
    return given;
  }
  const outDir = path.join(tmp, "system");
  const config = mergeConfig(viteConfig as UserConfig, { logLevel: "silent", root, build: { outDir, emptyOutDir: true, sourcemap: false } } satisfies UserConfig);
  await build({ ...config, configFile: false });
  return path.join(outDir, "fray.mjs");
}

/** The double and the page script as one browser module (never minified: stack traces stay readable). */
async function buildPageScript(): Promise<string> {
  const outDir = path.join(tmp, "page");
  await build({
    configFile: false,
    logLevel: "silent",
    root,
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      minify: false,
      sourcemap: "inline",
      lib: { entry: path.join(root, "test/browser/smoke/scenario.ts"), formats: ["es"], fileName: () => "smoke.mjs" },
    },
  });
  return path.join(outDir, "smoke.mjs");
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fray smoke</title>
<link rel="stylesheet" href="/systems/fray/styles/fray.css"></head><body></body></html>`;
// GUESS: core's icons (icons/svg/*.svg) as an empty SVG: the page has no Foundry install to serve them from.
const EMPTY_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>`;
const TYPES: Record<string, string> = { ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json", ".css": "text/css", ".hbs": "text/plain", ".svg": "image/svg+xml", ".webp": "image/webp", ".png": "image/png" };

/** Serve the page like Foundry's server would: the system under systems/fray/, core icons, nothing else. */
async function serve(context: BrowserContext, bundle: string, pageScript: string): Promise<void> {
  await context.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const p = decodeURIComponent(url.pathname);
    const file =
      p === "/smoke.mjs" ? pageScript
      : p === "/systems/fray/fray.mjs" ? bundle
      : /^\/systems\/fray\/((templates|lang|styles|assets)\/|system\.json$)/.test(p) ? path.join(root, p.slice("/systems/fray/".length))
      : null;
    if (p === "/") return route.fulfill({ status: 200, contentType: "text/html", body: PAGE });
    if (p.startsWith("/icons/")) return route.fulfill({ status: 200, contentType: "image/svg+xml", body: EMPTY_SVG });
    if (!file || !fs.existsSync(file)) return route.fulfill({ status: 404, body: "not found" });
    return route.fulfill({ status: 200, contentType: TYPES[path.extname(file)] ?? "application/octet-stream", body: fs.readFileSync(file) });
  });
}

/** A target that can defend: the Quench plans' tactica and frozen-lands targets could not, so every defence was refused. */
const TARGET_PATCH: Record<string, Record<string, unknown>> = {
  tactica: { tactica: { defences: { dodge: 2 } } },
  // frozen-lands dodges with Mobility; the plan's target has Melee alone (and no shield to block with).
  "frozen-lands": { frozenLands: { skills: [{ name: "Melee", attribute: "body", rank: 1 }, { name: "Mobility", attribute: "agility", rank: 1 }] } },
};

let context: BrowserContext;
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const [bundle, pageScript, browser] = await Promise.all([buildBundle(), buildPageScript(), launchChromium()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await serve(context, bundle, pageScript);
  close = () => browser.close();
});

afterAll(async () => {
  await close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Run the page script for one ruleset in a fresh page; collect everything the page says went wrong. */
async function smoke(ruleset: string, generation: 13 | 14, through: "sheets" | "exchange"): Promise<{ report: SmokeReport; pageErrors: string[] }> {
  const page: Page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(`uncaught: ${e.stack ?? e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") pageErrors.push(`console.error: ${m.text()}`);
  });
  try {
    await page.goto(`${ORIGIN}/`);
    const { attacker, target, weapon } = QUENCH_PLANS[ruleset as keyof typeof QUENCH_PLANS];
    const plan: SmokePlan = { attacker, target: withPatch(target, TARGET_PATCH[ruleset] ?? {}), weapon };
    // A string, not a function: vitest would rewrite a function's import() into its own loader.
    const report = (await page.evaluate(`import("/smoke.mjs").then((m) => m.runSmoke(${JSON.stringify(ruleset)}, ${JSON.stringify(plan)}, ${generation}, ${JSON.stringify(through)}))`)) as SmokeReport;
    return { report, pageErrors };
  } finally {
    await page.close();
  }
}

/** The first seven steps are the boot, the documents, the scene and the sheets; the rest are the fight and the exchange. */
const SHEET_STEPS = 7;

function failedSteps(report: SmokeReport, from: number, to: number): string[] {
  return report.steps.slice(from, to).filter((s) => !s.ok).map((s) => `step "${s.name}" failed: ${s.detail}`);
}

function summary(report: SmokeReport): string {
  return report.steps.map((s) => `${s.ok ? "ok  " : "FAIL"} ${s.name}${s.ok && s.detail ? ` — ${s.detail}` : ""}`).join("\n");
}

// Both Foundry generations the double plays (v13 and v14: one build runs on both, system.json).
describe.each([13, 14] as const)("the built bundle in Chromium over the Foundry double (v%i)", (generation) => {
  for (const ruleset of RULESETS) {
    // One page per ruleset (the world's ruleset is read once, at setup, as in Foundry), shared by its two tests.
    let run: ReturnType<typeof smoke> | undefined;
    const result = () =>
      (run ??= smoke(ruleset, generation, "exchange").then((r) => {
        // FRAY_SMOKE_VERBOSE=1 prints what each step saw.
        if (process.env["FRAY_SMOKE_VERBOSE"]) console.log(`${ruleset} v${generation}:\n${summary(r.report)}\ndeprecations: ${r.report.deprecations.join(" | ") || "none"}`);
        return r;
      }));

    it(`${ruleset}: boots, creates every actor and item type and renders their sheets with no error`, async () => {
      const { report } = await result();
      expect(failedSteps(report, 0, SHEET_STEPS), `${ruleset}:\n${summary(report)}`).toEqual([]);
      expect(report.steps.length).toBeGreaterThanOrEqual(SHEET_STEPS);
    });

    // Foundry's form posts every rendered input (foundry-traps #5, #6): an unchanged sheet must change nothing.
    it(`${ruleset}: every actor and item sheet submitted unchanged changes nothing`, async () => {
      const { report } = await result();
      const changed = { ...(report.steps.find((s) => s.changed)?.changed ?? {}) };
      expect(report.steps.some((s) => s.changed), "the submit step ran").toBe(true);
      expect(changed).toEqual({});
    });

    it(`${ruleset}: starts a combat of four, plays a round, attacks from the sheet, defends, applies and undoes with no error`, async () => {
      const { report, pageErrors } = await result();
      const problems = [
        ...failedSteps(report, SHEET_STEPS, report.steps.length),
        ...report.errors.map((e) => `logged: ${e}`),
        ...report.notices.filter((n) => n.type === "error").map((n) => `error notification: ${n.message}`),
        ...pageErrors,
      ];
      expect(problems, `${ruleset}:\n${summary(report)}`).toEqual([]);
      expect(report.steps.length).toBe(SHEET_STEPS + 9);
    });
  }
});

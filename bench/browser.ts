/**
 * The bench sections in Chromium: page-entry.ts bundled by vite (as the release bundle's code would run: no
 * Node, production mode) and run in the Chromium the browser tests use (test/browser/launch.ts). The page is
 * served cross-origin isolated, which makes Chromium's clock 5 µs fine instead of 100 µs.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { launchChromium } from "../test/browser/launch";
import type { Section } from "./report";

const root = fileURLToPath(new URL("..", import.meta.url));
// localhost: a secure context, which cross-origin isolation needs (the route answers; no server listens).
const ORIGIN = "http://localhost:41731";
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fray bench</title></head><body></body></html>`;
const ISOLATED = { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" };

async function bundle(dir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: "silent",
    root,
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: "es2022",
      minify: false,
      sourcemap: false,
      lib: { entry: path.join(root, "bench/page-entry.ts"), formats: ["es"], fileName: () => "bench.mjs" },
    },
  });
  return path.join(dir, "bench.mjs");
}

/** Run the named sections (all when empty) in Chromium; the page's own figures, as the page measured them. */
export async function chromiumSections(names: readonly string[]): Promise<Section[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-bench-"));
  const browser = await launchChromium();
  try {
    const script = fs.readFileSync(await bundle(tmp));
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const p = new URL(route.request().url()).pathname;
      if (p === "/") return route.fulfill({ status: 200, contentType: "text/html", headers: ISOLATED, body: PAGE });
      if (p === "/bench.mjs") return route.fulfill({ status: 200, contentType: "text/javascript", headers: ISOLATED, body: script });
      return route.fulfill({ status: 404, body: "not found" });
    });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.stack ?? e.message));
    await page.goto(`${ORIGIN}/`);
    // A string, not a function, so the import() reaches the page as written.
    const result = (await page.evaluate(`import("/bench.mjs").then((m) => m.runBench(${JSON.stringify(names)}))`)) as { sections: Section[]; crossOriginIsolated: boolean };
    if (errors.length > 0) throw new Error(`the bench page failed: ${errors.join("\n")}`);
    if (!result.crossOriginIsolated) console.log("(Chromium page not cross-origin isolated: its clock is 100 µs coarse)");
    return result.sections;
  } finally {
    await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

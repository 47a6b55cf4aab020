/**
 * Finds and launches the Chromium the browser tests drive, in this order:
 *   1. FRAY_CHROMIUM — an explicit executable (any platform);
 *   2. @sparticuz/chromium — a Chromium shipped inside an npm package, so `npm ci` alone provides it (x64 Linux);
 *   3. the system's Chromium (/usr/bin/chromium, chromium-browser, google-chrome).
 * Flags: Playwright's defaults plus --no-sandbox/--disable-gpu. The package's own serverless flags
 * (--single-process …) crash v143 (see shared testing notes), so they are not used.
 */
import { existsSync } from "node:fs";
import { arch, platform } from "node:os";
import { chromium, type Browser } from "playwright-core";

const SYSTEM_CHROMIUMS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export interface ChromiumChoice {
  executablePath: string;
  source: "FRAY_CHROMIUM" | "@sparticuz/chromium" | "system";
}

/** Pure choice over what exists, so the order is testable without a browser. */
export function chooseChromium(
  env: Record<string, string | undefined>,
  packaged: string | undefined,
  exists: (path: string) => boolean,
): ChromiumChoice | undefined {
  const explicit = env["FRAY_CHROMIUM"];
  if (explicit) {
    if (!exists(explicit)) throw new Error(`FRAY_CHROMIUM points at ${explicit}, which does not exist`);
    return { executablePath: explicit, source: "FRAY_CHROMIUM" };
  }
  if (packaged && exists(packaged)) return { executablePath: packaged, source: "@sparticuz/chromium" };
  const system = SYSTEM_CHROMIUMS.find(exists);
  return system ? { executablePath: system, source: "system" } : undefined;
}

/** Unpacks the npm-shipped Chromium (x64 Linux only); undefined elsewhere or when the package is absent. */
async function packagedChromium(): Promise<string | undefined> {
  if (platform() !== "linux" || arch() !== "x64") return undefined;
  try {
    const { default: sparticuz } = await import("@sparticuz/chromium");
    return await sparticuz.executablePath();
  } catch {
    return undefined;
  }
}

export async function findChromium(): Promise<ChromiumChoice> {
  const env = process.env;
  const choice = chooseChromium(env, env["FRAY_CHROMIUM"] ? undefined : await packagedChromium(), existsSync);
  if (!choice) {
    throw new Error(
      "No Chromium for the browser tests: set FRAY_CHROMIUM to a Chromium/Chrome executable, " +
        "or install one (the @sparticuz/chromium dev dependency provides it on x64 Linux).",
    );
  }
  return choice;
}

export async function launchChromium(): Promise<Browser> {
  const { executablePath } = await findChromium();
  return chromium.launch({
    executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

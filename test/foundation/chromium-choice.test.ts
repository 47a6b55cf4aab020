/** The order in which the browser tests pick a Chromium (test/browser/launch.ts), without launching one. */
import { describe, expect, it } from "vitest";
import { chooseChromium } from "../browser/launch";

const existing = (...paths: string[]) => (path: string) => paths.includes(path);

describe("chooseChromium", () => {
  it("prefers FRAY_CHROMIUM over the packaged and the system browser", () => {
    const choice = chooseChromium({ FRAY_CHROMIUM: "/opt/chrome" }, "/opt/npm/chromium", existing("/opt/chrome", "/opt/npm/chromium", "/usr/bin/chromium"));
    expect(choice).toEqual({ executablePath: "/opt/chrome", source: "FRAY_CHROMIUM" });
  });

  it("refuses a FRAY_CHROMIUM that does not exist rather than silently using another browser", () => {
    expect(() => chooseChromium({ FRAY_CHROMIUM: "/nowhere/chrome" }, "/opt/npm/chromium", existing("/opt/npm/chromium"))).toThrow(/FRAY_CHROMIUM.*does not exist/);
  });

  it("ignores an empty FRAY_CHROMIUM", () => {
    expect(chooseChromium({ FRAY_CHROMIUM: "" }, "/opt/npm/chromium", existing("/opt/npm/chromium"))?.source).toBe("@sparticuz/chromium");
  });

  it("uses the npm-packaged Chromium when there is no override", () => {
    expect(chooseChromium({}, "/opt/npm/chromium", existing("/opt/npm/chromium", "/usr/bin/chromium"))).toEqual({ executablePath: "/opt/npm/chromium", source: "@sparticuz/chromium" });
  });

  it("falls back to the system Chromium when the package gave none or its path is missing", () => {
    expect(chooseChromium({}, undefined, existing("/usr/bin/chromium"))).toEqual({ executablePath: "/usr/bin/chromium", source: "system" });
    expect(chooseChromium({}, "/opt/gone", existing("/usr/bin/google-chrome"))).toEqual({ executablePath: "/usr/bin/google-chrome", source: "system" });
  });

  it("finds nothing when no browser exists", () => {
    expect(chooseChromium({}, undefined, existing())).toBeUndefined();
  });
});

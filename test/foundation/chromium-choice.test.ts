/** The order in which the browser tests pick a Chromium (test/browser/launch.ts), without launching one. */
import { describe, expect, it } from "vitest";
import { chooseChromium } from "../browser/launch";

const existing = (...paths: string[]) => (path: string) => paths.includes(path);

describe("chooseChromium", () => {
  it("prefers FRAY_CHROMIUM over the packaged and the system browser", () => {
    const choice = chooseChromium({ FRAY_CHROMIUM: "/opt/chrome" }, "/tmp/packaged", existing("/opt/chrome", "/tmp/packaged", "/usr/bin/chromium"));
    expect(choice).toEqual({ executablePath: "/opt/chrome", source: "FRAY_CHROMIUM" });
  });

  it("refuses a FRAY_CHROMIUM that does not exist rather than silently using another browser", () => {
    expect(() => chooseChromium({ FRAY_CHROMIUM: "/nowhere/chrome" }, "/tmp/packaged", existing("/tmp/packaged"))).toThrow(/FRAY_CHROMIUM.*does not exist/);
  });

  it("ignores an empty FRAY_CHROMIUM", () => {
    expect(chooseChromium({ FRAY_CHROMIUM: "" }, "/tmp/packaged", existing("/tmp/packaged"))?.source).toBe("@sparticuz/chromium");
  });

  it("uses the npm-packaged Chromium when there is no override", () => {
    expect(chooseChromium({}, "/tmp/packaged", existing("/tmp/packaged", "/usr/bin/chromium"))).toEqual({ executablePath: "/tmp/packaged", source: "@sparticuz/chromium" });
  });

  it("falls back to the system Chromium when the package gave none or its path is missing", () => {
    expect(chooseChromium({}, undefined, existing("/usr/bin/chromium"))).toEqual({ executablePath: "/usr/bin/chromium", source: "system" });
    expect(chooseChromium({}, "/tmp/gone", existing("/usr/bin/google-chrome"))).toEqual({ executablePath: "/usr/bin/google-chrome", source: "system" });
  });

  it("finds nothing when no browser exists", () => {
    expect(chooseChromium({}, undefined, existing())).toBeUndefined();
  });
});

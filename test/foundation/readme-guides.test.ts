/**
 * Issue 27 (11): the README links every GM guide (a docs page whose title says it is for GMs), and every picture it
 * and the guides show is one the browser tests make (docs/images/<name>.png with its recorded source, doc-images.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync("README.md", "utf8");
const guides = readdirSync("docs")
  .filter((f) => f.endsWith(".md"))
  .filter((f) => /\bGMs?\b/.test(readFileSync(`docs/${f}`, "utf8").split("\n")[0] ?? ""));

describe("the README and the GM guides", () => {
  it("finds the GM guides by their titles", () => {
    expect(guides).toEqual(expect.arrayContaining(["first-evening-six-seconds.md", "first-evening-frozen-lands.md", "first-evening-factions.md", "first-evening-tactica.md", "tracker.md", "cards.md", "board.md"]));
  });

  it("links every GM guide", () => {
    const missing = guides.filter((f) => !readme.includes(`](docs/${f})`));
    expect(missing, "GM guides the README does not link").toEqual([]);
  });

  it("shows only pictures the browser tests regenerate and check", () => {
    const pictures = [...readme.matchAll(/\]\((docs\/images\/[^)]+\.png)\)/g), ...guides.flatMap((f) => [...readFileSync(`docs/${f}`, "utf8").matchAll(/\]\((images\/[^)]+\.png)\)/g)].map((m) => [m[0], `docs/${m[1]}`]))].map((m) => m[1]!);
    expect(pictures.length).toBeGreaterThan(0);
    for (const png of pictures) {
      expect(existsSync(png), png).toBe(true);
      expect(existsSync(png.replace(/docs\/images\/(.+)\.png$/, "docs/images/sources/$1.sha256")), `${png} has no recorded source: no browser test makes it`).toBe(true);
    }
  });
});

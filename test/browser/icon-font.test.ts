/**
 * Issue 27 (11): the screenshot harness carries the icon font Foundry's pages have, so an icon button shows its
 * icon, offline. A sheet's Items tab (the attack, edit and delete icon buttons) is rendered by `page()` with no
 * network: the solid Font Awesome face must be loaded and each `<i class="fa-solid …">` must draw a glyph (a
 * non-empty box, the ::before content from the icon's class); the placeholder portrait and item pictures load.
 */
import { describe, expect, it } from "vitest";
import { checkPage, useBrowser } from "./page-checks";
import { actorPageBody, createRenderer, page } from "./render";
import { actorFixture } from "./fixtures";

const browser = useBrowser();

describe("the icon font in the harness", () => {
  it("the Items tab's icon buttons draw their Font Awesome glyphs", async () => {
    const r = createRenderer();
    const body = actorPageBody(r, actorFixture("six-seconds", "character"), "items");
    const html = page("icons", `<form class="fray sheet actor" style="width:800px">${body}</form>`);
    const p = await checkPage(browser(), html, "icon-font-items");
    await p.evaluate(() => document.fonts.ready);
    const icons = await p.locator("button i.fa-solid:visible").evaluateAll((els) =>
      els.map((e) => ({
        glyph: getComputedStyle(e, "::before").content,
        family: getComputedStyle(e).fontFamily,
        loaded: [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Font Awesome 6 Free" && f.status === "loaded"),
        width: e.getBoundingClientRect().width,
      })),
    );
    expect(icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of icons) {
      expect(icon.family).toContain("Font Awesome 6 Free");
      expect(icon.glyph).not.toMatch(/^(none|normal|"")$/);
      expect(icon.loaded).toBe(true);
      expect(icon.width).toBeGreaterThan(0);
    }
    // The placeholder portrait and every item's picture load: none is refused as unsafe or drawn broken.
    const images = await p.locator("img.fray-portrait, .fray-items img:visible").evaluateAll((els) => els.map((e) => ({ src: (e as HTMLImageElement).src.slice(0, 22), width: (e as HTMLImageElement).naturalWidth })));
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) expect(image).toEqual({ src: "data:image/png;base64,", width: 64 });
    await p.close();
  });
});

/**
 * Who sees what on the actor sheet (audit foundry-runtime rows 7 and 17; foundry-traps.md #12, #16):
 *  - item rows carry core's drag selector `.draggable` with `data-item-id` (dnd5e templates/inventory);
 *  - a LIMITED viewer gets the trimmed sheet (header and biography; Draw Steel's `_configureRenderParts`),
 *    an OBSERVER the full sheet read-only, and only the GM sees and edits an NPC's gmNotes.
 * Each render gets the common checks (screenshot, no console errors, no overflow, axe, hostile text inert).
 */
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../module/schema/choices";
import { actorFixture, HOSTILE_DESCRIPTION, HOSTILE_NAME } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
import { actorPage, createRenderer } from "./render";

const r = createRenderer();
const browser = useBrowser();
const GM_NOTES = "<p>Ambush at the ford; the leader flees at half health.</p>";

function npc(viewer: { limited?: boolean; isGM?: boolean }, editable: boolean, mode: "play" | "edit" = "play") {
  const actor = actorFixture("six-seconds", "npc");
  return { ...actor, system: { ...actor.system, gmNotes: GM_NOTES }, viewer, editable, mode };
}

describe("item rows are draggable", () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset}: every item row has class draggable and its item id`, async () => {
      const page = await checkPage(browser(), actorPage(r, actorFixture(ruleset, "character"), "items"), `viewers-items-${ruleset}`);
      const rows = await page.locator(".fray-item").count();
      expect(rows).toBeGreaterThan(0);
      // Core's ActorSheetV2 DragDrop selector is ".draggable"; _onDragStart reads the row's data-item-id.
      expect(await page.locator(".fray-item.draggable[data-item-id]").count()).toBe(rows);
      const ids = await page.locator(".draggable").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset["itemId"] ?? ""));
      expect(ids.every((id) => /^item\d{12}$/.test(id))).toBe(true);
      await page.close();
    });
  }
});

describe("viewers", () => {
  it("a LIMITED player sees name, image and biography only", async () => {
    const page = await checkPage(browser(), actorPage(r, npc({ limited: true }, false), "stats"), "viewers-limited");
    expect(await page.inputValue("input[name=name]")).toBe(HOSTILE_NAME);
    expect(await page.locator("img.fray-portrait").isVisible()).toBe(true);
    expect(await page.locator(".fray-biography .fray-prose").textContent()).toBe(HOSTILE_DESCRIPTION);
    expect(await page.locator(".fray-biography").isVisible()).toBe(true);
    for (const hidden of ["[data-tab=stats]", "[data-tab=items]", "nav.fray-tabs", ".fray-statuses", ".fray-stat", "[data-action]:not([data-action=editImage])"]) {
      expect(await page.locator(hidden).count(), hidden).toBe(0);
    }
    expect(await page.content()).not.toContain("Ambush at the ford");
    await page.close();
  });

  it("an OBSERVER sees the full sheet read-only and no GM notes", async () => {
    const page = await checkPage(browser(), actorPage(r, npc({}, false), "stats"), "viewers-observer");
    expect(await page.locator("section[data-tab=stats]").isVisible()).toBe(true);
    expect(await page.locator(".fray-stat").count()).toBeGreaterThan(5);
    const open = await page.locator("input:not([disabled]), select:not([disabled]), multi-checkbox:not([disabled]), prose-mirror").count();
    expect(open).toBe(0);
    expect(await page.content()).not.toContain("Ambush at the ford");
    await page.close();
  });

  it("the owning player never sees GM notes, in play or edit mode", async () => {
    for (const mode of ["play", "edit"] as const) {
      const page = await checkPage(browser(), actorPage(r, npc({}, true, mode), "biography"), `viewers-owner-${mode}`);
      expect(await page.locator("[name='system.gmNotes']").count()).toBe(0);
      expect(await page.content()).not.toContain("Ambush at the ford");
      await page.close();
    }
  });

  it("the GM reads GM notes in play mode and edits them in edit mode", async () => {
    const play = await checkPage(browser(), actorPage(r, npc({ isGM: true }, true), "biography"), "viewers-gm-play");
    expect(await play.locator(".fray-gm-notes").textContent()).toBe(GM_NOTES);
    await play.close();
    const edit = await checkPage(browser(), actorPage(r, npc({ isGM: true }, true, "edit"), "biography"), "viewers-gm-edit");
    expect(await edit.locator("prose-mirror[name='system.gmNotes']").getAttribute("value")).toBe(GM_NOTES);
    expect(await edit.locator("prose-mirror[name='system.gmNotes']").getAttribute("aria-label")).toBe("GM notes");
    await edit.close();
  });
});

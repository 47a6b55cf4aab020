/**
 * Browser proof for the board's one dialog: the tracker's "Assign a zone" form (module/canvas/zone-choice.ts) in
 * Chromium with the system CSS: no console errors, no overflow, axe at 0 serious/critical, hostile zone names inert.
 */
import { describe, expect, it } from "vitest";
import { zoneChoiceForm } from "../../module/canvas/zone-choice";
import { borderForm, borderRows } from "../../module/canvas/border-form";
import { checkPage, useBrowser } from "./page-checks";
import { page } from "./render";

const browser = useBrowser();

describe("assign a zone by hand", () => {
  it("a labelled select of the zones, by the map first, the current zone selected, names escaped", async () => {
    const zones = [
      { id: "gate", name: "Gate" },
      { id: "yard", name: `<img src=x onerror="window.__pwned=1">Yard` },
    ];
    const form = zoneChoiceForm(zones, "yard", { label: "Zone", byMap: "By the map" });
    expect(form).toContain("&lt;img src=x");
    const p = await checkPage(browser(), page("zone choice", `<form style="width:400px;padding:8px">${form}</form>`), "board-zone-choice");
    expect(await p.locator("select[name=zone] option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))).toEqual(["", "gate", "yard"]);
    expect(await p.locator("select[name=zone]").inputValue()).toBe("yard");
    expect(await p.getByLabel("Zone").count()).toBe(1);
    await p.close();
  });

  it("the zone borders form: a labelled fieldset per neighbour, prefilled, names escaped", async () => {
    const rows = borderRows(
      [
        { id: "gate", name: "Gate" },
        { id: "yard", name: `<img src=x onerror="window.__pwned=1">Yard` },
      ],
      [{ zone: "yard", cover: "heavy", soft: true, linear: false, choke: 0, barrier: false }],
    );
    const text = { row: "Border with {zone}", cover: "Cover", steps: { none: "No cover", light: "Light", medium: "Medium", heavy: "Heavy", total: "Total" }, soft: "Soft cover", linear: "Linear cover", choke: "Choke", barrier: "Barrier", none: "No neighbours" };
    const p = await checkPage(browser(), page("zone borders", `<form style="width:400px;padding:8px">${borderForm(rows, text)}</form>`), "board-zone-borders");
    expect(await p.locator("fieldset legend").allTextContents()).toEqual(["Border with Gate", `Border with <img src=x onerror="window.__pwned=1">Yard`]);
    expect(await p.locator('select[name="1.cover"]').inputValue()).toBe("heavy");
    expect(await p.locator('input[name="1.soft"]').isChecked()).toBe(true);
    expect(await p.getByLabel("Choke").count()).toBe(2);
    await p.close();
  });
});

/**
 * The form double (test/double/forms.ts) against its public sources, on hand-written forms in Chromium: what
 * FormDataExtended and expandObject make of each kind of control. If one of these changes, every round trip
 * built on it changes meaning.
 */
import { describe, expect, it } from "vitest";
import { formDataExtended, FORM_SCRIPT_TAG, sheetSubmit } from "../double/forms";
import { openPage, useBrowser } from "./page-checks";

const browser = useBrowser();

async function read(body: string, expand = false) {
  const { page, errors } = await openPage(browser(), { width: 400, height: 300 });
  await page.setContent(`<!doctype html><html lang="en"><body><form>${body}</form>${FORM_SCRIPT_TAG}</body></html>`, { waitUntil: "load" });
  const out = expand ? await sheetSubmit(page) : await formDataExtended(page);
  expect(errors).toEqual([]);
  await page.close();
  return out;
}

describe("FormDataExtended on the live form", () => {
  it("same-named checkboxes: one entry per box, the value or null (foundryvtt/foundryvtt#7819's own example)", async () => {
    const boxes = `<input name="foo" type="checkbox"><input name="foo" type="checkbox" checked>
      <input name="foo" type="checkbox" value="hello" checked><input name="foo" type="checkbox" value="goodbye">
      <input name="foo" type="checkbox" value="4" data-dtype="Number" checked><input name="foo" type="checkbox" value="5" data-dtype="Number">`;
    expect(await read(boxes)).toEqual({ foo: [false, true, "hello", null, 4, null] });
  });

  it("numbers: Number, or null when empty (#13804); data-dtype casts text; disabled fields are left out", async () => {
    const form = `<input name="a" type="number" value="3"><input name="b" type="number" value="">
      <input name="c" type="text" value="7" data-dtype="Number"><input name="d" type="text" value="x" disabled><input name="e" type="checkbox" checked>`;
    expect(await read(form)).toEqual({ a: 3, b: null, c: 7, e: true });
  });

  it("<select multiple> and <multi-checkbox> post the list of chosen values; <prose-mirror> its HTML", async () => {
    const form = `<select name="s" multiple><option value="x" selected>X</option><option value="y">Y</option><option value="z" selected>Z</option></select>
      <multi-checkbox name="m"><option value="light">Light</option><option value="heavy" selected>Heavy</option></multi-checkbox>
      <multi-checkbox name="n"><option value="a">A</option></multi-checkbox>
      <prose-mirror name="p" value="<p>Hi</p>"></prose-mirror>`;
    expect(await read(form)).toEqual({ s: ["x", "z"], m: ["heavy"], n: [], p: "<p>Hi</p>" });
  });

  it("expandObject turns row names into objects keyed by index, never lists (foundry-traps.md #5)", async () => {
    const rows = `<input name="system.skills.0.name" value="Melee"><input name="system.skills.0.rank" type="number" value="3">
      <input name="system.skills.1.name" value="Lore">`;
    expect(await read(rows, true)).toEqual({ system: { skills: { "0": { name: "Melee", rank: 3 }, "1": { name: "Lore" } } } });
  });
});

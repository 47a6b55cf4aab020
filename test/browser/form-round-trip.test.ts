/**
 * Form round trip (issue 21; foundry-traps.md #5, #6): for every actor type × ruleset and every item type ×
 * ruleset, the sheet is rendered in edit mode from the real templates with the context the sheet builds, the
 * update is built from the LIVE form as Foundry builds it (test/double/forms.ts: FormDataExtended →
 * expandObject → the sheet's own _processFormData), and it goes through the double's document pipeline
 * (migrateData on the partial diff → clean → validate → merge) on a document made from full fixture data.
 *  - submitting the form unchanged changes no field of the stored source;
 *  - changing one control (one of each kind on the sheet: text, number, select, checkbox, choice list, rich
 *    text, and a skill row's ability) changes that field alone.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { actorProcessFormData, itemProcessFormData } from "../../module/applications/sheets/submit-data";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { adapterFor } from "../../module/rulesets/registry";
import { RULESETS, type RulesetId } from "../../module/schema/choices";
import { sheetSubmit } from "../double/forms";
import { getProperty } from "../double/utils";
import { IMG } from "./fixtures";
import { changedLeaves, formWorld, fullActorSystem, fullItemSystem, type Doc, type FormWorld } from "./form-world";
import { checkPage, useBrowser } from "./page-checks";
import { actorPage, createRenderer, itemPage } from "./render";

type Rec = Record<string, unknown>;
const r = createRenderer();
const browser = useBrowser();
let world: FormWorld;
beforeAll(async () => {
  world = await formWorld();
});

/** One control of the live form, and how to change it. */
interface Control {
  name: string;
  kind: "text" | "number" | "select" | "checkbox" | "multi" | "html";
  /** Index among the controls of that name (several rows share a prefix, never a name). */
  value: unknown;
  min: number | null;
  max: number | null;
  options: string[];
  /** The control's data-dtype (FormDataExtended casts a "Number" select's value to a number). */
  dtype?: string;
}

async function controls(page: Page): Promise<Control[]> {
  return page.$$eval("form [name]", (els) =>
    els.flatMap((el): Control[] => {
      const e = el as HTMLInputElement;
      if (e.disabled || el.hasAttribute("disabled")) return [];
      const tag = el.tagName.toLowerCase();
      const base = { name: e.getAttribute("name")!, min: e.min ? Number(e.min) : null, max: e.max ? Number(e.max) : null, options: [] as string[] };
      if (tag === "multi-checkbox") return [{ ...base, kind: "multi" as const, value: (el as unknown as { value: string[] }).value, options: Array.from(el.querySelectorAll("input"), (b) => b.value) }];
      if (tag === "prose-mirror") return [{ ...base, kind: "html" as const, value: (el as unknown as { value: string }).value }];
      if (tag === "select") return [{ ...base, kind: "select" as const, dtype: (el as HTMLElement).dataset["dtype"], value: (el as HTMLSelectElement).value, options: Array.from((el as HTMLSelectElement).options, (o) => o.value) }];
      if (tag !== "input") return [];
      if (e.type === "checkbox") return [{ ...base, kind: "checkbox" as const, value: e.checked }];
      if (e.type === "number") return [{ ...base, kind: "number" as const, value: e.value === "" ? null : Number(e.value) }];
      return [{ ...base, kind: "text" as const, value: e.value }];
    }),
  );
}

/** The new value for a control, and the value the stored source must then hold. */
function nextValue(c: Control): { set: unknown; stored: unknown } {
  switch (c.kind) {
    case "text":
      return { set: "Changed text", stored: "Changed text" };
    case "html":
      return { set: "<p>Changed</p>", stored: "<p>Changed</p>" };
    case "checkbox":
      return { set: !c.value, stored: !c.value };
    case "number": {
      const v = typeof c.value === "number" ? c.value : 0;
      const up = c.max === null || v + 1 <= c.max;
      const n = c.value === null ? (c.min ?? 1) : up ? v + 1 : v - 1;
      return { set: n, stored: n };
    }
    case "select": {
      const other = c.options.find((o) => o !== c.value && o !== "")!;
      return { set: other, stored: c.dtype === "Number" ? Number(other) : other };
    }
    case "multi": {
      const chosen = c.value as string[];
      const add = c.options.find((o) => !chosen.includes(o))!;
      return { set: add, stored: c.options.filter((o) => o === add || chosen.includes(o)) };
    }
  }
}

/** Changes the control in the page as a user would (value, then a change event). */
async function change(page: Page, c: Control, set: unknown): Promise<void> {
  await page.$eval(
    `form [name="${c.name}"]`,
    (el, { kind, set }) => {
      if (kind === "multi") {
        const box = Array.from(el.querySelectorAll("input")).find((b) => b.value === set)!;
        box.checked = true;
        box.dispatchEvent(new Event("change", { bubbles: true }));
        return;
      }
      if (kind === "checkbox") (el as HTMLInputElement).checked = set as boolean;
      else (el as HTMLInputElement).value = String(set);
      el.dispatchEvent(new Event("change", { bubbles: true }));
    },
    { kind: c.kind, set },
  );
}

/** Every control except numbers, the first number, and the last two controls of rows (skills, components). */
function sample(all: Control[]): Control[] {
  const picked = new Map<string, Control>();
  for (const c of all) if (c.kind !== "number" || ![...picked.values()].some((p) => p.kind === "number")) picked.set(c.name, c);
  const rows = all.filter((c) => /\.\d+\.\w+$/.test(c.name));
  for (const c of rows.slice(-2)) picked.set(c.name, c);
  return [...picked.values()].filter((c) => nextValue(c).set !== undefined);
}

type Process = (doc: Doc) => (expanded: Rec) => Rec;

/** Runs the unchanged and one-change round trips; returns the controls it changed, so a test can check its sample. */
async function roundTrip(page: Page, html: string, make: () => Promise<Doc>, process: Process, what: string): Promise<string[]> {
  // Unchanged: the whole form, as the sheet posts it on any change (submitOnChange), changes nothing stored.
  const doc = await make();
  const before = structuredClone(doc._source);
  // Nothing on an untouched form needs repairing: migrateData warns on every repair it makes.
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await doc.update(await sheetSubmit(page, process(doc)));
  const warnings = warn.mock.calls.map((args) => args.join(" "));
  warn.mockRestore();
  expect(changedLeaves(before, doc._source), `${what}: unchanged submit`).toEqual({});
  expect(warnings, `${what}: unchanged submit repairs nothing`).toEqual([]);
  const sampled = sample(await controls(page));
  for (const c of sampled) {
    await page.setContent(html, { waitUntil: "load" });
    const fresh = await make();
    const start = structuredClone(fresh._source);
    const { set, stored } = nextValue(c);
    await change(page, c, set);
    await fresh.update(await sheetSubmit(page, process(fresh)));
    const changed = Object.keys(changedLeaves(start, fresh._source));
    const now = getProperty(fresh._source, c.name);
    // A choice list is a set of ticks: the order a new tick lands in is the element's (a GUESS in forms.ts).
    const comparable = (v: unknown) => (c.kind === "multi" && Array.isArray(v) ? [...(v as string[])].sort() : v);
    expect(comparable(now), `${what}: ${c.name} (${c.kind}) stored`).toEqual(comparable(stored));
    expect(changed.filter((p) => p !== c.name && !p.startsWith(`${c.name}.`)).join(", "), `${what}: only ${c.name} (${c.kind}) changes`).toBe("");
  }
  return sampled.map((c) => `${c.kind} ${c.name}`);
}

/** What each sheet must have offered (so a control that vanishes from the form fails here, not silently). */
const MUST_CHANGE: Record<string, RegExp[]> = {
  actor: [/^text name$/, /^number system\./, /^html system\.biography$/],
  "six-seconds": [/^select system\.sixSeconds\.skills\.2\.ability$/, /^number system\.sixSeconds\.skills\.2\.rank$/],
  "frozen-lands": [/^select system\.frozenLands\.skills\.1\.attribute$/],
  factions: [/^select system\.factions\.size$/],
  tactica: [/^checkbox system\.tactica\./, /^select system\.tactica\.group$/],
  npc: [/^html system\.gmNotes$/, /^text system\.kind$/],
  weapon: [/^multi system\.frozenLands\.features$/, /^multi system\.sixSeconds\.damageTypes$/, /^checkbox /, /^select /],
  poison: [/^multi system\.transmission\.routes$/],
  combo: [/^number system\.components\.2\.rating$/],
};

function expectOffered(changed: string[], keys: string[]): void {
  for (const key of keys) for (const re of MUST_CHANGE[key] ?? []) expect(changed.some((c) => re.test(c)), `${key}: ${re} in ${changed.join(", ")}`).toBe(true);
}

describe("actor sheets, edit mode", () => {
  for (const ruleset of RULESETS) {
    for (const type of ["character", "npc"] as const) {
      it(`${ruleset} ${type}`, async () => {
        await world.setRuleset(ruleset);
        const system = fullActorSystem(ruleset, type);
        const make = async () => (await world.Actor.create({ name: "Jack Clancy", type, img: IMG, system }))!;
        const doc = await make();
        const stats = (doc.system as { stats: Rec }).stats;
        const input = { name: doc.name, img: IMG, type, system: stats as never, items: [], ruleset, editable: true, mode: "edit" as const, statuses: [], viewer: { isGM: true } };
        const html = actorPage(r, input, "stats");
        const page = await checkPage(browser(), html, `round-trip-${ruleset}-${type}`);
        const changed = await roundTrip(page, html, make, (d) => (e) => actorProcessFormData(e, d.toObject()), `${ruleset} ${type}`);
        expectOffered(changed, ["actor", ruleset, type]);
        await page.close();
      });
    }
  }
});

describe("item sheets", () => {
  for (const type of Object.keys(ITEM_SPECS) as (keyof typeof ITEM_SPECS)[]) {
    it(`${type}, in every ruleset`, async () => {
      const system = fullItemSystem(type);
      for (const ruleset of RULESETS as readonly RulesetId[]) {
        await world.setRuleset(ruleset);
        const make = async () => (await world.Item.create({ name: "Longsword", type, img: IMG, system }))!;
        const doc = await make();
        const plain = (doc.system as { toObject(source: boolean): Rec }).toObject(false);
        const html = itemPage(r, { name: doc.name, img: IMG, type, system: plain, ruleset, editable: true }, "details");
        const page = await checkPage(browser(), html, `round-trip-${type}-${ruleset}`);
        expectOffered(await roundTrip(page, html, make, (d) => (e) => itemProcessFormData(e, d.toObject()), `${type} (${ruleset})`), [type]);
        await page.close();
      }
    });
  }
});

describe("skill rows can be removed (edit mode only)", () => {
  for (const [ruleset, key, column] of [["six-seconds", "sixSeconds", "ability"], ["frozen-lands", "frozenLands", "attribute"]] as const) {
    it(ruleset, async () => {
      await world.setRuleset(ruleset);
      const doc = (await world.Actor.create({ name: "Jack Clancy", type: "character", img: IMG, system: fullActorSystem(ruleset, "character") }))!;
      const stats = (doc.system as { stats: Rec }).stats;
      const input = { name: doc.name, img: IMG, type: "character" as const, system: stats as never, items: [], ruleset, editable: true, mode: "edit" as const, statuses: [] };
      const play = await checkPage(browser(), actorPage(r, { ...input, mode: "play" }, "stats"), `remove-skill-${ruleset}-play`);
      expect(await play.locator("[data-action=removeSkill]").count()).toBe(0);
      await play.close();
      const page = await checkPage(browser(), actorPage(r, input, "stats"), `remove-skill-${ruleset}`);
      const rows = ((stats[key] as Rec)["skills"] as Rec[]).map((s) => structuredClone(s));
      const buttons = page.locator("[data-action=removeSkill]");
      expect(await buttons.count()).toBe(rows.length);
      expect(await buttons.nth(0).getAttribute("data-tooltip")).toBe("Remove skill");
      expect(await buttons.nth(0).getAttribute("aria-label")).toBe(`Remove the skill ${String(rows[0]!["name"])}`);
      // The button's data-index goes to the adapter's removeSkill, as the sheet's action handler does.
      const index = Number(await buttons.nth(0).getAttribute("data-index"));
      const update = adapterFor(ruleset).sheet.removeSkill!(stats as never, index);
      await doc.update(update!);
      expect(getProperty(doc._source, `system.${key}.skills`)).toEqual(rows.slice(1));
      expect(rows.slice(1).every((s) => s[column] !== (ruleset === "six-seconds" ? "dexterity" : "body"))).toBe(true);
      await page.close();
    });
  }
});
